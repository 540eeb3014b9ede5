import type { Page } from "@playwright/test";

/**
 * Resolves once the site's service worker has installed (its arrival pages, the page of this first
 * visit and their code, and the offline page are kept) and controls the page: from then on a
 * navigation in this context is served with it, as a returning guest's is. The worker never takes
 * over the page that installed it (that would keep the page out of the back/forward cache), so the
 * page is reloaded, as the guest's next page would be, when it is not yet the worker's. Only specs
 * that allow service workers (playwright.config.ts blocks them) can use it.
 */
export async function workerReady(page: Page) {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
}
