/** What a visitor types, made safe to store, send and URL-encode. */

const graphemes =
  typeof Intl !== "undefined" && "Segmenter" in Intl
    ? new Intl.Segmenter(undefined, { granularity: "grapheme" })
    : null;

/**
 * Cuts text to at most `max` UTF-16 units (as a field's maxLength counts) on whole characters as a
 * reader sees them (grapheme clusters): never inside an emoji ("👨‍👩‍👧" is eight units) or a
 * Devanagari conjunct ("क्ष" is three), so what is left reads whole and always URL-encodes. A
 * browser without Intl.Segmenter (Firefox before 125) still never splits a surrogate pair.
 */
export function clampText(text: string, max: number): string {
  if (text.length <= max) return text;
  if (graphemes) {
    let end = 0;
    for (const { index, segment } of graphemes.segment(text)) {
      if (index + segment.length > max) break;
      end = index + segment.length;
    }
    return text.slice(0, end);
  }
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

const devanagariZero = 0x0966;

/** Digits typed in Devanagari (०-९, as a Hindi keyboard gives them) written as 0-9; anything else as it was. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - devanagariZero));
}

/** A whole number typed in either script ("६", " 12 "), or null when the text is not one. */
export function wholeNumberOf(text: string): number | null {
  const digits = latinDigits(text).trim();
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/** Lone UTF-16 surrogates become U+FFFD, so the text can always be URL-encoded. */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

/** What a visitor typed on one line: trimmed, inner runs of white space (line breaks too) made one space. */
export function oneLine(text: string): string {
  return wellFormed(text).replace(/\s+/g, " ").trim();
}
