import type { ReactNode, RefObject } from "react";

/** The summary's list and its links: the island's, and those the page's early check writes before it is live. */
const summaryList =
  "mt-2 list-disc space-y-1 pl-5 text-sm [&_a]:text-foreground [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-destructive";

type ErrorSummaryProps = {
  heading: string;
  summaryRef: RefObject<HTMLDivElement | null>;
  /**
   * No check has run: the summary's place, hidden, whose list the page's early check fills in before
   * the island is live (src/page-scripts/early-step-check.ts); React leaves that list as it finds it on hydration.
   * Give the two their own keys: the first check replaces the early summary rather than reusing it.
   */
  early: boolean;
  /** The list's items, one link per field to correct. */
  children: ReactNode;
};

/** The problems of the last Send, each a link to its field, focused when it appears. */
export function ErrorSummary({ heading, summaryRef, early, children }: ErrorSummaryProps) {
  return (
    <div
      ref={summaryRef}
      id={early ? "contact-errors-early" : undefined}
      data-early-alert={early ? "" : undefined}
      hidden={early}
      tabIndex={-1}
      role="alert"
      aria-labelledby="contact-errors-heading"
      className="rounded-lg border border-destructive bg-destructive/5 p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-destructive/30"
    >
      <h3 id="contact-errors-heading" className="font-semibold text-destructive">
        {heading}
      </h3>
      {early ? (
        <ul className={summaryList} dangerouslySetInnerHTML={{ __html: "" }} />
      ) : (
        <ul className={summaryList}>{children}</ul>
      )}
    </div>
  );
}
