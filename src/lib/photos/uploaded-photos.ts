import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";
import { fallbackFormat, registerUploadedPhotos, srcSetOf, uploadWidths, type ShownPhoto } from "./photos";

/**
 * Server only. The photos uploaded through the editor (src/assets/uploads), made by Astro's image
 * pipeline into same-origin AVIF and WebP at the usual widths (never wider than the file) plus one
 * fallback in the file's own format, and registered for servedPhoto() (src/lib/photos/photos.ts).
 * The glob's keys are the paths the content files write: "/src/assets/uploads/lobby.jpg".
 */
const files = import.meta.glob<ImageMetadata>("/src/assets/uploads/*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG,WEBP,AVIF}", {
  eager: true,
  import: "default",
});

let made: Promise<void> | undefined;

/** Makes (once) and registers every uploaded photo; src/middleware.ts awaits it before a page renders. */
export function loadUploadedPhotos(): Promise<void> {
  made ??= Promise.all(Object.entries(files).map(async ([path, image]) => [path, await shown(image)] as const)).then(
    registerUploadedPhotos,
  );
  return made;
}

async function shown(image: ImageMetadata): Promise<ShownPhoto> {
  return madePhoto(image, { width: image.width, height: image.height, format: image.format });
}

/**
 * A photo made into same-origin AVIF and WebP srcsets at the usual widths (never wider than the
 * original) and one fallback in `format`, by Astro's image pipeline; without WebP when `webp` is
 * false. `src` is an imported file or, for a self-hosted photo (src/lib/photos/self-hosted-photos.ts), a
 * remote address the build downloads.
 */
export async function madePhoto(
  src: ImageMetadata | string,
  original: { width: number; height: number; format: string },
  { webp = true } = {},
): Promise<ShownPhoto> {
  const widths = uploadWidths(original.width);
  const largest = Math.max(...widths);
  // A remote original needs both sides given; the pipeline resizes by width, keeping the aspect ratio.
  const size = (width: number) =>
    typeof src === "string" ? { width, height: Math.round((width * original.height) / original.width) } : { width };
  const srcSet = async (format: "avif" | "webp") => {
    const made = await Promise.all(
      widths.map(async (width) => ({ url: (await getImage({ src, ...size(width), format })).src, width })),
    );
    return srcSetOf(made);
  };
  const fallback = await getImage({ src, ...size(Math.min(largest, 1200)), format: fallbackFormat(original.format) });
  return {
    src: fallback.src,
    width: original.width,
    height: original.height,
    avif: await srcSet("avif"),
    ...(webp ? { webp: await srcSet("webp") } : {}),
  };
}
