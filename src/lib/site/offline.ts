import { locales, localePath, splitLocale } from "../i18n/i18n";

/** Where the service worker is served: at the root, so its scope is the whole site. */
export const serviceWorkerPath = "/sw.js";
/** The live commit and when it went live (scripts/version-json.ts): never kept by the worker or any cache. */
export const versionPath = "/version.json";

/** The page's side of it (registration, the update notice), loaded once a page is idle. */
export const serviceWorkerClient = "/sw-register.js";

/** The page shown for a page that is neither reachable nor kept, by its English path. */
const offlinePage = "/offline";

/**
 * The pages a guest needs on arrival (how to reach the hotel, the rules at the desk, the numbers
 * to trust, and where to start), kept in every language as soon as the worker installs.
 */
const arrivalPages = ["/", "/contact", "/policies", "/official"] as const;

/** Every arrival page in every language: "/", "/contact", …, "/hi", "/hi/contact", …. */
export function arrivalPaths(): string[] {
  return locales.flatMap((locale) => arrivalPages.map((path) => localePath(locale, path)));
}

/** The offline page in the language of the page that could not be opened. */
export function offlinePathFor(pathname: string): string {
  return localePath(splitLocale(pathname).locale, offlinePage);
}

/** The offline page in every language: the worker keeps these with the build. */
export function offlinePaths(): string[] {
  return locales.map((locale) => localePath(locale, offlinePage));
}

/** Whether a path is an offline page (never listed in the sitemap). */
export function isOfflinePath(pathname: string): boolean {
  return splitLocale(pathname).path === offlinePage;
}

/** The worker's caches: the pages kept after a visit, and the site's code they run. */
export const pagesCache = "pages";
export const codeCache = "assets";

/**
 * How many pages the worker keeps at most (every page of the site fits, in both languages; a page
 * a guest has not opened for longest goes first). The arrival pages are fetched again once gone.
 */
export const maxKeptPages = 60;

/**
 * How long a page waits for the network before the kept copy is shown, or, with none, the offline
 * page: a stalled connection never leaves the guest on a blank screen.
 */
export const networkTimeoutMs = 3000;

/** Paths the worker never answers nor keeps: the editor, the supervisor's check, the live commit. */
export function isNeverKept(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/") || pathname === "/healthz" || pathname === versionPath;
}

/**
 * Whether the worker may keep a response: a whole answer (200) the server did not mark as one
 * nobody may store (`no-store`) or only the visitor's browser may (`private`, such as the editor).
 */
export function mayKeep(status: number, cacheControl: string | null): boolean {
  if (status !== 200) return false;
  const directives = (cacheControl ?? "").toLowerCase().split(",");
  return !directives.some((directive) => ["no-store", "private"].includes(directive.trim().split("=")[0]!));
}

/**
 * The key a page is kept under: its address without query or fragment, so visits with different
 * queries (a campaign's tag, a stay's dates) share one copy. Pages read their query in the browser.
 */
export function keptPageKey(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}

/** Each page's code (scripts/page-code.ts): each file named once, each page by its files' indexes. */
export type PageCode = { files: string[]; pages: Record<string, number[]> };

/** The code a page needs to work offline, by its path; none for a page the build does not know. */
export function pageCodeFor(table: PageCode, pathname: string): string[] {
  return (table.pages[pathname] ?? []).map((index) => table.files[index]!);
}

/** The message a page the worker does not yet control sends it, so its page and code are kept too. */
export const keepPageMessage = "KEEP_PAGE";
