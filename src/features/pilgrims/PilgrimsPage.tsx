import { Clock, ShieldAlert } from "lucide-react";
import { DocumentHeader } from "@/components/layout/DocumentHeader";
import type { FactView, PilgrimLink, PilgrimsPageData, PlaceView } from "@/content/read/pilgrims";
import { TitledSection } from "@/components/layout/TitledSection";

const linkClass = "text-primary underline underline-offset-4 hover:no-underline";

/**
 * The pilgrims' page: the temples, Simhastha 2028 and the hotel's services, each fact with the day it
 * was checked and its official source, and a warning against fake booking sellers. Static HTML,
 * readable without JavaScript.
 */
export function PilgrimsPage({ heading, intro, sampleNotice, warning, places, simhastha, services }: PilgrimsPageData) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <DocumentHeader heading={heading} intro={intro} sampleNotice={sampleNotice} />
      <section
        aria-labelledby="pilgrims-warning-heading"
        className="mt-8 rounded-lg border border-destructive/40 bg-destructive/5 p-4 sm:p-5"
      >
        <h2 id="pilgrims-warning-heading" className="flex items-center gap-2 text-lg font-semibold">
          <ShieldAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
          {warning.heading}
        </h2>
        <p className="mt-2 leading-relaxed">{warning.text}</p>
        <ul className="mt-2 space-y-1">
          {warning.links.map((link) => (
            <li key={link.href}>
              <Link {...link} />
            </li>
          ))}
        </ul>
      </section>
      {places.map((place) => (
        <Place key={place.id} {...place} />
      ))}
      <TitledSection id="simhastha" heading={simhastha.heading}>
        <Fact {...simhastha.fact} />
        {simhastha.season && (
          <p className="mt-4 leading-relaxed">
            {simhastha.season.text} <Link {...simhastha.season.book} />
          </p>
        )}
      </TitledSection>
      <TitledSection id="services" heading={services.heading}>
        <ul className="mt-4 divide-y rounded-lg border">
          {services.items.map((item) => (
            <li key={item.ask.href} className="px-4 py-3">
              <p className="leading-relaxed">{item.text}</p>
              <Link {...item.ask} />
            </li>
          ))}
        </ul>
      </TitledSection>
    </article>
  );
}

function Place({ id, heading, facts }: PlaceView) {
  return (
    <TitledSection id={id} heading={heading}>
      <ul className="mt-4 divide-y rounded-lg border">
        {facts.map((fact) => (
          <li key={fact.lines[0]} className="px-4 py-3">
            <Fact {...fact} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** A fact's sentences, the link it offers, then its proof: date, source, sample, and a notice when it is too old. */
function Fact({ lines, link, proof }: FactView) {
  return (
    <div data-fact="">
      {lines.map((line) => (
        <p key={line} className="leading-relaxed">
          {line}
        </p>
      ))}
      {link && <Link {...link} />}
      <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted-foreground">
        <span>{proof.verified}</span>
        <Link {...proof.source} />
        {proof.sample && <span className="font-medium text-foreground">{proof.sample}</span>}
      </p>
      {proof.stale && (
        <p role="note" className="mt-2 flex gap-2 rounded-md border border-primary/40 bg-primary/5 px-3 py-2 text-sm">
          <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{proof.stale}</span>
        </p>
      )}
    </div>
  );
}

/** A link; one that opens a new tab says so to a screen reader. */
function Link({ label, href, newTab }: PilgrimLink) {
  const tab = newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return (
    <a href={href} className={`inline-block py-1 ${linkClass}`} {...tab}>
      {label}
      {newTab && <span className="sr-only"> {newTab}</span>}
    </a>
  );
}
