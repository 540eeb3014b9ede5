/** The absolute URL of a path on the public site, without a trailing slash (except the root). */
export function absoluteUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  if (path === "/" || path === "") return `${base}/`;
  return `${base}${path.startsWith("/") ? path : `/${path}`}`.replace(/\/+$/, "");
}

/** Serialises structured data for a <script type="application/ld+json">, safe against "</script>" in any text. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
