/**
 * How the production server reads a request target, before it looks for a file. Pure: no I/O.
 *
 * - An absolute-form target ("http://host/rooms", RFC 9112 §3.2.2) is read as its path.
 * - A target that is not a path ("*", "x"), has a malformed %-escape, an encoded slash, backslash
 *   or control character, or climbs above the root, is malformed: 400.
 * - Dot segments and repeated slashes are resolved; then one canonical rule applies (the same, in
 *   the same order, as the generated nginx configuration): /index and /index.html → /,
 *   /a/index(.html) → /a, /a.html → /a, /a/ → /a. If the result differs from what was asked, the
 *   answer is a 301 to it, with the query string kept.
 * - A Location always starts with exactly one "/" followed by something other than "/" or "\"
 *   (or is "/"), so no browser can read it as another host.
 */

export type Target =
  | { kind: "malformed" }
  | { kind: "redirect"; location: string }
  /** A canonical path, decoded ("/rooms", "/hi/rooms", "/_astro/x.js", "/"). */
  | { kind: "path"; pathname: string };

/** The canonical rules, in nginx's order (see nginxSiteConfig): the first that matches applies. */
const canonicalRules: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^\/index(?:\.html)?$/, () => "/"],
  [/^(\/.+?)\/index(?:\.html)?$/, (m) => m[1] ?? "/"],
  [/^(\/.+?)\.html$/, (m) => m[1] ?? "/"],
  [/^(\/.+?)\/+$/, (m) => m[1] ?? "/"],
];

// eslint-disable-next-line no-control-regex -- control characters are exactly what a path segment must not hold
const forbiddenInSegment = /[/\\\u0000-\u001f\u007f]/;

/** The decoded segments of a path, or undefined when it is malformed. */
function decodeSegments(rawPath: string): string[] | undefined {
  const segments: string[] = [];
  for (const raw of rawPath.split("/")) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (forbiddenInSegment.test(segment)) return undefined;
    segments.push(segment);
  }
  return segments;
}

/** "/a//./b/../c/" → "/a/c/" (a trailing slash is kept, as nginx keeps it); undefined above the root. */
function resolveDots(segments: readonly string[]): string | undefined {
  const out: string[] = [];
  // segments[0] is the empty string before the leading "/".
  for (const segment of segments.slice(1)) {
    if (segment === "..") {
      if (out.length === 0) return undefined;
      out.pop();
    } else if (segment !== "." && segment !== "") {
      out.push(segment);
    }
  }
  const last = segments[segments.length - 1];
  const trailing = out.length > 0 && (last === "" || last === "." || last === "..");
  return `/${out.join("/")}${trailing ? "/" : ""}`;
}

/** A path as it may appear in a Location header: every segment percent-encoded where needed. */
export function encodePath(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => encodeURIComponent(segment).replace(/%40/g, "@").replace(/%3A/gi, ":").replace(/%2C/gi, ","))
    .join("/");
}

/** The query string as it may appear in a Location header (anything outside visible ASCII %-encoded). */
function safeQuery(query: string): string {
  return query.replace(/[^\x21-\x7e]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return "";
    }
  });
}

/** "http://host/a?b" → "/a?b", "http://host" → "/"; any other target as it is. */
function originForm(raw: string): string {
  const absolute = /^https?:\/\/[^/?#]*(.*)$/is.exec(raw);
  if (!absolute) return raw;
  const rest = absolute[1] ?? "";
  return rest.startsWith("/") ? rest : `/${rest}`;
}

export function readTarget(target: string): Target {
  const raw = originForm(target);
  if (!raw.startsWith("/") || raw.includes("#")) return { kind: "malformed" };
  const queryAt = raw.indexOf("?");
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const query = queryAt === -1 ? "" : raw.slice(queryAt);
  if (rawPath.includes("\\")) return { kind: "malformed" };

  const segments = decodeSegments(rawPath);
  if (!segments) return { kind: "malformed" };
  const decoded = segments.join("/");
  const resolved = resolveDots(segments);
  if (resolved === undefined) return { kind: "malformed" };

  let canonical = resolved;
  for (const [pattern, replace] of canonicalRules) {
    const match = pattern.exec(resolved);
    if (match) {
      canonical = replace(match);
      break;
    }
  }
  if (canonical === decoded) return { kind: "path", pathname: canonical };
  return { kind: "redirect", location: encodePath(canonical) + safeQuery(query) };
}

/** True for a Location that a browser reads as a path on this host: "/" then anything but "/" or "\". */
export function isSameHostLocation(location: string): boolean {
  // eslint-disable-next-line no-control-regex -- a Location must not carry control characters or spaces
  return /^\/(?![/\\])/.test(location) && !/[\u0000-\u0020\u007f]/.test(location);
}

/** A Host field value: a host name or IPv4 address, or an IPv6 literal in brackets, then an optional port. */
const hostValue = /^(?:[A-Za-z0-9._~!$&'()*+,;=-]|%[0-9A-Fa-f]{2})*(?::\d*)?$|^\[[0-9A-Fa-f:.]+\](?::\d*)?$/;

/** True when a request's Host header is repeated or not a host[:port] (RFC 9112 §3.2: answer 400). */
export function hostProblem(rawHeaders: readonly string[]): boolean {
  const hosts: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.length === 4 && rawHeaders[i]!.toLowerCase() === "host") hosts.push(rawHeaders[i + 1] ?? "");
  }
  return hosts.length > 1 || (hosts.length === 1 && !hostValue.test(hosts[0]!));
}
