/**
 * Back and Forward from memory (the back/forward cache) on every kind of page (Hindi's runs the same code),
 * from a guest's first visit: a fresh browser whose service worker installs while they browse. No
 * page gives Chromium a reason not to keep it (an `unload` handler, `Cache-Control: no-store`, an open
 * connection, the worker claiming the page as it activates); the reasons are read through the
 * DevTools Protocol (`Page.backForwardCacheNotUsed`). A restored page is as the guest left it, but
 * for what must not outlive the visit: the phone menu is closed, the form's draft is kept, the theme is
 * the one chosen since.
 */
import type { Page } from "@playwright/test";
import commonCopy from "../src/content/copy/common.json" with { type: "json" };
import contactFieldsCopy from "../src/content/copy/contact-fields.json" with { type: "json" };
import { chromiumArgs, chromiumExecutable } from "../test/support/browser";
import { expect, routePhotos, test } from "./fixtures";
import { chooseDark } from "./theme";

test.use({
  // Playwright starts Chromium with the back/forward cache switched off; the headless shell the other
  // specs drive has none at all (BackForwardCacheDisabledForDelegate): the full browser has.
  launchOptions: {
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  },
  // The first visit's worker installs and activates while the page is in the cache.
  serviceWorkers: "allow",
});

/** A page of each kind the site has: the home, rooms, a room, booking, events, dining, contact, policies. */
const pages = [
  "/",
  "/rooms",
  "/rooms/deluxe",
  "/booking",
  "/events",
  "/events/inquiry",
  "/dining",
  "/contact",
  "/policies",
  "/amenities",
];

/**
 * Collects the reasons Chromium gives for not restoring a page from the cache, and marks the page as
 * it is left, so a test can tell a page restored from memory from one loaded again.
 */
async function watchBackForward(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  const reasons: string[] = [];
  cdp.on("Page.backForwardCacheNotUsed", (event) => {
    for (const { reason } of event.notRestoredExplanations) reasons.push(reason);
  });
  return {
    reasons,
    markLeft: () => page.evaluate(() => Object.assign(window, { leftFromHere: true })),
    restored: () => page.evaluate(() => "leftFromHere" in window),
  };
}

/** Back, as the guest presses it: a page from the cache fires no load, so this waits for the commit. */
const back = (page: Page) => page.goBack({ waitUntil: "commit" });

/**
 * Every kind, in English: what keeps a page out of the cache is its code (handlers, headers, connections,
 * the worker), and a Hindi page runs its English twin's. Each kind in a tab of its own, all opened at
 * once in one browser: each is the first page of the visit in its tab, not controlled by the worker,
 * and the one worker installs while they are in the cache. One install for all, rather than a fresh
 * context and an install a kind, took about half the time. /booking keeps its typed draft; /rooms shows
 * the theme chosen on the page after it.
 */
test("every kind of page is restored from the back/forward cache on the first visit, the worker installing meanwhile: /booking with the form's typed draft, /rooms in the theme chosen on the page after it", async ({
  context,
}) => {
  await routePhotos(context);
  const tabs = await Promise.all(
    pages.map(async (path) => {
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme: "light" });
      return { path, page, cache: await watchBackForward(page) };
    }),
  );
  // Every tab's first page asked for before the worker is registered: none of them is controlled.
  await Promise.all(tabs.map(({ page, path }) => page.goto(path, { waitUntil: "commit" })));
  const booking = tabs.find(({ path }) => path === "/booking")!.page;
  const firstName = booking.getByLabel(contactFieldsCopy.en.fields.firstName.label);
  await firstName.fill("Aarav");
  await Promise.all(
    tabs.map(async ({ page, path, cache }) => {
      expect(
        await page.evaluate(() => navigator.serviceWorker.controller === null),
        `${path}: the visit's first page, not controlled by a worker`,
      ).toBe(true);
      // This page has registered the worker (the head script loads /sw-register.js once the page is
      // idle, and it registers at once), which installs from here on.
      await expect
        .poll(() =>
          page.evaluate(
            async () =>
              performance.getEntriesByType("resource").some((entry) => entry.name.endsWith("/sw-register.js")) &&
              Boolean(await navigator.serviceWorker.getRegistration()),
          ),
        )
        .toBe(true);
      await cache.markLeft();
      await page.goto("/official");
    }),
  );
  await tabs[0]!.page.evaluate(() => navigator.serviceWorker.ready);
  // The theme chosen on the last page of /rooms' tab: the other tabs are brought back first.
  const [rooms, others] = [tabs.filter(({ path }) => path === "/rooms"), tabs.filter(({ path }) => path !== "/rooms")];
  for (const { page, path, cache } of [...others, ...rooms]) {
    if (path === "/rooms") await chooseDark(page);
    await back(page);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expect(cache.reasons, `${path}: reasons not to restore`).toEqual([]);
    expect(await cache.restored(), `${path}: restored from memory`).toBe(true);
  }
  await expect(firstName).toHaveValue("Aarav");
  await expect(rooms[0]!.page.locator("html")).toHaveClass(/\bdark\b/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the menu the guest left the page by is closed after Back", async ({ page }) => {
    const common = commonCopy.en;
    const cache = await watchBackForward(page);
    await page.goto("/events");
    await page.getByRole("button", { name: common.nav.openMenu }).tap();
    const menu = page.getByRole("dialog", { name: common.nav.menuTitle });
    await cache.markLeft();
    await menu.getByRole("link", { name: common.nav.bookNow }).tap();
    await expect(page).toHaveURL(/\/booking$/);
    await back(page);
    await expect(page).toHaveURL(/\/events$/);
    expect(await cache.restored()).toBe(true);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: common.nav.openMenu })).toBeVisible();
  });
});
