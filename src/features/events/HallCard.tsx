import type { ReactNode } from "react";
import { Check, Maximize, Snowflake, Users } from "lucide-react";
import { Photo } from "@/components/media/Photo";
import { buttonVariants } from "@/components/ui/button";
import { fill } from "@/lib/i18n/format";
import { cn } from "@/lib/look/utils";
import { Card } from "@/components/ui/card";
import type { HallWithText } from "@/content/read/halls";
import type { EventsPageStrings } from "@/content/schema/words";

type HallCardProps = {
  hall: HallWithText;
  strings: EventsPageStrings;
  /** The event inquiry with this hall chosen (/events/inquiry?hall=<slug>). */
  quoteHref: string;
  priority?: boolean;
  /** What planners read before asking (layouts, slots, prices, rules), under the features. */
  children?: ReactNode;
};

/** How wide a hall's photo is drawn: the events page's preload of the first one names the same. */
export const hallPhotoSizes = "(min-width: 1280px) 608px, (min-width: 768px) 50vw, 100vw";

/** A banquet hall: photo, 'Fully Air Conditioned', capacity, size, description, features and 'Request Quote'. */
export function HallCard({ hall, strings, quoteHref, priority = false, children }: HallCardProps) {
  const headingId = `hall-${hall.slug}`;
  const featuresId = `hall-${hall.slug}-features`;
  return (
    // Every hall but the first (the largest paint) is drawn when it comes near the screen (global.css).
    <Card asChild className={cn("flex flex-col overflow-hidden", !priority && "render-when-near")}>
      <article aria-labelledby={headingId}>
        <div className="relative">
          <Photo
            photo={hall.photo}
            alt={hall.photoAlt}
            sizes={hallPhotoSizes}
            priority={priority}
            className="aspect-[3/2]"
          />
          {hall.airConditioned && (
            <p className="absolute top-3 left-3 flex items-center gap-1.5 rounded-full bg-primary px-3 py-1 text-sm font-semibold text-primary-foreground shadow-md">
              <Snowflake className="size-4" aria-hidden="true" />
              {strings.airConditioned}
            </p>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-5 p-5 sm:p-6">
          <h3 id={headingId} className="text-2xl font-semibold tracking-tight">
            {hall.name}
          </h3>
          {/* Each icon sits inside its <dt> (a <dl>'s <div> may hold only <dt> and <dd>), centred on the pair. */}
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="relative rounded-lg bg-muted py-2 pr-3 pl-11">
              <dt className="text-xs text-muted-foreground">
                <Users className="absolute top-1/2 left-3 size-5 -translate-y-1/2 text-primary" aria-hidden="true" />
                {strings.capacityLabel}
              </dt>
              <dd className="font-medium">{fill(strings.capacityValue, { guests: hall.capacity })}</dd>
            </div>
            <div className="relative rounded-lg bg-muted py-2 pr-3 pl-11">
              <dt className="text-xs text-muted-foreground">
                <Maximize className="absolute top-1/2 left-3 size-5 -translate-y-1/2 text-primary" aria-hidden="true" />
                {strings.sizeLabel}
              </dt>
              <dd className="font-medium">{fill(strings.sizeValue, { size: hall.sizeSqm })}</dd>
            </div>
          </dl>
          <p className="text-pretty text-muted-foreground">{hall.description}</p>
          <div>
            <h4 id={featuresId} className="text-sm font-semibold">
              {strings.featuresLabel}
            </h4>
            <ul aria-labelledby={featuresId} className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
              {hall.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
          {children}
          <a href={quoteHref} className={cn(buttonVariants({ size: "lg" }), "mt-auto w-full sm:w-auto sm:self-start")}>
            {strings.requestQuote}
            <span className="sr-only">, {hall.name}</span>
          </a>
        </div>
      </article>
    </Card>
  );
}
