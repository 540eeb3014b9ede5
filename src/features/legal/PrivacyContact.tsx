import { UserRound } from "lucide-react";
import type { PrivacyContactData } from "@/content/read/privacy";

/** The contact person for personal data, near the top of the privacy page, where every form's link lands. */
export function PrivacyContact({ heading, intro, name, role, items }: PrivacyContactData) {
  return (
    <section
      id="privacy-contact"
      aria-labelledby="privacy-contact-heading"
      className="mt-8 scroll-mt-24 rounded-lg border bg-muted/40 p-4 sm:p-5"
    >
      <h2 id="privacy-contact-heading" className="flex items-center gap-2 text-xl font-semibold">
        <UserRound className="size-5 text-primary" aria-hidden="true" />
        {heading}
      </h2>
      <p className="mt-2 leading-relaxed">{intro}</p>
      <p className="mt-2 font-medium">
        {name}, {role}
      </p>
      <dl className="mt-2 grid gap-1 sm:grid-cols-[6rem_1fr]">
        {items.map(({ term, value, href }) => (
          <div key={term} className="contents">
            <dt className="text-sm text-muted-foreground">{term}</dt>
            <dd className="break-all">
              <a href={href} className="inline-block py-1 text-primary underline underline-offset-4 hover:no-underline">
                {value}
              </a>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
