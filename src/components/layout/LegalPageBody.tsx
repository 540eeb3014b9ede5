import type { ReactNode } from "react";
import { fill } from "@/lib/i18n/format";
import type { LegalPage } from "@/content/schema/words";

/**
 * The text of a policy page; `{name}`, `{email}` and `{phone}` are filled from the site config, a
 * page's own facts from its file (the privacy contact). `children` come first, below the date.
 */
export function LegalPageBody({
  page,
  values,
  children,
}: {
  page: LegalPage;
  values: Record<string, string>;
  children?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{page.updated}</p>
      {children}
      {page.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-muted-foreground">
              {fill(paragraph, values)}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
