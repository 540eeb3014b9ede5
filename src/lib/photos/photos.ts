/**
 * A photo as the content gives it: either on the photo host (a web address, with its width and
 * height) or uploaded through the editor (a file under src/assets/uploads, whose own size is used).
 * src/content/schema/hotel.ts checks the files.
 */
export type Photo = { src: string; width?: number; height?: number };

/**
 * A photo ready to show, its size known. An uploaded one is served from the site's own origin: `src`
 * is a fallback in the file's format, `avif` and `webp` are srcsets made by Astro's image pipeline.
 */
export type ShownPhoto = { src: string; width: number; height: number; avif?: string; webp?: string };

/**
 * Widths offered to the browser in every srcset; it picks by layout width and pixel density. Four
 * steps of about 1.5× cover a 2× phone's gallery tile (480) up to a full-width desktop hero (1920);
 * every width more adds a URL per photo to the HTML (twice for the hero: image and preload).
 */
export const photoWidths = [480, 800, 1200, 1920] as const;

/** Where the editor puts uploaded photos, as the content files name them (and as import.meta.glob keys them). */
export const uploadFolder = "/src/assets/uploads/";
/** The kinds of file Astro's image pipeline turns into AVIF and WebP. */
export const uploadExtensions = ["jpg", "jpeg", "png", "webp", "avif"] as const;

/** True for a photo the editor uploaded (a path under src/assets/uploads), false for a photo-host address. */
export function isUploadPath(src: string): boolean {
  return src.startsWith(uploadFolder);
}

/**
 * What is wrong with a photo's `src`, in words the editor and the build show next to the field, or
 * undefined when it is a photo-host address (https://…) or an uploaded file of a kind the site can serve.
 */
export function photoSourceProblem(src: string): string | undefined {
  if (isUploadPath(src)) {
    const name = src.slice(uploadFolder.length);
    if (!name || name.includes("/")) return `must be a file directly in ${uploadFolder}`;
    const extension = /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase();
    if (!extension || !(uploadExtensions as readonly string[]).includes(extension))
      return `must be a ${uploadExtensions.map((e) => `.${e}`).join(", ")} file, not ${name}`;
    return undefined;
  }
  if (/^https:\/\/[^/\s]+\.[^/\s]+\/\S*$/.test(src) && URL.canParse(src)) return undefined;
  return `must be a photo uploaded in the editor (${uploadFolder}…) or a web address starting with https://`;
}

/**
 * The widths to make of an uploaded photo: the usual steps up to its own width, never larger, and
 * its own width too when that lies below the largest step (a 1600 px photo: 480, 800, 1200, 1600).
 */
export function uploadWidths(originalWidth: number): number[] {
  const widths: number[] = photoWidths.filter((w) => w <= originalWidth);
  if (originalWidth < photoWidths[photoWidths.length - 1] && !widths.includes(originalWidth))
    widths.push(originalWidth);
  return widths;
}

/**
 * The largest photo the editor takes and the build accepts: a phone's photo is 2–6 MB, and every
 * upload stays in the repository for good (the build makes its own small copies to serve).
 */
