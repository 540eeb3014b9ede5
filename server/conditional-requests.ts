/**
 * How the production server picks a representation and reads the conditional headers
 * (RFC 9110 §12.5.3, §13). Pure: no I/O.
 */

export type Encoding = "br" | "gzip";

/** Server preference when a client likes two codings equally. */
const preference: readonly (Encoding | "identity")[] = ["br", "gzip", "identity"];

/** The q-value of each coding an Accept-Encoding header names ("*" counts as gzip, as browsers of old meant it). */
function qualities(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const element of header.toLowerCase().split(",")) {
    const [name = "", ...params] = element.split(";").map((part) => part.trim());
    if (name === "") continue;
    const q = params.find((param) => /^q\s*=/.test(param));
    const value = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ""));
    found.set(name === "*" ? "gzip" : name, Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
  }
  return found;
}

/**
 * The coding to send, among the compressed twins a file has: the one the client rates highest,
 * ties broken by size (brotli first). Undefined: the file as it is (also when the client refuses
 * everything, since the file as it is is always acceptable to send).
 */
export function chooseEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | undefined {
  if (!header) return undefined;
  const q = qualities(header);
  let best: Encoding | "identity" = "identity";
  // Not named: the file as it is is acceptable but least wanted.
  let bestQ = q.get("identity") ?? 0.001;
  for (const coding of preference) {
    if (coding === "identity" || !available.includes(coding)) continue;
    const value = q.get(coding) ?? 0;
    if (value > bestQ || (value === bestQ && value > 0 && preference.indexOf(coding) < preference.indexOf(best))) {
      best = coding;
      bestQ = value;
    }
  }
  return best === "identity" ? undefined : best;
}

/** The entity-tags of an If-None-Match list, weakness dropped (If-None-Match compares weakly). */
function listedTags(header: string): string[] {
  return (header.match(/(?:W\/)?"[^"]*"|\*/g) ?? []).map((tag) => tag.replace(/^W\//, ""));
}

/**
 * True when the client's copy is current, so the answer is 304: If-None-Match names the ETag (or
 * "*"); without If-None-Match, If-Modified-Since is not before the file's date.
 */
export function isNotModified(
  headers: { "if-none-match"?: string; "if-modified-since"?: string },
  etag: string,
  lastModified: string,
): boolean {
  const noneMatch = headers["if-none-match"];
  if (noneMatch !== undefined) return listedTags(noneMatch).some((tag) => tag === "*" || tag === etag);
  const since = headers["if-modified-since"];
  if (since === undefined) return false;
  const date = Date.parse(since);
  return Number.isFinite(date) && Date.parse(lastModified) <= date;
}

/**
 * True when a Range header may be honoured: there is no If-Range, or it names this representation
 * by its strong ETag or its exact Last-Modified date. A weak entity-tag never matches (RFC 9110 §13.1.5).
 */
export function ifRangeAllows(ifRange: string | undefined, etag: string, lastModified: string): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith("W/")) return false;
  if (value.startsWith('"')) return value === etag;
  return value === lastModified;
}
