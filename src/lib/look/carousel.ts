/** Index arithmetic for photo carousels: every move wraps around at both ends. */

/** The photo after `index`; after the last comes the first. */
export function nextIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index + 1) % count;
}

/** The photo before `index`; before the first comes the last. */
export function previousIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index - 1 + count) % count;
}

/** The photo a dot (or any jump) asks for, wrapped into range, so a stale or out-of-range target never leaves the carousel empty. */
export function goToIndex(target: number, count: number): number {
  if (count <= 0 || !Number.isFinite(target)) return 0;
  const whole = Math.trunc(target);
  return ((whole % count) + count) % count;
}

/** Auto-advance runs only with at least two photos, a positive interval, and motion allowed. */
export function shouldAutoAdvance(count: number, intervalMs: number | undefined, reducedMotion: boolean): boolean {
  return count > 1 && intervalMs !== undefined && intervalMs > 0 && !reducedMotion;
}

/** The slides whose photos should be in the page now: the one shown and its neighbours, so the next move shows a loaded photo. */
export function slidesToLoad(index: number, count: number): Set<number> {
  if (count <= 0) return new Set();
  return new Set([index, nextIndex(index, count), previousIndex(index, count)]);
}
