/**
 * The service worker (decision 017), built by scripts/service-worker.ts into /sw.js with the list of
 * files to keep with the build and each page's code. Workbox does the caching; this file only says
 * what goes where.
 * - The offline pages and the site's stylesheets and icons are kept with each build (precache),
 *   so the offline page opens with nothing else cached.
 * - Pages: network first (a page is never older than it must be); after 3 s without an answer, or
 *   with no network, the kept copy, else the offline page in the page's language. One copy a path
 *   (the query left out), at most `maxKeptPages`, never a response marked `no-store` or `private`.
 *   The arrival pages are fetched and kept as soon as the worker installs.
 * - A page kept is kept with its code (its islands' modules and all they import, lazily too), so
 *   what it shows works offline. A page opened before the worker controlled it (the first of a
 *   visit) asks for the same (`keepPageMessage`, src/service-worker/register.ts).
 * - Hashed files (/_astro/): cache first; their names change whenever their bytes do.
 * - Never handled: the editor (/admin), /healthz, /version.json, and photos from the photo host.
 * - No `clients.claim()`: claiming the open pages would evict them from the back/forward cache.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { ExpirationPlugin } from "workbox-expiration";
import { warmStrategyCache } from "workbox-recipes";
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from "workbox-core/types";
import {
  arrivalPaths,
  codeCache,
  isNeverKept,
  keepPageMessage,
  keptPageKey,
  maxKeptPages,
  mayKeep,
  networkTimeoutMs,
  offlinePathFor,
  pageCodeFor,
  pagesCache,
  type PageCode,
} from "@/lib/site/offline";

/** A worker's event whose work may outlast its handler (the site's types have no worker library). */
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type ExtendableMessageEvent = ExtendableEvent & { data: unknown };

type WorkerScope = {
  __WB_MANIFEST: PrecacheEntry[];
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
};
const worker = self as unknown as WorkerScope;

/** Each page's code, written in by the build (scripts/page-code.ts). */
declare const PAGE_CODE: PageCode;

// Spelled out in full: the build writes the list of files in place of `self.__WB_MANIFEST`.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();

/** Refuses what the server says must not be stored (`no-store`) or is the visitor's alone (`private`). */
const onlyWhatMayBeKept: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    mayKeep(response.status, response.headers.get("Cache-Control")) ? response : null,
};

const code = new CacheFirst({
  cacheName: codeCache,
  // Old builds' files are never asked for again: keep the newest few hundred.
  plugins: [onlyWhatMayBeKept, new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
});

/** Keeps a page's code (modules already kept are not fetched again). */
function keepCodeOf(pathname: string, event: ExtendableEvent) {
  return Promise.all(
    pageCodeFor(PAGE_CODE, pathname).map((url) =>
      code.handle({ event, request: new Request(url) }).catch(() => undefined),
    ),
  );
}

const pages = new NetworkFirst({
  cacheName: pagesCache,
  plugins: [
    onlyWhatMayBeKept,
    { cacheKeyWillBeUsed: async ({ request }) => keptPageKey(request.url) },
    new ExpirationPlugin({ maxEntries: maxKeptPages, purgeOnQuotaError: true }),
    // A page kept without the code its islands run would show a form whose buttons do nothing.
    {
      cacheDidUpdate: async ({ request, event }) => {
        await keepCodeOf(new URL(request.url).pathname, event);
      },
    },
  ],
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Network first, but never longer than `networkTimeoutMs`: then the kept copy, or with none the
 * offline page (Workbox's own timeout only falls back to a kept copy, and without one waits on).
 * The network's answer, should it come later, is still kept.
 */
async function pageWithin(options: RouteHandlerCallbackOptions): Promise<Response> {
  const [answer] = pages.handleAll(options);
  const giveUp = sleep(networkTimeoutMs).then(async () => {
    const kept = await caches.match(keptPageKey(options.url.href), { cacheName: pagesCache });
    return kept ?? (await matchPrecache(offlinePathFor(options.url.pathname))) ?? Response.error();
  });
  return Promise.race([answer, giveUp]);
}

registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.mode === "navigate" && !isNeverKept(url.pathname),
  pageWithin,
);

// The pages a guest needs on arrival, with their code.
warmStrategyCache({ urls: arrivalPaths(), strategy: pages });

registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_astro/"), code);

setCatchHandler(async ({ request, url }) => {
  if (request.destination !== "document") return Response.error();
  return (await matchPrecache(offlinePathFor(url.pathname))) ?? Response.error();
});

/** Fetches again an arrival page the page cache has let go (the least recently opened go first). */
async function keepArrivalPages(event: ExtendableEvent) {
  const cache = await caches.open(pagesCache);
  for (const path of arrivalPaths()) {
    const key = keptPageKey(new URL(path, location.href).href);
    if (!(await cache.match(key))) await pages.handleAll({ event, request: new Request(path) })[1];
  }
}

/**
 * A page the worker does not control (the first of a visit, opened before the worker installed)
 * sends its path: the page and its code are kept as if it had been opened through the worker. No
 * claim of that page, and no message back: either would evict it from the back/forward cache.
 */
function keepPage(event: ExtendableMessageEvent, path: string) {
  const url = new URL(path, location.href);
  if (url.origin !== location.origin || isNeverKept(url.pathname)) return;
  event.waitUntil(
    Promise.all([pages.handleAll({ event, request: new Request(url.pathname) })[1], keepArrivalPages(event)]),
  );
}

// A newer worker waits until the visitor presses Reload in the page's notice, so nothing changes
// under an open page.
worker.addEventListener("message", (event) => {
  const data = event.data as { type?: string; path?: unknown } | null;
  if (data?.type === "SKIP_WAITING") void worker.skipWaiting();
  if (data?.type === keepPageMessage && typeof data.path === "string") keepPage(event, data.path);
});
