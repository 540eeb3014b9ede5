/**
 * The cards' entrance (specification: "Cards animate in with a delay of 0.2 s per card index"):
 * card i starts to rise 0.2 s × i after the page shows and rests 0.6 s later.
 *
 * Drawn as one animation per card that all start together and end together, each holding still until
 * its own moment and resting once it has arrived (its shape in the stylesheet's `.animate-enter`, a
 * `linear()` timing over these custom properties). A browser starts and ends a composited animation
 * on the page's own thread (a frame or a few each, layers made and dropped): six cards with six delays
 * asked for twelve such moments through the load, one start and one end ask for two. A browser
 * without `linear()` keeps the plain delays (`--enter-index`).
 */
export const entranceStepSeconds = 0.2;
export const entranceMoveSeconds = 0.6;

export type EntranceTiming = {
  /** How long every card's animation lasts: until the last card rests. */
  totalSeconds: number;
  /** When this card starts to move, and for how long it moves, as fractions of the total. */
  from: number;
  span: number;
};

export function entranceTiming(index: number, count: number): EntranceTiming {
  const last = Math.max(count, index + 1) - 1;
  const totalSeconds = round(last * entranceStepSeconds + entranceMoveSeconds);
  return {
    totalSeconds,
    from: (index * entranceStepSeconds) / totalSeconds,
    span: entranceMoveSeconds / totalSeconds,
  };
}

/** The custom properties a card's entrance reads (`.animate-enter` in global.css). */
export function entranceStyle(index: number, count: number): Record<`--enter-${string}`, string | number> {
  const { totalSeconds, from, span } = entranceTiming(index, count);
  return {
    "--enter-index": index,
    "--enter-total": `${totalSeconds}s`,
    "--enter-from": percent(from),
    "--enter-span": percent(span),
  };
}

function percent(fraction: number): string {
  return `${round(fraction * 100)}%`;
}

/** Three decimals: 0.2 × 3 is 0.6000000000000001 in floating point. */
function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
