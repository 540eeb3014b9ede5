import type { ReactNode } from "react";

/** A page's section under its own level-2 heading, which names it for screen readers; `id` is its anchor. */
export function TitledSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-10 scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
