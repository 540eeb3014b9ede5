/** The part of `document` the ticker needs; a stand-in in tests. */
export type VisibilitySource = Pick<Document, "hidden" | "addEventListener" | "removeEventListener">;

/**
 * Calls `tick` every `ms` milliseconds while the page is visible, and not at all while the tab is
 * hidden (no work, no battery, and no burst of catch-up ticks on return). Returns the cleanup.
 */
export function visibleInterval(tick: () => void, ms: number, doc: VisibilitySource = document): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const start = () => {
    if (timer === undefined) timer = setInterval(tick, ms);
  };
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const onVisibilityChange = () => (doc.hidden ? stop() : start());
  onVisibilityChange();
  doc.addEventListener("visibilitychange", onVisibilityChange);
  return () => {
    stop();
    doc.removeEventListener("visibilitychange", onVisibilityChange);
  };
}
