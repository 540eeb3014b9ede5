import { useEffect, useState, type HTMLAttributes, type ReactNode, type Ref } from "react";
import { Photo } from "@/components/media/Photo";
import { fill } from "@/lib/i18n/format";
import { slidesToLoad } from "@/lib/look/carousel";
import type { Photo as PhotoData } from "@/content/schema/hotel";
import type { CarouselStrings } from "@/content/schema/words";
// clsx, not cn: no class here overrides another, and tailwind-merge would cost an island about 9 kB.
import { clsx as cn } from "clsx";

/** What both carousels (the room pages' PhotoCarousel, the home page's PhotoSlideshow) take. */
export type CarouselProps = {
  photos: PhotoData[];
  /** One alt text per photo, in the same order. */
  alts: string[];
  /** Names the carousel for screen readers ("Deluxe Room photos"). */
  name: string;
  strings: CarouselStrings;
  /** The layout width of the photo, for the browser's pick from the srcset. */
  sizes: string;
  /** The first photo is the page's largest paint: load it at once with high priority. */
  priority?: boolean;
  className?: string;
};

export const overlayButton =
  "inline-flex items-center justify-center rounded-full bg-background/90 text-foreground shadow-md ring-1 ring-border transition-colors hover:bg-background focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/**
 * The slides whose photos are in the page: `first` to begin with (the server renders those), then,
 * once the island is live, the one shown and its neighbours, each kept once it has been in, so
 * moving back never reloads a photo.
 */
export function useSeenSlides(index: number, count: number, first: () => Set<number>): ReadonlySet<number> {
  const [hydrated, setHydrated] = useState(false);
  const [seen, setSeen] = useState<ReadonlySet<number>>(first);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!hydrated) return;
    setSeen((previous) => {
      const wanted = slidesToLoad(index, count);
      if ([...wanted].every((i) => previous.has(i))) return previous;
      return new Set([...previous, ...wanted]);
    });
  }, [hydrated, index, count]);
  return seen;
}

type CarouselFrameProps = Omit<CarouselProps, "photos" | "alts" | "sizes" | "priority"> & {
  count: number;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
} & Omit<HTMLAttributes<HTMLDivElement>, "className" | "children"> &
  Record<`data-${string}`, string | undefined>;

/** The carousel's labelled region, or its "no images" notice when there are no photos. */
export function CarouselFrame({ count, name, strings, className, children, ...rest }: CarouselFrameProps) {
  const label = fill(strings.label, { name });
  if (count === 0) {
    return (
      <div
        role="region"
        aria-roledescription={strings.roleDescription}
        aria-label={label}
        className={cn(
          "flex aspect-[3/2] items-center justify-center bg-muted p-4 text-center text-muted-foreground",
          className,
        )}
      >
        <p>{strings.noImages}</p>
      </div>
    );
  }
  return (
    <div
      role="region"
      aria-roledescription={strings.roleDescription}
      aria-label={label}
      className={cn("relative aspect-[3/2] overflow-hidden bg-muted", className)}
      {...rest}
    >
      {children}
    </div>
  );
}

type SlidesProps = Omit<CarouselProps, "className"> & {
  index: number;
  seen: ReadonlySet<number>;
  announce: boolean;
  /** Slides whose photo stays held in the page until the slide before them is shown (`data-later`, slideshowScript). */
  later?: ReadonlySet<number>;
};

/**
 * One slide per photo, the one at `index` shown: drawn from `aria-hidden` alone (so the page's
 * script can move it before the island is live), its photo in the page once it has been `seen`.
 * Its look, the fade and a hidden slide's taking no pointer, is one class (`carousel-slide`, global.css).
 */
export function Slides({ photos, alts, name, strings, sizes, priority, index, seen, announce, later }: SlidesProps) {
  return (
    <div className="absolute inset-0" aria-live={announce ? "polite" : "off"}>
      {photos.map((photo, i) => {
        const current = i === index;
        return (
          <div
            key={`${photo.src}-${i}`}
            data-slide=""
            role="group"
            aria-roledescription={strings.slideRoleDescription}
            aria-label={fill(strings.slideLabel, { index: i + 1, total: photos.length })}
            aria-hidden={current ? undefined : true}
            data-later={later?.has(i) ? "" : undefined}
            className="carousel-slide"
          >
            {(i === 0 || seen.has(i)) && (
              <Photo
                photo={photo}
                alt={alts[i] ?? name}
                sizes={sizes}
                priority={priority && i === 0}
                className="size-full"
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
