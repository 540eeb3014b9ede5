import type { Page } from "@playwright/test";

/**
 * Resolves once the site's service worker has installed (its arrival pages and offline page are kept)
 * and controls the page: from then on a navigation in this context is served with it, as a returning
 * guest's is. Only specs that allow service workers (playwright.config.ts blocks them) can use it.
 */
export async function workerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((done) => navigator.serviceWorker.addEventListener("controllerchange", done, { once: true }));
  });
}
