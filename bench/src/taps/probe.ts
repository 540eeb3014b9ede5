/**
 * The in-page half of the tap benchmark, added to every page before its own scripts run. It
 * keeps every Event Timing entry of 16 ms or more, and once armed with the answer to look for:
 *
 * - the tap's start is the `timeStamp` of the first `touchstart` or `pointerdown` that reaches the
 *   window (a capture, passive listener, so it sees the tap before any handler of the page, and
 *   the time is when the browser received the touch, not when a busy main thread got to it);
 * - from then on, every animation frame asks whether the answer is visible: found by its role,
 *   name and text (`findTarget`), rendered (`checkVisibility` with opacity and visibility), with a
 *   box, and across within the screen. In the first frame where it is, a message is posted; it runs as the next
 *   task, after that frame's style, layout and paint, so its `performance.now()` is the moment the
 *   frame with the answer was produced: the same "next paint" the Event Timing API measures to;
 * - and, frame by frame until it is, whether the part of the answer the guest acts on next (the
 *   control's `usable`: a calendar's day, a dialog's photo, an error's words) is usable: rendered
 *   (not display:none, visibility hidden, opacity 0), not inert or disabled, and hit-testable:
 *   `elementFromPoint` at the centre of its part on screen is it or inside it, so nothing covers
 *   it. The first frame where it is gives `usableAt`, timed as above.
 *
 * It also finds the control, scrolls it into view and gives its box, and says when the answer has
 * shown, so the driver needs none of Playwright's element queries before the tap: the first one
 * puts Playwright's injected script in the page, whose capture listeners for every pointer, touch
 * and mouse event (its hit-target check) ran inside each measured tap, 15–20 ms of it on the
 * low-tier phone in a trace, work the guest's phone never does.
 *
 * Each frame asks whether the answer's candidates show; they are searched for again (a few
 * `querySelectorAll` calls) only after the page's nodes, text or naming attributes have changed.
 * This file runs in the page as a serialised function: it may use nothing from outside itself.
 */
import type { Name, Target, TargetRole } from "./controls";

export type ProbeResult = {
  tapStart?: number;
  answeredAt?: number;
  /** The first frame after the tap where the answer's usable part was visible and hit-testable. */
  usableAt?: number;
  /** When it never was: why not, for its first candidate at the end ("covered by header", "off screen"). */
  notUsableBecause?: string;
  domContentLoaded: number;
  load: number;
  events: { name: string; startTime: number; duration: number }[];
};

/** Where the control is on screen, to tap its centre. */
export type Box = { x: number; y: number; width: number; height: number };

export type Probe = {
  /**
   * Finds the control (the `nth` of those shown), scrolls it into view when it is not, and gives its
   * box; undefined when there is no such control yet.
   */
  prepare(control: Target): Box | undefined;
  /** The element `prepare` found: Playwright's own query must find the same one. */
  control?: Element;
  arm(answer: Target, usable: Target): void;
  /** Settles once the answer has shown and its usable part is usable (true), or after `timeoutMs` without it (false). */
  answered(timeoutMs: number): Promise<boolean>;
  result(): ProbeResult;
};

declare global {
  interface Window {
    __tapProbe?: Probe;
  }
}

