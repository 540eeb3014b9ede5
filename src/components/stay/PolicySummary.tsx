import { Info } from "lucide-react";

export type PolicySummaryProps = {
  heading: string;
  items: { term: string; value: string }[];
  /** The full policies page, in the page's language. */
  link: { label: string; href: string };
  /** Shown while the policies are the site's samples. */
  sampleNotice?: string;
  /** The heading level that fits where the summary sits. */
  headingLevel?: "h2" | "h3" | "h4";
};

/** Check-in, check-out, ID and cancellation in a few words, with a link to every rule: room pages and the booking wizard. */
export function PolicySummary({
  heading,
  items,
  link,
  sampleNotice,
  headingLevel: Heading = "h2",
}: PolicySummaryProps) {
  return (
    <section aria-label={heading} className="rounded-lg border bg-muted/40 p-4 text-left text-sm sm:p-5">
      <Heading className="flex items-center gap-2 text-base font-semibold">
        <Info className="size-4 shrink-0 text-primary" aria-hidden="true" />
        {heading}
      </Heading>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        {items.map((item) => (
          <div key={item.term} className="contents">
            <dt className="text-muted-foreground">{item.term}</dt>
            <dd className="min-w-0 font-medium">{item.value}</dd>
          </div>
        ))}
      </dl>
      {sampleNotice && <p className="mt-3 text-xs text-muted-foreground">{sampleNotice}</p>}
      <p className="mt-3">
        <a href={link.href} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
          {link.label}
        </a>
      </p>
    </section>
  );
}
