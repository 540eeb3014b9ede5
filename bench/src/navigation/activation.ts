/**
 * A prerendered page taking over the tab (activation) swaps the page's DevTools target: the old
 * session closes, and Puppeteer moves its page object to the new one. While it does, Puppeteer's
 * own bookkeeping can fail — it gives the old main frame 100 ms to be swapped and detaches it after
 * that (`Frame was not swapped`), and re-adding a preload script to a detached frame throws
 * `Attempted to use detached Frame` inside an event listener, where nothing awaits it: an
 * unhandled rejection that ends the whole bench on a busy host. The driver asks the page through its
 * current session only and keeps no preload script in Puppeteer's hands (measure.ts); this guard is
 * the net for what Puppeteer still rejects on its own during a swap.
 */

/** The messages of a target swap in flight: the old document, frame or session is gone, the new one is coming. */
const swapMessages = [
  /detached Frame/i,
  /Frame was not swapped/i,
  /Target closed/i,
  /Session closed/i,
  /No target with given id/i,
  /Cannot find context with specified id/i,
  /Execution context was destroyed/i,
  /Inspected target navigated or closed/i,
  /Requesting main frame too early/i,
];

/** Whether an error is the tab changing documents under the driver (ask again), not a fault of the page. */
export function isSwapError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return swapMessages.some((pattern) => pattern.test(message));
}

/**
 * While the navigation rows run, a swap's unhandled rejection inside Puppeteer is counted and let
 * go; any other one is thrown again, as Node would. Returns how many were let go, and the undo.
 */
export function guardActivation(): { letGo: () => number; stop: () => void } {
  let count = 0;
  const onRejection = (reason: unknown) => {
    if (!isSwapError(reason)) throw reason;
    count += 1;
  };
  process.on("unhandledRejection", onRejection);
  return { letGo: () => count, stop: () => process.off("unhandledRejection", onRejection) };
}
