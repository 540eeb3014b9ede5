import { Section } from "@/components/layout/Section";
import { Clock, Sparkles, Star, Tag, Users } from "lucide-react";
import { Photo } from "@/components/media/Photo";
import { buttonVariants } from "@/components/ui/button";
import { fill } from "@/lib/i18n/format";
import { localePath, type Locale } from "@/lib/i18n/i18n";
import { cn } from "@/lib/look/utils";
import { SectionHeading } from "@/components/layout/SectionHeading";
import { localeHref } from "./links";
import { Card } from "@/components/ui/card";
import type { HomeStrings } from "@/content/schema/words";
import type { experiencesIn } from "@/content/read/home";

type ExperiencesProps = {
  locale: Locale;
  items: ReturnType<typeof experiencesIn>;
  strings: HomeStrings["experiences"];
};

/** Dining, banquets and the city: three cards, each leading to the page that tells more. */
export function Experiences({ locale, items, strings }: ExperiencesProps) {
  return (
    <Section
      id="experiences"
      aria-labelledby="experiences-heading"
      className="render-when-near bg-muted/40"
      spacing="home"
    >
      <SectionHeading
        id="experiences-heading"
        eyebrow={strings.eyebrow}
        title={strings.heading}
        intro={strings.intro}
      />
      <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.slug}>
            <ExperienceCard item={item} locale={locale} strings={strings} />
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <a href={localePath(locale, "/events")} className={cn(buttonVariants({ size: "lg" }))}>
          {strings.explore}
        </a>
      </div>
    </Section>
  );
}

type Experience = ExperiencesProps["items"][number];
type ExperienceWords = ExperiencesProps["strings"];

/** One experience: its photo, category and rating, what it is, its facts, and a link to its page. */
function ExperienceCard({ item, locale, strings }: { item: Experience; locale: Locale; strings: ExperienceWords }) {
  return (
    <Card asChild className="flex h-full flex-col overflow-hidden">
      <article>
        <div className="relative">
          <Photo
            photo={item.photo}
            alt={item.photoAlt}
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
            className="aspect-[3/2]"
          />
          <span className="absolute top-3 left-3 rounded-full bg-background px-3 py-1 text-xs font-semibold text-foreground shadow-sm">
            {item.category}
          </span>
          <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-background px-2.5 py-1 text-xs font-semibold text-foreground shadow-sm">
            <Star className="size-3.5 fill-amber-500 text-amber-500" aria-hidden="true" />
            <span aria-hidden="true">{item.rating.toFixed(1)}</span>
            <span className="sr-only">{fill(strings.rating, { rating: item.rating.toFixed(1) })}</span>
          </span>
        </div>
        <div className="flex flex-1 flex-col p-6">
          <h3 className="text-xl font-semibold">{item.title}</h3>
          <p className="mt-2 text-pretty text-muted-foreground">{item.description}</p>
          <p className="mt-4 flex items-start gap-2 text-sm font-medium text-primary">
            <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {item.highlight}
          </p>
          <ExperienceFacts item={item} strings={strings} />
          <div className="mt-auto pt-6">
            <a href={localeHref(locale, item.href)} className={cn(buttonVariants({ variant: "outline" }), "w-full")}>
              {strings.learnMore}
              <span className="sr-only"> {fill(strings.learnMoreAbout, { title: item.title })}</span>
            </a>
          </div>
        </div>
      </article>
    </Card>
  );
}

/** How long it takes, for how many, and what it costs. */
function ExperienceFacts({ item, strings }: { item: Experience; strings: ExperienceWords }) {
  const facts = [
    { Icon: Clock, term: strings.duration, value: item.duration },
    { Icon: Users, term: strings.participants, value: item.participants },
    { Icon: Tag, term: strings.price, value: item.priceLabel, wide: true },
  ];
  return (
    <dl className="mt-5 grid grid-cols-2 gap-4 border-t pt-5 text-sm">
      {facts.map(({ Icon, term, value, wide }) => (
        <div key={term} className={wide ? "col-span-2" : undefined}>
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <Icon className="size-4" aria-hidden="true" />
            {term}
          </dt>
          <dd className="mt-1 font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
