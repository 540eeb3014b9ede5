/**
 * What the first round trip must carry. A server's first flight is about ten TCP segments, some
 * 14 kB of compressed HTML; what a guest sees first is the hero: its heading and its photo, whose
 * request can only start once the browser has read its `<img>`. So the prefix of the page up to
 * and including both (the head with it) is measured compressed, on its own, as the server's first
 * flight would carry it.
 */

/** The end of the first match of `pattern` in `html`, or -1. */
function endOf(html: string, pattern: RegExp): number {
  const match = pattern.exec(html);
  return match ? match.index + match[0].length : -1;
}

// An opening tag whose attributes may hold ">" inside quotes.
const priorityImage =
  /<img\b(?:[^>"']|"[^"]*"|'[^']*')*\bfetchpriority\s*=\s*(?:"high"|'high'|high\b)(?:[^>"']|"[^"]*"|'[^']*')*>/i;

/**
 * The page from its start up to and including the head, the first `<h1>` and the photo the page
 * paints largest (the `fetchpriority="high"` image), whichever of them ends last; the whole page
 * when it has no `<h1>`.
 */
export function firstTripPrefix(html: string): string {
  const heading = endOf(html, /<h1\b[\s\S]*?<\/h1\s*>/i);
  if (heading < 0) return html;
  const end = Math.max(heading, endOf(html, /<\/head\s*>/i), endOf(html, priorityImage));
  return html.slice(0, end);
}
