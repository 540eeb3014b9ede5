/**
 * How the production server picks a representation and reads the conditional headers
 * (RFC 9110 §12.5.3, §13), on the libraries Fastify's own static serving uses for the same
 * questions: @fastify/accept-negotiator for Accept-Encoding and fresh for the 304. Pure: no I/O.
 */
import { Negotiator } from "@fastify/accept-negotiator";
import fresh from "fresh";

export type Encoding = "br" | "gzip";

/** The server's order when a client likes codings equally: brotli is smaller, then gzip, then the file as it is. */
const codings = new Negotiator<Encoding | "identity">({ supportedValues: ["br", "gzip", "identity"] });

/**
 * The coding to send, among the compressed twins a file has: the one the client rates highest,
 * ties broken by size (brotli first). Undefined: the file as it is, also when the client refuses
 * every coding, since the file as it is is always acceptable to send.
 */
export function chooseEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | undefined {
  if (!header) return undefined;
  const chosen = codings.negotiate(header);
  if (chosen === null || chosen === "identity") return undefined;
  if (available.includes(chosen)) return chosen;
  // The client's first choice has no twin here: ask again among those that do.
  const other = new Negotiator<Encoding | "identity">({ supportedValues: [...available, "identity"] }).negotiate(
    header,
  );
  return other === null || other === "identity" ? undefined : other;
}

/**
 * True when the client's copy is current, so the answer is 304: If-None-Match names the ETag
 * (weakly, or "*"); without If-None-Match, If-Modified-Since is not before the file's date.
 */
export function isNotModified(
  headers: { "if-none-match"?: string; "if-modified-since"?: string },
  etag: string,
  lastModified: string,
): boolean {
  return fresh(headers, { etag, "last-modified": lastModified });
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
