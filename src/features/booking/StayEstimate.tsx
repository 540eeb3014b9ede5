import { CircleAlert } from "lucide-react";
import type { EstimateView } from "./estimate";

type StayEstimateProps = { heading: string; view: EstimateView | null };

/**
 * The price of the stay chosen on step 2. Its region is always there and polite, so a screen
 * reader reads each new estimate once the visitor stops choosing, without moving focus.
 */
export function StayEstimate({ heading, view }: StayEstimateProps) {
  return (
    <div aria-live="polite" className="sm:col-span-2">
      {view && (
        <section aria-label={heading} className="rounded-lg border bg-muted/40 p-4 text-sm">
          <p className="font-semibold">{heading}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
            {[...view.rows, view.total].map(({ term, value }, index) => (
              <div key={term} className={index === view.rows.length ? "contents font-semibold" : "contents"}>
                <dt className="text-muted-foreground">{term}</dt>
                <dd className="min-w-0 text-right break-words">{value}</dd>
              </div>
            ))}
          </dl>
          {view.warnings.map((warning) => (
            <p key={warning} className="mt-3 flex gap-1.5 font-medium text-destructive">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {warning}
            </p>
          ))}
          {view.sampleNotice && <p className="mt-3 font-medium">{view.sampleNotice}</p>}
          <p className="mt-3 text-muted-foreground">{view.note}</p>
        </section>
      )}
    </div>
  );
}
