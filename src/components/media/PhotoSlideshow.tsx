import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type PointerEvent,
} from "react";
import { Pause, Play } from "@/components/icons/stroke-icons";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import { goToIndex, nextIndex, shouldAutoAdvance } from "@/lib/look/carousel";
import { CarouselFrame, overlayButton, Slides, useSeenSlides, type CarouselProps } from "./CarouselSlides";
import { clsx as cn } from "clsx";

export type PhotoSlideshowProps = CarouselProps & {
  /** Advance every this many milliseconds (home page: 8000). Off with 0 or 1 photo and under reduced motion. */
  autoAdvanceMs: number;
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

/** Every slide: the page's own script may show any of them before the island is live. */
const allSlides = (count: number) => () => new Set(Array.from({ length: count }, (_, i) => i));

/**
 * The slides after the first two: their photos wait in the page until the slide before them shows,
 * so a slideshow below the fold takes two photos from the slow link, not all of them.
 */
const laterSlides = (count: number): ReadonlySet<number> =>
  new Set(Array.from({ length: Math.max(0, count - 2) }, (_, i) => i + 2));

/**
 * A carousel that advances by itself (the home page's room cards): one photo at a time, paused
 * while hovered or focused and by its pause button, never under reduced motion. It has no other
 * controls, so it carries none of the room pages' carousel code. Until a visitor reaches for it, the
 * page's script advances it (`slideshowScript`, src/page-scripts/native-carousel.ts, from `data-slideshow`),
 * so the static HTML holds every slide's photo (from the third on, held until the slide before it
 * shows); the island, once live, starts where the script left it and takes the timer over.
 */
export function PhotoSlideshow(props: PhotoSlideshowProps) {
  const { photos, name, strings, autoAdvanceMs, className } = props;
  const count = photos.length;
  const [index, setIndex] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  const seen = useSeenSlides(index, count, allSlides(count));
  const region = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  // Whether it ever advances (the page's script reads this from the HTML, and applies reduced motion itself).
  const advances = shouldAutoAdvance(count, autoAdvanceMs, false);
  const autoAdvance = hydrated && shouldAutoAdvance(count, autoAdvanceMs, reducedMotion);
  const running = autoAdvance && !userPaused && !hovered && !focusWithin;

  useEffect(() => setHydrated(true), []);

  // Start where the page's script left the slideshow, paused if the pointer or the focus that woke
  // the island is still there: it came before React was listening.
  useLayoutEffect(() => {
    const element = region.current;
    if (!element) return;
    const early = Number(element.dataset.index ?? 0);
    if (early > 0) setIndex(goToIndex(early, count));
    if (element.hasAttribute("data-hover")) setHovered(true);
    if (element.contains(document.activeElement)) setFocusWithin(true);
  }, [count]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) setIndex((i) => nextIndex(i, count));
    }, autoAdvanceMs);
    return () => window.clearInterval(timer);
  }, [running, autoAdvanceMs, count]);

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  }

  // A touch "hover" would never end: only a mouse or pen hovering pauses.
  const onPointerEnter = (event: PointerEvent) => event.pointerType !== "touch" && setHovered(true);
  const onPointerLeave = (event: PointerEvent) => event.pointerType !== "touch" && setHovered(false);

  return (
    <CarouselFrame
      count={count}
      name={name}
      strings={strings}
      className={className}
      ref={region}
      data-slideshow={advances ? String(autoAdvanceMs) : undefined}
      // data-index, data-hover: the page's script notes where it left the slideshow before hydration.
      suppressHydrationWarning
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <Slides {...props} index={index} seen={seen} announce={!running} later={laterSlides(count)} />
      {advances && (
        <button
          type="button"
          // Shown once something advances the slideshow: the page's script before the island is live.
          hidden={!autoAdvance}
          suppressHydrationWarning
          className={cn(overlayButton, "absolute right-2 bottom-2 size-11")}
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
    </CarouselFrame>
  );
}

export default withErrorBoundary(PhotoSlideshow);
