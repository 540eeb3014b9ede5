/** The median of the finite numbers in a list (the mean of the middle two for an even count); undefined when there are none. */
export function median(values: readonly (number | null | undefined)[]): number | undefined {
  const sorted = values.filter((v): v is number => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** For each key, the median of that key over the records that have it. */
export function medianOfEach<K extends string>(
  records: readonly Partial<Record<K, number>>[],
): Partial<Record<K, number>> {
  const keys = new Set(records.flatMap((r) => Object.keys(r) as K[]));
  const result: Partial<Record<K, number>> = {};
  for (const key of keys) {
    const m = median(records.map((r) => r[key]));
    if (m !== undefined) result[key] = m;
  }
  return result;
}

/** The index of the record whose value is the median (the lower middle for an even count), to keep one coherent run's report. */
export function medianIndex(values: readonly (number | undefined)[]): number | undefined {
  const indexed = values
    .map((value, index) => ({ value, index }))
    .filter((e): e is { value: number; index: number } => typeof e.value === "number" && Number.isFinite(e.value))
    .sort((a, b) => a.value - b.value || a.index - b.index);
  if (indexed.length === 0) return undefined;
  return indexed[Math.floor((indexed.length - 1) / 2)]!.index;
}

/** How far apart the values lie, relative to their median: (max − min) / median; 0 for fewer than two. */
export function relativeSpread(values: readonly number[]): number {
  const m = median(values);
  if (values.length < 2 || !m) return 0;
  return (Math.max(...values) - Math.min(...values)) / m;
}

/**
 * The median of measurements some of which never came (undefined: a tap never answered): a
 * missing one counts as slower than any that came, so the median is Infinity when half or more
 * are missing; undefined for no measurements at all.
 */
export function medianCountingMisses(values: readonly (number | undefined)[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = values.map((v) => (v === undefined || Number.isNaN(v) ? Infinity : v)).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
