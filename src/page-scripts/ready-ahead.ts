/**
 * Readies the islands whose first answer only their code can give (decision 014, "Readied ahead" and
 * "Hydrated ahead on a quick phone"). The head script (`bootScript`, src/page-scripts/theme.ts) loads this
 * script, built into `readyAheadScript` from ready-ahead.entry.ts, when it starts the code-ahead
 * worker, on a page holding a control marked `data-ready-ahead` (a date picker's button); the
 * readying starts once the worker has put these islands' code in the cache (the first of the two
 * groups the head script posts it), which the head script says by marking this script's element
 * (`codeFetchedAttribute`).
 *
 * Nothing is readied until the guest has scrolled, touched or pressed a key: compiling React's DOM
 * code is a long task on a slow phone (decision 014, "Readied once the guest uses the page"), and a
 * load that nobody touches (a preview's, a crawler's, Lighthouse's) needs none of it. Then each such
 * island is readied in turn, one per idle moment: `modulepreload` links for its component module and
 * its renderer (React's DOM code, linked once however many islands share it) make the browser
 * compile them with everything they import, running nothing; the next island waits until the last
 * one's modules are compiled (or failed, offline). On a phone that has shown itself quick, a readied
 * island is then also hydrated (sent `hydrateAheadEvent`, on which `client:interaction` starts).
 *
 * The same script answers a tap on such a control before its island is live with the calendar's
 * shell (src/page-scripts/calendar-shell.ts, decision 015, "A calendar's shell").
 */
import {
  codeFetchedAttribute,
  guestUseEvents,
  hydrateAheadEvent,
  quickFramesBudgetMs,
  readyAheadAttribute,
} from "./code-ahead";

type Frame = { startTime: number; duration: number };

/**
 * Whether a phone is quick enough to hydrate ahead: its long animation frames since the first
 * contentful paint add up to less than `quickFramesBudgetMs`. Without a first paint to count from,
 * it is not known to be quick.
 */
export function isQuick(frames: readonly Frame[], firstPaint: number | undefined): boolean {
  if (firstPaint === undefined) return false;
  const long = frames.filter((frame) => frame.startTime > firstPaint).reduce((sum, frame) => sum + frame.duration, 0);
  return long < quickFramesBudgetMs;
}

/** Whether this phone has shown itself quick so far (`isQuick` over the browser's record of its frames). */
export function phoneIsQuick(): boolean {
  const frames = longFramesSoFar();
  const firstPaint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
  return frames !== undefined && isQuick(frames, firstPaint);
}

/** The page's long animation frames so far, from the browser's buffer; none where it keeps no such record. */
function longFramesSoFar(): Frame[] | undefined {
  if (typeof PerformanceObserver === "undefined") return undefined;
  if (!PerformanceObserver.supportedEntryTypes?.includes("long-animation-frame")) return undefined;
  const observer = new PerformanceObserver(() => {});
  observer.observe({ type: "long-animation-frame", buffered: true });
  const frames = observer.takeRecords();
  observer.disconnect();
  return frames;
}

/**
 * Runs `then` if the guest used the page before this script came: the browser recorded a first input
 * (a tap or a key), or the page is scrolled down, which an intersection observer reports from the
 * next frame's own layout. Not by reading the scroll position: read in the task that starts this
 * script (the worker's message), it made the browser bring style and layout up to date there and
 * then (7–16 ms on this machine's host, which Lighthouse's low-tier simulation of `/` counted as
 * 242 ms of one task), and read just after the next frame it still cost 1–3 ms of layout.
 */
function ifUsedAlready(then: () => void) {
  if (performance.getEntriesByType("first-input").length > 0) {
    then();
    return;
  }
  if (typeof IntersectionObserver !== "function") return;
  const observer = new IntersectionObserver(([root]) => {
    observer.disconnect();
    if (root && root.boundingClientRect.top < 0) then();
  });
  observer.observe(document.documentElement);
}

/** Runs `run` at the next idle moment, with its deadline (none where the browser has no idle callbacks). */
export function whenIdle(run: (deadline?: IdleDeadline) => void) {
  if (typeof requestIdleCallback === "function") requestIdleCallback((deadline) => run(deadline));
  else setTimeout(() => run(), 1);
}

/**
 * Takes `steps` in the browser's idle moments, as many in each as its time allows and at least one
 * (one per task where the browser has no idle callbacks), then runs `done`. Work ahead done as one
 * task was a long one on a slow phone: a tap that came during it waited for all of it.
 */
