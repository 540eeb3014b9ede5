import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { listFiles } from "../server/site-files";

/**
 * The build serves an uploaded photo only as the copies it makes (AVIF, WebP and one fallback at
 * sizes up to 1,600 px), yet Astro's pipeline also copies each original into _astro/ (a phone's
 * photo is 3–10 MB): an original no built file names is removed, so the upload never ships.
 */

/** Astro names a copied original `<name>.<hash>.<ext>` and a made copy `<name>.<hash>_<hash>.<ext>`. */
const original = /^_astro\/[^/]+\.[\w-]{8}\.(jpe?g|png|webp|avif)$/i;
const textFile = /\.(html|js|mjs|css|json|webmanifest|xml|txt)$/;

/** The originals among `files` (paths under the build folder) that no text in `texts` names. */
export function unnamedOriginals(files: readonly string[], texts: readonly string[]): string[] {
  return files.filter((file) => original.test(file) && !texts.some((text) => text.includes(path.basename(file))));
}

/** Removes the originals of a build that nothing names; returns their paths. */
export function removeUnnamedOriginals(dist: string): string[] {
  const files = listFiles(dist);
  const texts = files.filter((file) => textFile.test(file)).map((file) => readFileSync(path.join(dist, file), "utf8"));
  const removed = unnamedOriginals(files, texts);
  for (const file of removed) rmSync(path.join(dist, file));
  return removed;
}
