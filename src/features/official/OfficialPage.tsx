import { DocumentHeader } from "@/components/layout/DocumentHeader";
import type { OfficialItem, OfficialLink, OfficialPageData } from "@/content/read/official";
import { TitledSection } from "@/components/layout/TitledSection";

const linkClass = "text-primary underline underline-offset-4 hover:no-underline";

/**
 * The only numbers, addresses and account the hotel uses, its GSTIN with how to check it, and where
 * to report a fraud: static HTML, readable without JavaScript. The UPI ID is text on purpose: a
 * payment link to it would be blocked by payment apps or look like the scams this page warns of.
 */
export function OfficialPage({ heading, intro, sampleNotice, contact, gst, payment, fraud }: OfficialPageData) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <DocumentHeader heading={heading} intro={intro} sampleNotice={sampleNotice} />
      <TitledSection id="official-contact" heading={contact.heading}>
        <Facts items={contact.items} />
      </TitledSection>
      <TitledSection id="official-payment" heading={payment.heading}>
        <Facts items={payment.items} />
        {payment.lines.map((line) => (
          <p key={line} className="mt-3 leading-relaxed">
            {line}
          </p>
        ))}
      </TitledSection>
      <TitledSection id="official-gst" heading={gst.heading}>
        <Facts items={gst.items} />
        <p className="mt-4">{gst.check}</p>
        <ol className="mt-2 list-decimal space-y-2 pl-5 leading-relaxed text-muted-foreground marker:text-primary">
          <li>
            <ExternalLink {...gst.portal} />
          </li>
          {gst.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </TitledSection>
      <TitledSection id="official-fraud" heading={fraud.heading}>
        <p className="leading-relaxed">{fraud.dontPay}</p>
        <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed marker:text-primary">
          {fraud.links.map((link) => (
            <li key={link.href}>
              <ExternalLink {...link} />
            </li>
          ))}
        </ul>
      </TitledSection>
    </article>
  );
}

/** Facts as a list of terms and values; a value that can be reached is a link. */
function Facts({ items }: { items: OfficialItem[] }) {
  return (
    <dl className="mt-4 divide-y rounded-lg border">
      {items.map(({ term, value, href, newTab }) => (
        <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt className="text-sm text-muted-foreground">{term}</dt>
          <dd className="font-medium break-all">
            {href ? <ExternalLink label={value} href={href} newTab={newTab} /> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A link; one that opens a new tab says so to a screen reader. */
function ExternalLink({ label, href, newTab }: OfficialLink) {
  const tab = newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return (
    <a href={href} className={`inline-block py-1 ${linkClass}`} {...tab}>
      {label}
      {newTab && <span className="sr-only"> {newTab}</span>}
    </a>
  );
}
