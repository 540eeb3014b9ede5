import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { injectManifest } from "workbox-build";
import { offlinePaths, serviceWorkerPath } from "../src/lib/offline";

/** The built file behind a clean URL, and back: "/hi/offline" ↔ "hi/offline.html". */
const offlineFiles = new Map(offlinePaths().map((url) => [`${url.slice(1)}.html`, url]));

/**
 * Builds /sw.js after the pages have their final bytes (the icon sprite and script rewrites come
 * first), so each kept file's revision is the hash of what is served. The worker's own code is
 * bundled with Workbox's modules; workbox-build writes in the list of files to keep.
 */
export async function buildServiceWorker(distDir: string): Promise<{ count: number; size: number }> {
  const temp = mkdtempSync(path.join(tmpdir(), "sw-"));
  try {
    const swSrc = path.join(temp, "sw.js");
    await build({
      entryPoints: [path.resolve(import.meta.dirname, "..", "src", "service-worker", "sw.ts")],
      outfile: swSrc,
      bundle: true,
      format: "iife",
      minify: true,
      target: "es2020",
      // Workbox's logging and checks are for development builds only.
      define: { "process.env.NODE_ENV": '"production"' },
      alias: { "@": path.resolve(import.meta.dirname, "..", "src") },
      logLevel: "warning",
    });
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest: path.join(distDir, serviceWorkerPath.slice(1)),
      globDirectory: distDir,
      globPatterns: [...offlineFiles.keys(), "_astro/*.css", "_astro/icons.*.svg", "favicon.svg", "icons/*.png"],
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) => ({ ...entry, url: offlineFiles.get(entry.url) ?? `/${entry.url}` })),
          warnings: [],
        }),
      ],
    });
    if (warnings.length > 0) throw new Error(`service worker: ${warnings.join("; ")}`);
    return { count, size };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
