/** The photo host the site's images come from, and the photo URLs a page mentions (for the stand-in to prepare). */
export const photoHost = "images.unsplash.com";

/** Every photo-host URL a page mentions (src, srcset, preloads, social images). */
export function photoUrls(html: string): string[] {
  const decoded = html.replace(/&amp;/g, "&");
  const pattern = new RegExp(`https://${photoHost.replace(/\./g, "\\.")}/[^\\s"'<>,)]+`, "g");
  return [...new Set(decoded.match(pattern) ?? [])];
}
