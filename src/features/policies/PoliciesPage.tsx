import { ChevronDown } from "lucide-react";
import { DocumentHeader } from "@/components/layout/DocumentHeader";
import type { PolicySection } from "./policy-sections";

type PoliciesPageProps = {
  heading: string;
  intro: string;
  sampleNotice?: string;
  onThisPage: string;
  sections: PolicySection[];
  faq: { heading: string; items: { question: string; answer: string }[] };
};

/** The stay policies, section by section, and an FAQ of <details> that opens without JavaScript. */
export function PoliciesPage({ heading, intro, sampleNotice, onThisPage, sections, faq }: PoliciesPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <DocumentHeader heading={heading} intro={intro} sampleNotice={sampleNotice} />
      <nav aria-labelledby="policies-toc" className="mt-8 rounded-lg border p-4">
        <h2 id="policies-toc" className="text-sm font-semibold">
          {onThisPage}
        </h2>
        <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {[...sections, { id: "faq", heading: faq.heading }].map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-block py-1 text-primary underline underline-offset-4 hover:no-underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-10 scroll-mt-24"
        >
          <h2 id={`${section.id}-heading`} className="text-xl font-semibold">
            {section.heading}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-muted-foreground marker:text-primary">
            {section.paragraphs.map((paragraph) => (
              <li key={paragraph}>{paragraph}</li>
            ))}
          </ul>
          {section.link && (
            <a
              href={section.link.href}
              className="mt-3 inline-block py-1 text-primary underline underline-offset-4 hover:no-underline"
            >
              {section.link.label}
            </a>
          )}
        </section>
      ))}
      <section id="faq" aria-labelledby="faq-heading" className="mt-12 scroll-mt-24">
        <h2 id="faq-heading" className="text-xl font-semibold">
          {faq.heading}
        </h2>
        <div className="mt-4 divide-y rounded-lg border">
          {faq.items.map((item) => (
            <details key={item.question} className="group px-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown
                  className="size-4 shrink-0 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="pb-4 leading-relaxed text-muted-foreground">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </article>
  );
}
