import { CircleAlert } from "lucide-react";
import type { BreakdownRow } from "./stay-breakdown";

export type StayBreakdownProps = {
  heading: string;
  rows: readonly BreakdownRow[];
  total: BreakdownRow;
  /** Why the stay cannot be booked as chosen (a season's minimum stay). */
  warnings?: readonly string[];
  /** "Estimate. The hotel confirms the price …" */
  note: string;
  /** Said while the rates are the samples. */
  sampleNotice?: string | null;
};

/**
 * A stay's price line by line, then the total: the booking wizard's estimate and a room page's
 * price for the guest's dates. Each row is its term and its value on one line when both fit, and
 * the value on its own line under the term when not, so a narrow phone (320 px) never squeezes
 * the value into a column a few words wide.
 */
export function StayBreakdown({ heading, rows, total, warnings = [], note, sampleNotice }: StayBreakdownProps) {
  return (
    <section aria-label={heading} className="rounded-lg border bg-muted/40 p-4 text-sm">
      <p className="font-semibold">{heading}</p>
      <dl className="mt-2 flex flex-col gap-1.5">
        {rows.map((row) => (
          <Row key={row.term} {...row} />
        ))}
        <Row {...total} isTotal />
      </dl>
      {warnings.map((warning) => (
        <p key={warning} className="mt-3 flex gap-1.5 font-medium text-destructive">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {warning}
        </p>
      ))}
      {sampleNotice && <p className="mt-3 font-medium">{sampleNotice}</p>}
      <p className="mt-3 text-muted-foreground">{note}</p>
    </section>
  );
}

function Row({ term, value, isTotal = false }: BreakdownRow & { isTotal?: boolean }) {
  return (
    <div
      className={
        isTotal
          ? "mt-1 flex flex-wrap items-baseline justify-between gap-x-4 border-t pt-2 font-semibold"
          : "flex flex-wrap items-baseline justify-between gap-x-4"
      }
    >
      <dt className={isTotal ? undefined : "text-muted-foreground"}>{term}</dt>
      <dd className="ms-auto min-w-0 text-right break-words">{value}</dd>
    </div>
  );
}
