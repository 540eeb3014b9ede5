/**
 * The service worker (decision 017), built by scripts/service-worker.ts into /sw.js with the list of
 * files to keep with the build. Workbox does the caching; this file only says what goes where.
 * - The offline pages and the site's stylesheets and icons are kept with each build (precache),
 *   so the offline page opens with nothing else cached.
 * - Pages: network first (a page is never older than it must be); after 3 s without an answer, or
 *   with no network, the kept copy, else the offline page in the page's language. A page is kept
 *   once per address, whatever its query (the query only fills in a form), and never when its
 *   answer says `no-store` or `private` (the editor, the health check). With each page kept, the
 *   code of its islands (and every module that code imports) is kept too, so a page that opens
 *   offline also works offline. The arrival pages and the pages open when the worker installs (the
 *   page of the first visit) are kept as it installs.
 * - Hashed files (/_astro/): cache first; their names change whenever their bytes do.
 * - Photos from the photo host are not handled here at all, so they are never cached by it.
 * - The editor (/admin) is not handled here at all; /version.json (no-store) is never kept, so it
 *   always tells the live commit.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import type { RouteHandlerCallbackOptions } from "workbox-core/types";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { ExpirationPlugin } from "workbox-expiration";
import { importedModules } from "@/lib/code-ahead";
import { arrivalPaths, keptPageKey, mayKeepPage, offlinePathFor, pageCode, pageNetworkTimeoutMs } from "@/lib/offline";
import { isAdminPath } from "@/lib/admin-path";

type WorkerScope = {
  __WB_MANIFEST: PrecacheEntry[];
  location: Location;
  clients: { matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<{ url: string }[]> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  addEventListener(type: "install", listener: (event: ExtendableEvent) => void): void;
};
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
const worker = self as unknown as WorkerScope;

// Spelled out in full: the build writes the list of files in place of `self.__WB_MANIFEST`.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();

const assets = new CacheFirst({
  cacheName: "assets",
  // Old builds' files are never asked for again: keep the newest few hundred.
  plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
});

/** Keeps each module (and what it imports, at once or lazily) through the assets' cache. */
async function keepCode(urls: string[], event: ExtendableEvent) {
  const seen = new Set<string>();
  const keep = async (url: string): Promise<void> => {
    if (seen.has(url)) return;
    seen.add(url);
    const response = await assets.handle({ request: new Request(url), event });
    if (url.endsWith(".js") && response.ok) await Promise.all(importedModules(await response.text(), url).map(keep));
  };
  await Promise.all(urls.map((url) => keep(url).catch(() => undefined)));
}

const pages = new NetworkFirst({
  cacheName: "pages",
  plugins: [
    { cacheKeyWillBeUsed: async ({ request }) => keptPageKey(request.url) },
    { cacheWillUpdate: async ({ response }) => (mayKeepPage(response) ? response : null) },
    new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }),
    {
      cacheDidUpdate: async ({ newResponse, event }) => {
        const url = new URL(newResponse.url || worker.location.href);
        await keepCode(pageCode(await newResponse.text(), url.href), event as ExtendableEvent);
      },
    },
  ],
});

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The kept copy of a page, else the offline page of its language. */
async function keptOrOffline(url: URL): Promise<Response> {
  const kept = await caches.match(keptPageKey(url.href), { cacheName: "pages" });
  return kept ?? (await matchPrecache(offlinePathFor(url.pathname))) ?? Response.error();
}

/** Network first, but a stalled network is given up at the stated time, kept copy or not. */
async function page(options: RouteHandlerCallbackOptions): Promise<Response> {
  const fromNetwork = pages.handle(options).catch(() => keptOrOffline(options.url));
  const givenUp = wait(pageNetworkTimeoutMs).then(() => keptOrOffline(options.url));
  return Promise.race([fromNetwork, givenUp]);
}

registerRoute(({ request, url }) => request.mode === "navigate" && !isAdminPath(url.pathname), page);
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_astro/"), assets);

setCatchHandler(async ({ request, url }) => {
  if (request.destination !== "document") return Response.error();
  return (await matchPrecache(offlinePathFor(url.pathname))) ?? Response.error();
});

/** The arrival pages, and the pages open now: the first visit's page was loaded before the worker. */
async function keepPagesOnInstall(event: ExtendableEvent) {
  const open = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
  const urls = new Set([
    ...arrivalPaths().map((path) => new URL(path, worker.location.href).href),
    ...open.map((client) => client.url).filter((url) => new URL(url).origin === worker.location.origin),
  ]);
  await Promise.all(
    [...urls].map((url) => pages.handleAll({ event, request: new Request(url) })[1].catch(() => undefined)),
  );
}
worker.addEventListener("install", (event) => event.waitUntil(keepPagesOnInstall(event)));

// No clients.claim(): taking over the open page would keep Chromium from restoring it from the
// back/forward cache. The page of the first visit is kept above; from the next page on, the worker
// serves them. A newer worker waits until the visitor presses Reload in the page's notice, so
// nothing changes under an open page.
worker.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void worker.skipWaiting();
});