/** Runs in the page (page.addInitScript): installs `window.__tapProbe`. */
export function installProbe(): void {
  const events: ProbeResult["events"] = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) events.push({ name: e.name, startTime: e.startTime, duration: e.duration });
    }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  } catch {
    // A browser without Event Timing: the figure stays empty.
  }

  // How each role is written in HTML: an explicit role, or the elements that carry it implicitly.
  const selectors: Record<TargetRole, string> = {
    alert: "[role=alert]",
    article: "article:not([role]), [role=article]",
    button: "button:not([role]), [role=button]",
    dialog: "dialog:not([role]), [role=dialog], [role=alertdialog]",
    grid: "[role=grid]",
    gridcell: "[role=gridcell]",
    group: "fieldset:not([role]), details:not([role]), [role=group]",
    heading: "h1:not([role]), h2:not([role]), h3:not([role]), h4:not([role]), [role=heading]",
    img: "img:not([role]), [role=img]",
    link: "a[href]:not([role]), [role=link]",
    region: "section[aria-label]:not([role]), section[aria-labelledby]:not([role]), [role=region]",
    textbox:
      "input:not([type]):not([role]), input[type=text], input[type=email], input[type=tel], textarea, [role=textbox]",
  };
  const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
  const nameOf = (el: Element): string => {
    const label = el.getAttribute("aria-label");
    if (label) return squash(label);
    const by = el.getAttribute("aria-labelledby");
    if (by)
      return squash(
        by
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" "),
      );
    if (el instanceof HTMLImageElement) return squash(el.alt);
    return squash(el.textContent);
  };
  const matches = (el: Element, name: Name | undefined) =>
    name === undefined || (typeof name === "string" ? nameOf(el) === name : nameOf(el).startsWith(name.startsWith));
  const all = (root: ParentNode, role: TargetRole, name?: Name): Element[] =>
    [...root.querySelectorAll(selectors[role])].filter((el) => matches(el, name));
  const findTarget = (target: Target): Element[] => {
    const roots: ParentNode[] = target.within ? all(document, target.within.role, target.within.name) : [document];
    const found = [...new Set(roots.flatMap((root) => all(root, target.role, target.name)))];
    return target.text === undefined ? found : found.filter((el) => squash(el.textContent).includes(target.text!));
  };
  const onScreen = (el: Element) => {
    const visible = el.checkVisibility ? el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) : true;
    if (!visible) return false;
    const box = el.getBoundingClientRect();
    // Across, within the screen: a carousel's next slide waits beside it. Up and down, anywhere: a
    // wizard's error sits above the field the page moves the focus to.
    return box.width > 0 && box.height > 0 && box.right > 0 && box.left < innerWidth;
  };

  // Usable: rendered and opaque, not inert or disabled, and the top element at the centre of its part
  // on screen is it or inside it (nothing covers it).
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.getAttribute("role") ? `[role=${el.getAttribute("role")}]` : ""}${el.id ? `#${el.id}` : ""}`;
  /** Why the element is not usable now; undefined: it is. */
  const notUsable = (el: Element): string | undefined => {
    const rendered = el.checkVisibility
      ? el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })
      : true;
    if (!rendered) return "not rendered (display, visibility or opacity)";
    if (el.closest("[inert]")) return "inert";
    if (el.matches(":disabled") || el.closest("[aria-disabled=true]")) return "disabled";
    const box = el.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, innerHeight);
    if (right - left < 1 || bottom - top < 1)
      return `off screen (top ${Math.round(box.top)}, left ${Math.round(box.left)})`;
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    if (hit === null || (hit !== el && !el.contains(hit))) return `covered by ${hit ? describe(hit) : "nothing"}`;
    return undefined;
  };
  const usableNow = (el: Element) => notUsable(el) === undefined;

  // Shown as Playwright's role queries count it: rendered and not hidden from assistive technology.
  const shown = (el: Element) =>
    (el.checkVisibility ? el.checkVisibility({ visibilityProperty: true }) : true) && !el.closest("[aria-hidden=true]");

  let answer: Target | undefined;
  let usable: Target | undefined;
  let tapStart: number | undefined;
  let answeredAt: number | undefined;
  let usableAt: number | undefined;
  let waiting: (() => void)[] = [];
  // The answer's candidates, searched for again only when the page's nodes, text or naming attributes
  // have changed since: a frame where nothing did only asks whether they show. A whole-page search in
  // every frame was about a millisecond of the host's time each, inside the taps it measures.
  let candidates: Element[] | undefined;
  let usableCandidates: Element[] | undefined;
  new MutationObserver(() => {
    candidates = undefined;
    usableCandidates = undefined;
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ["role", "aria-label", "aria-labelledby", "alt", "id"],
  });
  const answerShows = (target: Target) => (candidates ??= findTarget(target)).some(onScreen);
  const usableShows = (target: Target) => (usableCandidates ??= findTarget(target)).some(usableNow);
  const done = () => answeredAt !== undefined && usableAt !== undefined;
  // Runs as the next task, after this frame's style, layout and paint: the moment the frame was produced.
  const afterThisFrame = (mark: (now: number) => void) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      mark(performance.now());
      if (!done()) return;
      for (const resolve of waiting) resolve();
      waiting = [];
    };
    channel.port2.postMessage(null);
  };
  let answerSeen = false;
  let usableSeen = false;
  const frame = () => {
    if (!answer || !usable) return;
    if (!answerSeen && answerShows(answer)) {
      answerSeen = true;
      afterThisFrame((now) => (answeredAt = now));
    }
    if (!usableSeen && usableShows(usable)) {
      usableSeen = true;
      afterThisFrame((now) => (usableAt = now));
    }
    if (!answerSeen || !usableSeen) requestAnimationFrame(frame);
  };
  const tapped = (event: Event) => {
    if (!answer || tapStart !== undefined) return;
    tapStart = event.timeStamp;
    requestAnimationFrame(frame);
  };
  addEventListener("touchstart", tapped, { capture: true, passive: true });
  addEventListener("pointerdown", tapped, { capture: true, passive: true });

  const probe: Probe = {
    prepare(target) {
      const el = findTarget(target).filter(shown)[target.nth ?? 0];
      probe.control = el;
      if (!el) return undefined;
      const before = el.getBoundingClientRect();
      if (before.top < 0 || before.bottom > innerHeight) el.scrollIntoView({ block: "center" });
      const { x, y, width, height } = el.getBoundingClientRect();
      return { x, y, width, height };
    },
    answered(timeoutMs) {
      if (done()) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        waiting.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
    arm(target, part) {
      // Once before the tap: the first search compiles this code and warms the page's queries, work the
      // guest's phone never does, which would otherwise land in the tap's first frames (1.4 ms of the
      // host's time before the click's task, in a trace of the low-tier phone's tap on the home page).
      candidates = undefined;
      usableCandidates = undefined;
      answerShows(target);
      usableShows(part);
      answer = target;
      usable = part;
      tapStart = undefined;
      answeredAt = undefined;
      usableAt = undefined;
      answerSeen = false;
      usableSeen = false;
    },
    result() {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      return {
        tapStart,
        answeredAt,
        usableAt,
        notUsableBecause:
          usableAt === undefined && usable
            ? (() => {
                const found = findTarget(usable);
                return found.length === 0 ? "not found" : notUsable(found[0]!);
              })()
            : undefined,
        domContentLoaded: navigation?.domContentLoadedEventStart ?? 0,
        load: navigation?.loadEventStart ?? 0,
        events: [...events],
      };
    },
  };
  window.__tapProbe = probe;
}
