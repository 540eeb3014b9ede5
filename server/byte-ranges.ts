/**
 * Range requests, read by RFC 9110 §14: a suffix range longer than the file ("bytes=-5000" of a
 * 3,000-byte file) is the whole file, and a header that cannot be parsed is ignored (range-parser,
 * as @fastify/send uses it, answers 416 to both). The header becomes the one absolute range the
 * server then sends, or nothing.
 */

/** The satisfiable ranges of a Range header for a file of `size` bytes, clamped and merged; undefined when the header is to be ignored. */
export function satisfiableRanges(header: string, size: number): [number, number][] | undefined {
  const unit = /^\s*bytes\s*=(.*)$/is.exec(header);
  if (!unit) return undefined;
  const ranges: [number, number][] = [];
  for (const element of (unit[1] ?? "").split(",")) {
    const spec = element.trim();
    if (spec === "") continue; // empty list elements count for nothing (RFC 9110 §5.6.1)
    const match = /^(?:(\d+)-(\d*)|-(\d+))$/.exec(spec);
    if (!match) return undefined;
    const [, first, last, suffix] = match;
    if (suffix !== undefined) {
      if (Number(suffix) > 0 && size > 0) ranges.push([Math.max(0, size - Number(suffix)), size - 1]);
    } else {
      const start = Number(first);
      if (last !== "" && Number(last) < start) return undefined; // invalid range-spec: ignore the header
      if (start < size) ranges.push([start, last === "" ? size - 1 : Math.min(size - 1, Number(last))]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const previous = merged.at(-1);
    if (previous && range[0] <= previous[1] + 1) previous[1] = Math.max(previous[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/**
 * The Range header to hand to send: one absolute range ("bytes=10-19"), one no file satisfies
 * (so send answers 416), or undefined (serve the whole file: no header, an unparsable one, or
 * several ranges, which a server may answer in full).
 */
export function rangeForSend(header: string | undefined, size: number): string | undefined {
  if (header === undefined) return undefined;
  const ranges = satisfiableRanges(header, size);
  if (!ranges) return undefined;
  if (ranges.length === 0) return `bytes=${size}-`;
  if (ranges.length > 1) return undefined;
  const [[start, end]] = ranges as [[number, number]];
  return `bytes=${start}-${end}`;
}
