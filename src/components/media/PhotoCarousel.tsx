import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from "react";
import { ChevronLeft, ChevronRight, Pause, Play } from "@/components/icons/stroke-icons";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import { Photo } from "@/components/media/Photo";
import { fill } from "@/lib/format";
import { goToIndex, nextIndex, previousIndex, shouldAutoAdvance, slidesToLoad } from "@/lib/carousel";
import type { Photo as PhotoData } from "@/content/schema/hotel";
import type { CarouselStrings } from "@/content/schema/words";
// clsx, not cn: no class here overrides another, and tailwind-merge would cost this island about 9 kB.
import { clsx as cn } from "clsx";

export type PhotoCarouselProps = {
  photos: PhotoData[];
  /** One alt text per photo, in the same order. */
  alts: string[];
  /** Names the carousel for screen readers ("Deluxe Room photos"). */
  name: string;
  strings: CarouselStrings;
  /** The layout width of the photo, for the browser's pick from the srcset. */
  sizes: string;
  /** Advance every this many milliseconds (home page: 8000). Off with 0 or 1 photo and under reduced motion. */
  autoAdvanceMs?: number;
  /** Previous/next buttons and one dot per photo (rooms page). */
  controls?: boolean;
  /** The first photo is the page's largest paint: load it at once with high priority. */
  priority?: boolean;
  className?: string;
};

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Reduced motion until the browser says otherwise, so the static HTML never promises motion. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window.matchMedia === "function" && window.matchMedia(reducedMotionQuery).matches,
    () => true,
  );
}

const overlayButton =
  "inline-flex items-center justify-center rounded-full bg-background/90 text-foreground shadow-md ring-1 ring-border transition-colors hover:bg-background focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/**
 * A photo carousel: one photo at a time, with labelled previous/next buttons and dots (`controls`),
 * or advancing by itself (`autoAdvanceMs`), paused while hovered or focused and never under
 * reduced motion. The static HTML shows the first photo; the others load when they are next in line.
 */
export function PhotoCarousel({
  photos,
  alts,
  name,
  strings,
  sizes,
  autoAdvanceMs,
  controls = false,
  priority = false,
  className,
}: PhotoCarouselProps) {
  const count = photos.length;
  const [index, setIndex] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  // With controls, the first slide's neighbours are in the page's HTML too: a move before the
  // island is live (src/lib/native-carousel.ts) then shows a photo.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => (controls ? slidesToLoad(0, count) : new Set([0])));
  const region = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const autoAdvance = hydrated && shouldAutoAdvance(count, autoAdvanceMs, reducedMotion);
  const running = autoAdvance && !userPaused && !hovered && !focusWithin;

  useEffect(() => setHydrated(true), []);

  // Start where the page's own script moved the carousel before the island was live.
  useLayoutEffect(() => {
    const early = Number(region.current?.dataset.index ?? 0);
    if (early > 0) setIndex(goToIndex(early, count));
  }, [count]);

  // Once a photo has been in the page it stays, so moving back never reloads it.
  useEffect(() => {
    if (!hydrated) return;
    setSeen((previous) => {
      const wanted = slidesToLoad(index, count);
      if ([...wanted].every((i) => previous.has(i))) return previous;
      return new Set([...previous, ...wanted]);
    });
  }, [hydrated, index, count]);

  useEffect(() => {
    if (!running || !autoAdvanceMs) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) setIndex((i) => nextIndex(i, count));
    }, autoAdvanceMs);
    return () => window.clearInterval(timer);
  }, [running, autoAdvanceMs, count]);

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

  const showControls = controls && count > 1;
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

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  }

  // A touch "hover" would never end: only a mouse or pen hovering pauses.
  const onPointerEnter = (event: PointerEvent) => event.pointerType !== "touch" && setHovered(true);
  const onPointerLeave = (event: PointerEvent) => event.pointerType !== "touch" && setHovered(false);

  return (
    <div
      ref={region}
      role="region"
      aria-roledescription={strings.roleDescription}
      aria-label={label}
      data-carousel={showControls ? "" : undefined}
      // data-index: where the page's script moved the carousel before hydration.
      suppressHydrationWarning
      className={cn("relative aspect-[3/2] overflow-hidden bg-muted", className)}
      onKeyDown={onKeyDown}
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <div className="absolute inset-0" aria-live={running ? "off" : "polite"}>
        {photos.map((photo, i) => {
          const current = i === index;
          return (
            <div
              key={`${photo.src}-${i}`}
              data-slide=""
              role="group"
              aria-roledescription={strings.slideRoleDescription}
              aria-label={fill(strings.slideLabel, { index: i + 1, total: count })}
              aria-hidden={current ? undefined : true}
              inert={!current}
              // Drawn from aria-hidden alone, so the page's script can move it before the island is live.
              className="absolute inset-0 opacity-100 transition-opacity duration-700 ease-out motion-reduce:transition-none aria-hidden:opacity-0"
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
                  <button
                    type="button"
                    className="group/dot flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white"
                    aria-label={fill(strings.goTo, { index: i + 1, total: count })}
                    aria-current={i === index ? "true" : undefined}
                    data-go={i}
                    onClick={() => setIndex(goToIndex(i, count))}
                  >
                    <span
                      aria-hidden="true"
                      className="block size-2.5 rounded-full bg-white/60 transition-transform group-hover/dot:bg-white/85 group-aria-[current=true]/dot:scale-125 group-aria-[current=true]/dot:bg-white motion-reduce:transition-none"
                    />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}

      {autoAdvance && (
        <button
          type="button"
          className={cn(overlayButton, "absolute right-2 bottom-2 size-8")}
          onClick={() => setUserPaused((paused) => !paused)}
          aria-label={userPaused ? strings.play : strings.pause}
        >
          {userPaused ? (
            <Play className="size-4" aria-hidden="true" />
          ) : (
            <Pause className="size-4" aria-hidden="true" />
          )}
        </button>
      )}
    </div>
  );
}

export default withErrorBoundary(PhotoCarousel);
