/** What a visitor types, made safe to store, send and URL-encode. */

/** Cuts text to `max` UTF-16 units (as a textarea's maxLength does) without splitting a surrogate pair. */
export function clampText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Lone UTF-16 surrogates become U+FFFD, so the text can always be URL-encoded. */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

/** What a visitor typed on one line: trimmed, inner runs of white space (line breaks too) made one space. */
export function oneLine(text: string): string {
  return wellFormed(text).replace(/\s+/g, " ").trim();
}
