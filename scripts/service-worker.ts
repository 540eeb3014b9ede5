import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build, type Plugin } from "esbuild";
import { injectManifest } from "workbox-build";
import { codeAheadWorker, readyAheadScript } from "../src/page-scripts/code-ahead";
import { locales } from "../src/lib/i18n/i18n";
import { offlinePaths, serviceWorkerClient, serviceWorkerPath } from "../src/lib/site/offline";
import { builtPageCode } from "./page-code";
// The dictionary file itself: the words accessor reads collections only Astro's build can load.
import calendar from "../src/content/copy/calendar.json" with { type: "json" };
import common from "../src/content/copy/common.json" with { type: "json" };

/** The built file behind a clean URL, and back: "/hi/offline" ↔ "hi/offline.html". */
const offlineFiles = new Map(offlinePaths().map((url) => [`${url.slice(1)}.html`, url]));

/**
 * Builds /sw.js after the pages have their final bytes (the icon sprite and script rewrites come
 * first), so each kept file's revision is the hash of what is served. The worker's own code is
 * bundled with Workbox's modules and each page's code (scripts/page-code.ts); workbox-build writes in
 * the list of files to keep. The page's
 * side, /sw-register.js, is built beside it with the update notice's words, and so are the worker that
 * fetches island code ahead of the guest, /code-ahead.js, and the page script that readies the islands
 * that code serves and draws their calendars' shells, /ready-ahead.js (decisions 014 and 015).
 */
const sourceDir = path.resolve(import.meta.dirname, "..", "src");

/**
 * The calendars' shells (src/page-scripts/calendar-shell.ts) only write dates: the date locales' parsers and
 * relative wording ("3 days ago") stay out of the page script that draws them, about half of each
 * locale's code.
 */
const writeOnlyDateLocales: Plugin = {
  name: "write-only-date-locales",
  setup(build) {
    build.onResolve({ filter: /^\.\/[\w-]+\/_lib\/(match|formatDistance|formatRelative)\.js$/ }, (args) =>
      /date-fns[\\/]locale[\\/]/.test(args.importer)
        ? { path: args.path.split("/").pop()!.replace(".js", ""), namespace: "left-out" }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "left-out" }, (args) => ({
      contents: `export const ${args.path} = undefined;`,
      loader: "js",
    }));
  },
};

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): every function
 * of the script is compiled as the script is, which for a script of this size is while it downloads,
 * off the page's thread, instead of at its first call. The calendars' shells are drawn by code that
 * first runs inside a guest's tap, and compiling it there was 42–88 ms of the touch's task on the
 * low-tier phone (traced); with the hint, 6 ms (decision 015, "The calendars' script compiled before the tap").
 */
const compileAllOnLoad = "//# allFunctionsCalledOnLoad";

type BundleOptions = { define?: Record<string, string>; plugins?: Plugin[]; banner?: string };

/** Bundles a worker's or page script's entry (a path under src/) into a single minified script. */
async function bundle(entry: string, outfile: string, { define = {}, plugins = [], banner }: BundleOptions = {}) {
  await build({
    plugins,
    banner: banner === undefined ? undefined : { js: banner },
    entryPoints: [path.join(sourceDir, entry)],
    outfile,
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2020",
    // Workbox's logging and checks are for development builds only.
    define: { "process.env.NODE_ENV": '"production"', ...define },
    alias: { "@": sourceDir },
    logLevel: "warning",
  });
}

/** The update notice's words in every language, as the page's script reads them. */
function updateWords(): string {
  return JSON.stringify(Object.fromEntries(locales.map((locale) => [locale, common[locale].update])));
}

export async function buildServiceWorker(distDir: string): Promise<{ count: number; size: number }> {
  const temp = mkdtempSync(path.join(tmpdir(), "sw-"));
  try {
    const swSrc = path.join(temp, "sw.js");
    // Each page's code, read from the pages' final bytes: a page kept offline is kept with it.
    await bundle("service-worker/sw.ts", swSrc, { define: { PAGE_CODE: JSON.stringify(builtPageCode(distDir)) } });
    await bundle("service-worker/register.ts", path.join(distDir, serviceWorkerClient.slice(1)), {
      define: { UPDATE_WORDS: updateWords() },
    });
    await bundle("workers/code-ahead.ts", path.join(distDir, codeAheadWorker.slice(1)));
    await bundle("page-scripts/ready-ahead.entry.ts", path.join(distDir, readyAheadScript.slice(1)), {
      define: {
        CALENDAR_WORDS: JSON.stringify(Object.fromEntries(locales.map((locale) => [locale, calendar[locale]]))),
      },
      plugins: [writeOnlyDateLocales],
      banner: compileAllOnLoad,
    });
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest: path.join(distDir, serviceWorkerPath.slice(1)),
      globDirectory: distDir,
      globPatterns: [
        ...offlineFiles.keys(),
        serviceWorkerClient.slice(1),
        // The head script's page scripts: a kept page starts them offline too.
        codeAheadWorker.slice(1),
        readyAheadScript.slice(1),
        "_astro/*.css",
        "_astro/icons.*.svg",
        "icons/*.png",
      ],
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
