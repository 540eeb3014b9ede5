import { TriangleAlert } from "lucide-react";

type DocumentHeaderProps = {
  heading: string;
  intro: string;
  /** Shown while the hotel has not yet replaced the sample facts of the page. */
  sampleNotice?: string | null;
};

/** The heading, introduction and sample-content notice of a reference page (policies, official channels). */
export function DocumentHeader({ heading, intro, sampleNotice }: DocumentHeaderProps) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{heading}</h1>
      <p className="mt-3 text-lg text-pretty text-muted-foreground">{intro}</p>
      {sampleNotice && (
        <p role="note" className="mt-6 flex gap-3 rounded-lg border border-primary/40 bg-primary/5 px-4 py-3 text-sm">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{sampleNotice}</span>
        </p>
      )}
    </>
  );
}
