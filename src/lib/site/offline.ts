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
