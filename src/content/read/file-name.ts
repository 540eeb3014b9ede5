/**
 * A list's file named by its entry and language: "rooms/deluxe.hi.json" (or "./rooms/deluxe.hi.json",
 * or "deluxe.hi.json") → { key: "deluxe", locale: "hi" }; undefined for a name of another form.
 * Used by the list reader (lists.ts) and the content checks (check/content.ts) alike.
 */
export function listFileName(path: string): { key: string; locale: string } | undefined {
  const match = /([^/]+)\.([a-z]{2})\.json$/.exec(path);
  return match ? { key: match[1], locale: match[2] } : undefined;
}
