import { useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { ChevronLeft, ChevronRight } from "@/components/icons/stroke-icons";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import { fill } from "@/lib/i18n/format";
import { goToIndex, nextIndex, previousIndex, slidesToLoad } from "@/lib/look/carousel";
import type { Locale } from "@/lib/i18n/i18n";
import { words } from "@/content/read/island-words/carousel";
import { CarouselFrame, overlayButton, Slides, useSeenSlides, type CarouselProps } from "./CarouselSlides";
import { clsx as cn } from "clsx";

/** The carousel's words come with its code (read/island-words/carousel.ts), in the page's language. */
export type PhotoCarouselProps = Omit<CarouselProps, "strings"> & { locale: Locale };

/**
 * A photo carousel moved by the guest (the rooms and room pages): one photo at a time, with
 * labelled previous/next buttons and one dot per photo, and the arrow keys while focus is inside.
 * Its buttons work before the island is live (src/page-scripts/native-carousel.ts): the island starts where
 * they left it. The static HTML shows the first photo and holds its neighbours' photos; the others
 * load when they are next in line.
 */
export function PhotoCarousel(props: PhotoCarouselProps) {
  const { photos, name, locale, className } = props;
  const strings = words("carousel", locale);
  const count = photos.length;
  const [index, setIndex] = useState(0);
  // The first slide's neighbours are in the page's HTML too: a move before the island is live then shows a photo.
  const seen = useSeenSlides(index, count, () => slidesToLoad(0, count));
  const region = useRef<HTMLDivElement>(null);

  // Start where the page's own script moved the carousel before the island was live.
  useLayoutEffect(() => {
    const early = Number(region.current?.dataset.index ?? 0);
    if (early > 0) setIndex(goToIndex(early, count));
  }, [count]);

  const showControls = count > 1;
  const previous = () => setIndex((i) => previousIndex(i, count));
  const next = () => setIndex((i) => nextIndex(i, count));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!showControls) return;
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      previous();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    }
  }

  return (
    <CarouselFrame
      count={count}
      name={name}
      strings={strings}
      className={className}
      ref={region}
      data-carousel={showControls ? "" : undefined}
      // data-index: where the page's script moved the carousel before hydration.
      suppressHydrationWarning
      onKeyDown={onKeyDown}
    >
      <Slides {...props} strings={strings} index={index} seen={seen} announce />
      {showControls && (
        <>
          <button
            type="button"
            className={cn(overlayButton, "absolute top-1/2 left-3 size-10 -translate-y-1/2")}
            onClick={previous}
            data-step="-1"
            aria-label={strings.previous}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={cn(overlayButton, "absolute top-1/2 right-3 size-10 -translate-y-1/2")}
            onClick={next}
            data-step="1"
            aria-label={strings.next}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
          <div className="absolute inset-x-0 bottom-2 flex justify-center">
            <ul className="flex items-center rounded-full bg-black/55 px-1.5">
              {photos.map((photo, i) => (
                <li key={`${photo.src}-${i}`}>
                  {/* A thumb's height, over the 24 px pill it sits in; its look is one class (global.css). */}
                  <button
                    type="button"
                    className="carousel-dot"
                    aria-label={fill(strings.goTo, { index: i + 1, total: count })}
                    aria-current={i === index ? "true" : undefined}
                    data-go={i}
                    onClick={() => setIndex(goToIndex(i, count))}
                  >
                    <span aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </CarouselFrame>
  );
}

export default withErrorBoundary(PhotoCarousel);
