import type { ClientDirective } from "astro";

/** What shows that a visitor is reaching for an island: a pointer over it or on it (a touch too), or focus. */
const reachEvents = ["pointerenter", "pointerdown", "focusin"] as const;

/**
 * `client:interaction`: an island that loads and hydrates when the visitor first reaches for it,
 * so its framework code (React) stays off the network and the main thread while the page loads.
 * A click that lands before hydration has finished is not lost: it is played again on the same
 * element once the island is live.
 * `client:interaction="load"` starts loading at once (a form that restores a draft must not wait
 * for a reach) and still plays a click made before hydration again.
 */
const interaction: ClientDirective = (load, options, el) => {
  let started = false;
  let missedClick: HTMLElement | null = null;
  const onClick = (event: Event) => {
    // The tap may land on an icon inside the control: it is the control that gets the click again.
    const target = event.target instanceof Element ? event.target : null;
    missedClick = target?.closest<HTMLElement>("button,a,input,select,textarea,summary,[tabindex]") ?? null;
  };
  const start = async () => {
    if (started) return;
    started = true;
    try {
      const hydrate = await load();
      await hydrate();
    } catch (error) {
      // The code did not arrive (the connection dropped): the next reach tries again.
      started = false;
      console.error(error);
      return;
    }
    el.removeEventListener("click", onClick, true);
    missedClick?.click();
  };
  for (const name of reachEvents) el.addEventListener(name, start, { passive: true });
  el.addEventListener("click", onClick, true);
  el.addEventListener("click", start);
  if (options.value === "load") void start();
  else prefetchWhenIdle(el);
};

/**
 * Once the page has loaded and the browser is idle, fetches the island's code into the cache
 * without running it, so the first reach costs no round trip: network only, no main-thread work.
 */
function prefetchWhenIdle(el: HTMLElement) {
  const prefetch = () => {
    for (const name of ["renderer-url", "component-url"]) {
      const link = document.createElement("link");
      link.rel = "prefetch";
      link.href = el.getAttribute(name)!;
      document.head.append(link);
    }
  };
  const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(prefetch, { timeout: 5000 }) : setTimeout(prefetch, 1000));
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

export default interaction;
