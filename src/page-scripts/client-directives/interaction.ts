import type { ClientDirective } from "astro";
import { hydrateAheadEvent } from "../code-ahead";
import { whenShown } from "../../lib/site/prerender";

/** What shows that a visitor is reaching for an island: a pointer over it or on it (a touch too), or focus. */
const reachEvents = ["pointerenter", "pointerdown", "focusin"] as const;

/** The controls whose press is kept and played again once the island is live. */
const pressable = "a[href],button,summary,[role=button],input[type=submit],input[type=button]";

/** A press not answered within this time shows a busy state on the control. */
export const busyAfterMs = 100;

/**
 * `client:interaction`: an island that loads and hydrates when the visitor first reaches for it,
 * so its framework code (React) stays off the network and the main thread while the page loads.
 * No press that lands before hydration has finished is lost: its default action (following a
 * link, submitting a form) is held back, the control shows it is busy, and every press (a tap, or
 * Enter or Space on a control, which the browser turns into a click) is played again, in order, on
 * the same control once the island is live: two taps on Next move two images. Should the code fail
 * to arrive, a held link is followed as it would have been without JavaScript, and the next reach
 * tries again.
 *
 * The value says when to hydrate without waiting for a reach: `"stored:<key>"` (at once
 * when the tab's session storage holds `<key>`, a draft the island brings back, else on a reach, so
 * a form nobody has touched costs the page no code), or `"query:<name>"` (at once when the page's
 * address carries `?<name>=`, a link that fills the form in, else on a reach); the press is kept
 * either way. Whatever the value, the island also hydrates when the readying script tells it to
 * (`hydrateAheadEvent`, src/page-scripts/ready-ahead.ts: a calendar's island, once readied, on a phone quick
 * enough, after the guest has used the page; decision 014).
 *
 * A reach starts the code only once the press it belongs to has had its answer drawn:
 * most controls answer their first tap without the island (a dialog's shell, a carousel's slide, a
 * step's error, a calendar's shell; decision 015), and the island's code (React's 66 kB evaluated,
 * then the hydration, long tasks on a slow phone) started by the touch itself could land between
 * the tap and that answer's frame. A press the island holds starts it at once, and so does a reach
 * while the page is still loading.
 */
const interaction: ClientDirective = (load, options, el) => {
  let started = false;
  let live = false;
  /** A reach waits for its press to end before it starts the code. */
  let reached = false;
  /** The presses made before the island was live, oldest first. */
  let pressed: HTMLElement[] = [];
  let busyTimer: ReturnType<typeof setTimeout> | undefined;

  const onClick = (event: MouseEvent) => {
    if (live) return;
    // The press may land on an icon inside the control: it is the control that gets it again.
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(pressable);
    if (!control || !el.contains(control)) return;
    event.preventDefault();
    pressed.push(control);
    clearTimeout(busyTimer);
    busyTimer = setTimeout(() => {
      for (const held of pressed) held.setAttribute("aria-busy", "true");
    }, busyAfterMs);
    void start();
  };

  const start = async () => {
    if (started) return;
    started = true;
    try {
      const hydrate = await load();
      await hydrate();
    } catch (error) {
      started = false;
      console.error(error);
      // The first held link is where the visitor would have gone.
      const link = pressed.map((control) => control.closest("a[href]")).find(Boolean);
      release();
      if (link instanceof HTMLAnchorElement) location.assign(link.href);
      return;
    }
    live = true;
    el.removeEventListener("click", onClick, true);
    for (const control of release()) {
      control.click();
      // React renders a press's update in a microtask: the next press then meets the new state.
      await Promise.resolve();
    }
  };

  /** Clears the busy state and hands back the held presses, oldest first. */
  const release = () => {
    clearTimeout(busyTimer);
    const controls = pressed;
    pressed = [];
    for (const control of controls) control.removeAttribute("aria-busy");
    return controls;
  };

  // After the press's click (seen first, on the window, however the page answers it), its cancel or
  // `pressEndsWithinMs`, then after the next frame: whatever answered the press is on screen by then.
  // The window keeps the one listener (the same function is added once) for later reaches.
  const afterPress = () => {
    if (!reached) return;
    reached = false;
    requestAnimationFrame(() => setTimeout(start));
  };
  const onReach = () => {
    if (started || reached) return;
    // While the page loads, its code is not in the cache yet: nothing of it can run before the answer,
    // and its request is better made at once (the tap benchmark's early taps came later when it waited).
    if (document.readyState !== "complete") return void start();
    reached = true;
    setTimeout(afterPress, pressEndsWithinMs);
    for (const type of pressEnds) addEventListener(type, afterPress, true);
  };

  for (const name of reachEvents) el.addEventListener(name, onReach, { passive: true });
  el.addEventListener(hydrateAheadEvent, start);
  el.addEventListener("click", onClick, true);
  // A prerendered page reads the tab's draft only once shown: by the tap it may be newer (decision 023).
  whenShown(document, () => hydrateWithoutReach(options.value, start));
};

/** How long a reach waits for its press to end (a touch held, a mouse only passing over, a focus by key). */
export const pressEndsWithinMs = 1000;

/** What ends the press a reach belongs to: its click, or the touch turning into a scroll. */
const pressEnds = ["click", "pointercancel"] as const;

function hydrateWithoutReach(value: unknown, start: () => void) {
  // A bare `client:interaction` arrives as `true`.
  const when = typeof value === "string" ? value : "";
  if (when.startsWith("stored:")) {
    if (hasStored(when.slice("stored:".length))) start();
  } else if (when.startsWith("query:")) {
    if (new URLSearchParams(location.search).has(when.slice("query:".length))) start();
  }
}

/** Whether the tab's session storage holds `key` (false where the browser refuses storage). */
function hasStored(key: string) {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

export default interaction;
