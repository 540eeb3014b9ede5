/** A photo on the photo host, as the content describes it (src/content/schema.ts checks the files). */
export type Photo = { src: string; width: number; height: number };

/**
 * Widths offered to the browser in every srcset; it picks by layout width and pixel density. Four
 * steps of about 1.5× cover a 2× phone's gallery tile (480) up to a full-width desktop hero (1920);
 * every width more adds a URL per photo to the HTML (twice for the hero: image and preload).
 */
export const photoWidths = [480, 800, 1200, 1920] as const;

/** A photo-host URL at a given width, cropped to the photo's aspect ratio, in the best format the browser takes. */
export function photoUrl(photo: Pick<Photo, "src">, width: number, quality = 70): string {
  const url = new URL(photo.src);
  url.searchParams.set("w", String(Math.round(width)));
  url.searchParams.set("auto", "format");
  url.searchParams.set("fit", "crop");
  url.searchParams.set("q", String(quality));
  return url.toString();
}

/**
 * The srcset for a photo, never offering a width larger than the original, nor above `maxWidth`:
 * the widest it is ever drawn, in device pixels, where that is known (a gallery tile), so the
 * page does not carry URLs the browser would never pick.
 */
export function photoSrcSet(photo: Photo, quality = 70, maxWidth = Infinity): string {
  const widths = photoWidths.filter((w) => w <= photo.width && w <= maxWidth);
  if (widths.length === 0) widths.push(photoWidths[0]);
  return widths.map((w) => `${photoUrl(photo, w, quality)} ${w}w`).join(", ");
}
