import { defineMiddleware } from "astro:middleware";
import { loadUploadedPhotos } from "@/lib/uploaded-photos";

/**
 * Before any page renders (at build time for this static site, per request under `astro dev`): the
 * photos uploaded through the editor are made into AVIF and WebP, so components read them synchronously.
 */
export const onRequest = defineMiddleware(async (_context, next) => {
  await loadUploadedPhotos();
  return next();
});
