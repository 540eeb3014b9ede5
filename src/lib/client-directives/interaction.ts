import type { ClientDirective } from "astro";
import { hydrateAheadEvent } from "../code-ahead";

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
 * The value says when to hydrate without waiting for a reach: `client:interaction="visible"` (near
 * the screen, for an island that does something by itself), `"idle"`
 * (once the page has loaded and the browser is idle), `"load"` (at once) or `"stored:<key>"` (at once
 * when the tab's session storage holds `<key>`, a draft the island brings back, else on a reach, so
 * a form nobody has touched costs the page no code), or `"query:<name>"` (at once when the page's
 * address carries `?<name>=`, a link that fills the form in, else on a reach); the press is kept
 * either way. Whatever the value, the island also hydrates when the readying script tells it to
 * (`hydrateAheadEvent`, src/lib/ready-ahead.ts: a calendar's island, once readied, on a phone quick
 * enough, after the guest has used the page; decision 014).
 */
const interaction: ClientDirective = (load, options, el) => {
  let started = false;
  let live = false;
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

  for (const name of reachEvents) el.addEventListener(name, start, { passive: true });
  el.addEventListener(hydrateAheadEvent, start);
  el.addEventListener("click", onClick, true);
  hydrateWithoutReach(options.value, el, start);
};

function hydrateWithoutReach(value: unknown, el: HTMLElement, start: () => void) {
  // A bare `client:interaction` arrives as `true`.
  const when = typeof value === "string" ? value : "";
  if (when === "load") start();
  else if (when.startsWith("stored:")) {
    if (hasStored(when.slice("stored:".length))) start();
  } else if (when.startsWith("query:")) {
    if (new URLSearchParams(location.search).has(when.slice("query:".length))) start();
  } else if (when === "idle")
    afterLoad(() =>
      "requestIdleCallback" in window ? requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 200),
    );
  else if (when === "visible") whenNear(el, start);
}

/** Whether the tab's session storage holds `key` (false where the browser refuses storage). */
function hasStored(key: string) {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function afterLoad(run: () => void) {
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}

/** Runs once the island (or any element in it: an island's root is `display: contents`) comes near the screen. */
function whenNear(el: HTMLElement, run: () => void) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: "200px" },
  );
  for (const child of el.children) observer.observe(child);
}

export default interaction;
