import { largestWidth, offlineWarning, originalUrl, photoHostOrigin, photosToSelfHost } from "./photo-origin";
import { registerUploadedPhotos, type Photo, type ShownPhoto } from "./photos";
import { madePhoto } from "./uploaded-photos";

/**
 * Server only (decision 010). The photos pages paint largest, downloaded from the photo host at
 * build time and made by Astro's image pipeline into same-origin AVIF (and a JPEG fallback), like an
 * editor upload, then registered for servedPhoto() under their photo-host address. A photo the
 * build cannot download (no network, as in CI) stays on the photo host, with one warning line.
 */
const timeoutMs = 8000;

let made: Promise<void> | undefined;

/** Makes (once) and registers the given photos; src/middleware.ts awaits it before a page renders. */
export function loadSelfHostedPhotos(photos: readonly Photo[], env = process.env): Promise<void> {
  made ??= selfHost(photos, env);
  return made;
}

/** Whether the original answers as an image; the reason when not. Astro's pipeline downloads it again (and caches it). */
async function reachable(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const type = response.headers.get("content-type") ?? "";
    await response.body?.cancel();
    if (!response.ok) return `HTTP ${response.status}`;
    if (!type.startsWith("image/")) return `not an image: ${type || "no content type"}`;
    return undefined;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return `${error instanceof Error ? error.message : String(error)}${cause}`;
  }
}

async function selfHost(photos: readonly Photo[], env: Record<string, string | undefined>): Promise<void> {
  const origin = photoHostOrigin(env);
  if (!origin) return;
  const wanted = photosToSelfHost(photos);
  const failed: { src: string; reason: string }[] = [];
  const shown = await Promise.all(
    wanted.map(async (photo): Promise<[string, ShownPhoto] | undefined> => {
      const url = originalUrl(photo.src, photo.width, origin);
      const problem = await reachable(url);
      if (problem) {
        failed.push({ src: photo.src, reason: problem });
        return undefined;
      }
      // The original as downloaded: at most largestWidth wide, the photo's own aspect ratio.
      const width = Math.min(photo.width, largestWidth);
      const height = Math.round((width * photo.height) / photo.width);
      // AVIF and the JPEG fallback only: a WebP srcset would add about 0.5 kB gzip to the home page's
      // HTML (its hero and three room cards, in the markup and the carousels' props), for the few
      // browsers that take WebP but not AVIF, which then get the JPEG.
      return [photo.src, await madePhoto(url, { width, height, format: "jpg" }, { webp: false })];
    }),
  );
  // On a line of its own: Astro is part-way through a line of its build log when pages start rendering.
  if (failed.length > 0) console.warn(`\n${offlineWarning(origin, failed, wanted.length)}`);
  registerUploadedPhotos(shown.filter((entry) => entry !== undefined));
}
