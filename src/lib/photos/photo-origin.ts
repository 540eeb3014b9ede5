import { isUploadPath, type Photo } from "./photos";

/**
 * Self-hosted photos (decision 010): the photo a page paints largest (its LCP element) is served from
 * the site's own origin, so a phone need not open a connection to the photo host before it. A
 * production build downloads those photos' originals from the photo host and makes them into
 * same-origin AVIF (with a JPEG fallback) like an editor upload. These are the pure pieces; the download and the
 * image pipeline are in src/lib/photos/self-hosted-photos.ts.
 */

/**
 * The photo host the content's photo addresses point to, defined once: the server's headers
 * (server/http-headers.ts) allow it in the Content-Security-Policy and preconnect to it.
 */
export const photoOrigin = "https://images.unsplash.com";

const photoHost = new URL(photoOrigin).host;

/**
 * Where the build downloads the photo host's originals from: `PHOTO_HOST_ORIGIN` (the benchmark
 * points it at its local stand-in), else the photo host itself. `off` downloads nothing.
 */
export function photoHostOrigin(env: Record<string, string | undefined>): string | undefined {
  const given = env.PHOTO_HOST_ORIGIN?.trim();
  if (given === "off") return undefined;
  if (!given) return photoOrigin;
  if (!URL.canParse(given) || !/^https?:$/.test(new URL(given).protocol))
    throw new Error(`PHOTO_HOST_ORIGIN must be an http(s) origin such as ${photoOrigin}, not "${given}"`);
  return new URL(given).origin;
}

/** Astro's `image.remotePatterns` entry that lets its pipeline download from the origin. */
export function remotePatternFor(origin: string): { protocol: string; hostname: string; port?: string } {
  const url = new URL(origin);
  return { protocol: url.protocol.slice(0, -1), hostname: url.hostname, ...(url.port ? { port: url.port } : {}) };
}

/** True for a photo on the photo host (not an upload, not another site), the only kind the build self-hosts. */
export function isOnPhotoHost(src: string): boolean {
  return !isUploadPath(src) && URL.canParse(src) && new URL(src).host === photoHost;
}

/** The photos to self-host: those on the photo host with a known size, each once. */
export function photosToSelfHost(photos: readonly Photo[]): (Photo & { width: number; height: number })[] {
  const bySrc = new Map<string, Photo & { width: number; height: number }>();
  for (const photo of photos) {
    if (!isOnPhotoHost(photo.src) || !photo.width || !photo.height || bySrc.has(photo.src)) continue;
    bySrc.set(photo.src, { src: photo.src, width: photo.width, height: photo.height });
  }
  return [...bySrc.values()];
}

/** The widest a self-hosted photo is made: the largest width any srcset offers. */
export const largestWidth = 1920;

/**
 * The address the build downloads a photo's original from: the photo's path on `origin`, as a
 * high-quality JPEG no wider than the site ever shows it (the photo host resizes on request).
 */
export function originalUrl(src: string, width: number, origin: string): string {
  const url = new URL(new URL(src).pathname, `${origin}/`);
  url.searchParams.set("w", String(Math.min(width, largestWidth)));
  url.searchParams.set("fit", "crop");
  url.searchParams.set("q", "90");
  url.searchParams.set("fm", "jpg");
  return url.toString();
}

/** The one line the build prints when it cannot download some photos, which then stay on the photo host. */
export function offlineWarning(
  origin: string,
  failed: readonly { src: string; reason: string }[],
  total: number,
): string {
  const which =
    failed.length === total ? `all ${total} largest-paint photos` : `${failed.length} of ${total} largest-paint photos`;
  return `Warning: could not download ${which} from ${origin} (${failed[0]?.reason ?? "unknown"}); they stay on the photo host, so those pages' largest paint waits for a connection to it. Set PHOTO_HOST_ORIGIN=off to skip this.`;
}
