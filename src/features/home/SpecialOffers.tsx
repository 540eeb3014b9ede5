import { Section } from "@/components/layout/Section";
import { CalendarClock, Check } from "lucide-react";
import { Photo } from "@/components/media/Photo";
import { buttonVariants } from "@/components/ui/button";
import { fill } from "@/lib/i18n/format";
import { localePath, type Locale } from "@/lib/i18n/i18n";
import { contactHref } from "@/lib/links/links";
import { cn } from "@/lib/look/utils";
import { SectionHeading } from "@/components/layout/SectionHeading";
import { Card } from "@/components/ui/card";
import type { HomeStrings } from "@/content/schema/words";
import type { offersIn } from "@/content/read/home";

type SpecialOffersProps = {
  locale: Locale;
  items: ReturnType<typeof offersIn>;
  strings: HomeStrings["offers"];
};

/** The current packages, each with its discount, validity and what is included; inquiries go to the contact form. */
export function SpecialOffers({ locale, items, strings }: SpecialOffersProps) {
  const contactPath = localePath(locale, "/contact");
  return (
    <Section id="offers" aria-labelledby="offers-heading" className="render-when-near bg-muted/40" spacing="home">
      <SectionHeading id="offers-heading" eyebrow={strings.eyebrow} title={strings.heading} intro={strings.intro} />
      <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {items.map((offer) => (
          <li key={offer.slug}>
            <Card asChild className="flex h-full flex-col overflow-hidden">
              <article>
                <div className="relative">
                  <Photo
                    photo={offer.photo}
                    alt={offer.photoAlt}
                    sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                    className="aspect-[16/9]"
                  />
                  <p className="absolute top-3 left-3 rounded-full bg-primary px-3 py-1 text-sm font-semibold text-primary-foreground shadow">
                    {fill(offer.label, { percent: offer.discountPercent })}
                  </p>
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-semibold">{offer.title}</h3>
                  <p className="mt-2 text-pretty text-muted-foreground">{offer.description}</p>
                  <p className="mt-4 flex items-start gap-2 text-sm">
                    <CalendarClock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    <span>
                      <span className="sr-only">{strings.validity}: </span>
                      {offer.validity}
                    </span>
                  </p>
                  <h4 className="mt-5 text-sm font-semibold">{strings.includes}</h4>
                  <ul className="mt-2 space-y-2 text-sm">
                    {offer.features.map((feature) => (
                      <li key={feature} className="flex items-start gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-auto pt-6">
                    <a
                      href={contactHref(contactPath, fill(strings.askAboutSubject, { title: offer.title }))}
                      className={cn(buttonVariants({ variant: "outline" }), "w-full")}
                    >
                      {strings.askAbout}
                      <span className="sr-only">: {offer.title}</span>
                    </a>
                  </div>
                </div>
              </article>
            </Card>
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <a href={contactHref(contactPath, strings.customSubject)} className={cn(buttonVariants({ size: "lg" }))}>
          {strings.custom}
        </a>
      </div>
    </Section>
  );
}
