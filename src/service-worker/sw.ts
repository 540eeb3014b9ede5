/**
 * The service worker (decision 017), built by scripts/service-worker.ts into /sw.js with the list of
 * files to keep with the build. Workbox does the caching; this file only says what goes where.
 * - The offline pages and the site's stylesheets and icons are kept with each build (precache),
 *   so the offline page opens with nothing else cached.
 * - Pages: network first (a page is never older than it must be), the kept copy after 3 s without
 *   an answer or with no network, else the offline page in the page's language. The arrival pages
 *   are fetched and kept as soon as the worker installs.
 * - Hashed files (/_astro/): cache first; their names change whenever their bytes do.
 * - Photos from the photo host are not handled here at all, so they are never cached by it; nor is
 *   /version.json, which must always tell the live commit.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { ExpirationPlugin } from "workbox-expiration";
import { pageCache } from "workbox-recipes";
import { clientsClaim } from "workbox-core";
import { arrivalPaths, offlinePathFor, versionPath } from "@/lib/site/offline";

type WorkerScope = {
  __WB_MANIFEST: PrecacheEntry[];
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
};
const worker = self as unknown as WorkerScope;

// Spelled out in full: the build writes the list of files in place of `self.__WB_MANIFEST`.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();

// /version.json opened in a tab is a navigation too: it must never come from a kept copy.
pageCache({
  networkTimeoutSeconds: 3,
  warmCache: arrivalPaths(),
  matchCallback: ({ request, url }) => request.mode === "navigate" && url.pathname !== versionPath,
});

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_astro/"),
  new CacheFirst({
    cacheName: "assets",
    // Old builds' files are never asked for again: keep the newest few hundred.
    plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
  }),
);

setCatchHandler(async ({ request, url }) => {
  if (request.destination !== "document") return Response.error();
  return (await matchPrecache(offlinePathFor(url.pathname))) ?? Response.error();
});

// The first worker looks after the page that installed it at once; a newer one waits until the
// visitor presses Reload in the page's notice, so nothing changes under an open page.
clientsClaim();
worker.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void worker.skipWaiting();
});