export function inIdleSlices(steps: Iterator<unknown>, done: () => void): void {
  const slice = (deadline?: IdleDeadline) => {
    do {
      if (steps.next().done) {
        done();
        return;
      }
    } while (deadline && deadline.timeRemaining() > 0);
    whenIdle(slice);
  };
  whenIdle(slice);
}

/** How near the view an element is when what it needs is done ahead: a screen's height above or below. */
const nearMargin = "100% 0px";

/**
 * Runs `then` with those of `elements` that have come within a screen's height of the view
 * (`nearMargin`), each once: the ones already near from the next frame's layout, the others as the
 * guest scrolls to them; all at once where the browser has no intersection observer. An element
 * drawn as its children (an island's `display: contents` wrapper) has no box to come near: pass a
 * child.
 */
export function whenNear<T extends Element>(elements: readonly T[], then: (near: T[]) => void): void {
  watchNear(elements, then, nearMargin, false);
}

/**
 * Runs `then` with those of `elements` on screen in the next frame's layout, if any; none comes
 * later. Where the browser has no intersection observer, it cannot tell: never.
 */
export function ifOnScreenNow<T extends Element>(elements: readonly T[], then: (shown: T[]) => void): void {
  if (typeof IntersectionObserver === "function") watchNear(elements, then, "0px", true);
}

function watchNear<T extends Element>(
  elements: readonly T[],
  then: (near: T[]) => void,
  rootMargin: string,
  firstReportOnly: boolean,
): void {
  if (elements.length === 0) return;
  if (typeof IntersectionObserver !== "function") {
    then([...elements]);
    return;
  }
  const watch = new IntersectionObserver(
    (entries) => {
      const near = elements.filter((element) =>
        entries.some((entry) => entry.target === element && entry.isIntersecting),
      );
      for (const element of near) watch.unobserve(element);
      if (firstReportOnly) watch.disconnect();
      if (near.length > 0) then(near);
    },
    { rootMargin },
  );
  for (const element of elements) watch.observe(element);
}

function preload(url: string, done?: () => void) {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = url;
  if (done) link.onload = link.onerror = done;
  document.head.append(link);
}

/**
 * Runs `then` once, at the next idle moment after the guest's first scroll, touch or key (not inside
 * it), or at the next idle moment when the page was used before this script came (`ifUsedAlready`).
 */
export function afterFirstUse(then: () => void): void {
  const firstUse = new AbortController();
  const start = () => {
    if (firstUse.signal.aborted) return;
    firstUse.abort();
    whenIdle(then);
  };
  for (const type of guestUseEvents)
    addEventListener(type, start, { passive: true, capture: true, signal: firstUse.signal });
  ifUsedAlready(start);
}

/** Readies the page's marked islands in turn once the guest uses the page, and hydrates them ahead where the phone allows. */
export function readyAhead(): void {
  afterFirstUse(readyNow);
}

function readyNow(): void {
  /** Each marked island, by its first marked control (the island's own wrapper has no box). */
  const controlOf = new Map<Element, Element>();
  for (const control of document.querySelectorAll(`[${readyAheadAttribute}]`)) {
    const island = control.closest("astro-island");
    if (island && !controlOf.has(island)) controlOf.set(island, control);
  }
  const islands = [...controlOf.keys()];
  const quick = phoneIsQuick();
  // Hydrated only once near: a calendar's island at the foot of the page, hydrated while the guest
  // read the top, ran inside their taps there (decision 015, "A calendar's shell drawn when near").
  const hydrateWhenNear = (island: Element) =>
    whenNear([controlOf.get(island)!], () => island.dispatchEvent(new Event(hydrateAheadEvent)));

  const linked = new Set<string>();
  const next = () => {
    const island = islands.shift();
    if (!island) return;
    const component = island.getAttribute("component-url");
    if (!component) {
      whenIdle(next);
      return;
    }
    const renderer = island.getAttribute("renderer-url");
    if (renderer && !linked.has(renderer)) {
      linked.add(renderer);
      preload(renderer);
    }
    preload(component, () => {
      if (quick) hydrateWhenNear(island);
      whenIdle(next);
    });
  };
  whenIdle(next);
}

/** Runs `then` once the head script has marked this script's element: the islands' code is in the cache. */
export function whenCodeFetched(script: Element | null, then: () => void): void {
  if (!script || script.hasAttribute(codeFetchedAttribute)) {
    then();
    return;
  }
  const watch = new MutationObserver(() => {
    watch.disconnect();
    then();
  });
  watch.observe(script, { attributes: true, attributeFilter: [codeFetchedAttribute] });
}