export const maxUploadBytes = 10 * 1024 * 1024;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The uploaded files a content entry names that are not there or are too large (`sizeOf` gives a
 * file's bytes, undefined when it is missing), each with the field that names it, so the build can
 * refuse the entry: "photos.0.src: src/assets/uploads/x.jpg does not exist: upload the photo again".
 */
export function uploadProblems(
  value: unknown,
  sizeOf: (path: string) => number | undefined,
  path: (string | number)[] = [],
): { path: (string | number)[]; message: string }[] {
  if (typeof value === "string") {
    if (!isUploadPath(value)) return [];
    const size = sizeOf(value);
    const file = value.slice(1);
    if (size === undefined) return [{ path, message: `${file} does not exist: upload the photo again` }];
    if (size > maxUploadBytes)
      return [
        {
          path,
          message: `${file} is ${megabytes(size)}; a photo may be at most ${megabytes(maxUploadBytes)}: upload a smaller copy`,
        },
      ];
    return [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => uploadProblems(item, sizeOf, [...path, i]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => uploadProblems(item, sizeOf, [...path, key]));
  return [];
}

/** The format of an uploaded photo's fallback <img>: JPEG or PNG as uploaded, JPEG for a WebP or AVIF file. */
export function fallbackFormat(format: string): "jpg" | "png" {
  return format === "png" ? "png" : "jpg";
}

/** A srcset from images made at given widths: "a.avif 480w, b.avif 800w". */
export function srcSetOf(images: readonly { url: string; width: number }[]): string {
  return images.map(({ url, width }) => `${url} ${width}w`).join(", ");
}

/*
 * The uploaded photos the build has made, by path. Filled on the server before any page renders
 * (src/middleware.ts → src/lib/photos/uploaded-photos.ts, with Astro's getImage), read synchronously by
 * servedPhoto(). Empty in the browser: an island gets its photos already served, as props.
 */
const uploaded = new Map<string, ShownPhoto>();

export function registerUploadedPhotos(photos: Iterable<readonly [string, ShownPhoto]>): void {
  for (const [path, photo] of photos) uploaded.set(path, photo);
}

/**
 * A photo as a page shows it: a photo-host photo unchanged, unless the build self-hosts it; an
 * uploaded or self-hosted one as its same-origin sources (AVIF, and WebP for uploads), with the
 * file's own width and height. Pages pass islands their photos through this, so the browser gets
 * them ready to show.
 */
export function servedPhoto(photo: Photo | ShownPhoto): ShownPhoto {
  if ("avif" in photo && photo.avif) return photo as ShownPhoto;
  // An upload, or a photo-host photo the build self-hosts (decision 010, src/lib/photos/self-hosted-photos.ts).
  const shown = uploaded.get(photo.src);
  if (shown) return shown;
  return { src: photo.src, width: photo.width ?? 0, height: photo.height ?? 0 };
}

/** True for a photo served from the site's own origin (uploaded), false for one on the photo host. */
export function isSameOrigin(photo: ShownPhoto): boolean {
  return !/^https?:\/\//.test(photo.src);
}

/**
 * A photo-host URL at a given width, cropped to the photo's aspect ratio, in the best format the
 * browser takes. An uploaded photo has one fallback image, its `src`.
 */
export function photoUrl(photo: Pick<Photo, "src">, width: number, quality = 70): string {
  const shown = servedPhoto(photo);
  if (isSameOrigin(shown)) return shown.src;
  const url = new URL(shown.src);
  url.searchParams.set("w", String(Math.round(width)));
  url.searchParams.set("auto", "format");
  url.searchParams.set("fit", "crop");
  url.searchParams.set("q", String(quality));
  return url.toString();
}

/** An absolute address of the photo at about a given width, for JSON-LD and link previews. */
export function absolutePhotoUrl(photo: Pick<Photo, "src">, width: number, siteUrl: string): string {
  return new URL(photoUrl(photo, width), `${siteUrl}/`).toString();
}

/**
 * The srcset for a photo, never offering a width larger than the original, nor above `maxWidth`:
 * the widest it is ever drawn, in device pixels, where that is known (a gallery tile), so the
 * page does not carry URLs the browser would never pick. An uploaded photo has one per format:
 * this is its AVIF srcset (the one a preload names, with type image/avif), in every width made.
 */
export function photoSrcSet(photo: Photo | ShownPhoto, quality = 70, maxWidth = Infinity): string {
  const shown = servedPhoto(photo);
  if (shown.avif) return shown.avif;
  const widths = photoWidths.filter((w) => w <= shown.width && w <= maxWidth);
  if (widths.length === 0) widths.push(photoWidths[0]);
  return widths.map((w) => `${photoUrl(shown, w, quality)} ${w}w`).join(", ");
}

/** A `<link rel="preload" as="image">` for a photo: what BaseLayout writes into the head. */
export type PreloadImage = { href: string; srcset: string; sizes: string; type?: string };

/**
 * The preload of the photo a page paints largest, naming exactly the sources its <Photo> offers
 * (same srcset, sizes and quality), so the browser fetches the one it will show, with the HTML,
 * and never a second one. An uploaded or self-hosted photo preloads its AVIF srcset, typed, so only
 * a browser that takes AVIF preloads it (the others fall back to the <picture>'s JPEG).
 */
export function photoPreload(
  photo: Photo | ShownPhoto,
  sizes: string,
  quality?: number,
  maxWidth?: number,
): PreloadImage {
  const shown = servedPhoto(photo);
  return {
    href: photoUrl(shown, 960, quality),
    srcset: photoSrcSet(shown, quality, maxWidth),
    sizes,
    type: shown.avif ? "image/avif" : undefined,
  };
}
