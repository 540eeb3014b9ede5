/** Photo index arithmetic for the lightbox: moving past either end wraps around. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The photo a key moves to, or null when the key does not move (left to the dialog). */
export function indexAfterKey(key: string, index: number, count: number): number | null {
  if (count <= 1) return null;
  switch (key) {
    case "ArrowRight":
      return wrapIndex(index + 1, count);
    case "ArrowLeft":
      return wrapIndex(index - 1, count);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** The photo a horizontal swipe moves to (finger to the left: next), or null for a short or mostly vertical movement. */
export function indexAfterSwipe(dx: number, dy: number, index: number, count: number, threshold = 50): number | null {
  if (count <= 1 || Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return null;
  return wrapIndex(index + (dx < 0 ? 1 : -1), count);
}
