import { defineMiddleware } from "astro:middleware";
import { loadSelfHostedPhotos } from "@/lib/photos/self-hosted-photos";
import { loadUploadedPhotos } from "@/lib/photos/uploaded-photos";
import { largestPaintPhotos } from "@/content/read/lcp-photos";

/**
 * Before any page renders (at build time for this static site, per request under `astro dev`): the
 * photos uploaded through the editor, and the photo-host photos pages paint largest (decision 010),
 * are made into same-origin AVIF (and WebP for uploads), so components read them synchronously.
 */
export const onRequest = defineMiddleware(async (_context, next) => {
  await Promise.all([loadUploadedPhotos(), loadSelfHostedPhotos(largestPaintPhotos())]);
  return next();
});
