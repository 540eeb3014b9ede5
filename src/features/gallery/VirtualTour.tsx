import { Section } from "@/components/layout/Section";
import type { ReactNode } from "react";
import { Images } from "lucide-react";
import { Photo } from "@/components/media/Photo";
import { buttonVariants } from "@/components/ui/button";
import { fill } from "@/lib/i18n/format";
import { cn } from "@/lib/look/utils";
import { SectionHeading } from "@/components/layout/SectionHeading";
import type { HomeStrings } from "@/content/schema/words";
import type { GalleryEntry } from "@/content/read/home";

type VirtualTourProps = {
  stops: GalleryEntry[];
  strings: HomeStrings["tour"];
  /** The 'Start Virtual Tour' island (an Astro slot). */
  launcher?: ReactNode;
  /** Where the no-JavaScript link leads: the gallery, which shows every photo. */
  galleryId: string;
};

/** The virtual tour's introduction: the stops, a cover photo and the button that opens the tour. */
export function VirtualTour({ stops, strings, launcher, galleryId }: VirtualTourProps) {
  const cover = stops[1] ?? stops[0];
  return (
    <Section
      id="virtual-tour"
      aria-labelledby="virtual-tour-heading"
      className="render-when-near"
      spacing="home"
      innerClassName="grid items-center gap-10 lg:grid-cols-2 lg:gap-16"
    >
      <div>
        <SectionHeading
          id="virtual-tour-heading"
          eyebrow={strings.eyebrow}
          title={strings.heading}
          intro={strings.intro}
          align="start"
        />
        <h3 className="mt-8 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {strings.stopsHeading}
        </h3>
        <ol className="mt-3 gap-x-6 sm:columns-2">
          {stops.map((stop, i) => (
            <li key={stop.id} className="mb-2 flex break-inside-avoid items-center gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary tabular-nums">
                {i + 1}
              </span>
              {stop.title}
            </li>
          ))}
        </ol>
        <div className="mt-8">
          {launcher}
          <a
            href={`#${galleryId}`}
            className={cn(buttonVariants({ variant: "outline", size: "lg" }), "hidden no-js-block w-fit")}
          >
            {strings.noScript}
          </a>
        </div>
      </div>
      <div className="relative">
        <Photo
          photo={cover.photo}
          alt={strings.coverAlt}
          sizes="(min-width: 1280px) 592px, (min-width: 1024px) 50vw, 100vw"
          className="aspect-[4/3] rounded-2xl shadow-xl"
        />
        <span className="absolute bottom-4 left-4 inline-flex items-center gap-2 rounded-full bg-background px-3 py-1.5 text-sm font-medium text-foreground shadow">
          <Images className="size-4" aria-hidden="true" />
          {fill(strings.photoCount, { count: stops.length })}
        </span>
      </div>
    </Section>
  );
}
