import { expect, type Page } from "@playwright/test";
import { builtPageCode } from "../scripts/page-code";
import { distDir } from "../server/site-files";
import { pageCodeFor } from "../src/lib/site/offline";

/**
 * Resolves once the site's service worker has installed (its arrival pages and offline page are kept)
 * and controls the page: from then on a navigation in this context is served with it, as a returning
 * guest's is. The worker never claims the page that installed it (that would evict it from the
 * back/forward cache), so that page is reloaded, as a guest's next visit would open it. Only specs that
 * allow service workers (playwright.config.ts blocks them) can use it.
 */
export async function workerReady(page: Page) {
  const controlled = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  if (!controlled) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Each page's code as the build wrote it into the worker (scripts/page-code.ts). */
const pageCode = builtPageCode(distDir);

/**
 * Whether the worker has kept the page (by its path, without query) and every module of its code:
 * what the guest will find with no network. Polled, since the worker keeps them in the background.
 */
export async function keptWithItsCode(page: Page, pathname: string) {
  const urls = [pathname, ...pageCodeFor(pageCode, pathname)];
  expect(urls.length, `${pathname} has code to keep`).toBeGreaterThan(1);
  await expect
    .poll(
      () =>
        page.evaluate(
          async (wanted) => (await Promise.all(wanted.map((url) => caches.match(url)))).filter((hit) => !hit).length,
          urls,
        ),
      { message: `the worker kept ${pathname} and its code`, timeout: 60_000 },
    )
    .toBe(0);
  // The worker fills its cache while it installs; it answers a navigation only once active, so a
  // reload in between still goes to the network (a flake in the clean-clone gate, 2026-12-03).
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
}
