import {
  axeViolations,
  everyPage,
  expect,
  expectNoAxeViolations,
  hindiRoutes,
  layoutRules,
  routes,
  settle,
  settleInPlace,
  shorterThanAThumb,
  test,
  viewports,
} from "./fixtures";
import roomPageCopy from "../src/content/copy/room-page.json" with { type: "json" };
import commonCopy from "../src/content/copy/common.json" with { type: "json" };

/** Each template's first page (the English edition, and one room page for the three): the rest share its markup. */
const templatePages = new Set<string>(
  routes.map(({ path }) => path).filter((path) => !/\/rooms\/(?!deluxe$)/.test(path)),
);
templatePages.add("/nope");

/** A not-found page's heading, and its link home. */
const notFound = {
  en: { heading: /Oops! Page not found/, back: "Return to Home", home: "/" },
  hi: { heading: /उफ़! यह पेज नहीं मिला/, back: "होम पेज पर लौटें", home: "/hi" },
};

/**
 * Every page in both languages, and both not-found pages, in one load each: what every page must
 * be, checked on the states a visitor meets, in the order they meet them. The width and the colour
 * scheme change in place, as a visitor turning a phone or switching the theme changes them.
 *
 * Every page gets every axe rule once (phone width, light theme), and its buttons are measured for a
 * thumb there. A template's first page also gets the colour rules in the dark theme and every rule
 * again at desktop width. A page that shares its template (the Hindi edition, the other room pages)
 * differs from it only in words and photos: its colours are the template's classes, already checked
 * in both themes and widths, so at desktop width it gets only the target sizes, which words change.
 */
test.describe("every page", () => {
  // One load, axe seven or eight times: room for that on a busy 2-core machine.
  test.describe.configure({ timeout: 180_000 });
  for (const path of everyPage) {
    const heading = [...routes, ...hindiRoutes].find((route) => route.path === path)?.heading;
    const hindi = path.startsWith("/hi");
    test(`${path}: as loaded and settled, on a phone and a desktop, light and dark`, async ({
      page,
      consoleErrors,
    }) => {
      // That it answers (404 for the not-found pages: server/site-server.test.ts) with one main heading, a
      // header leading within its language, and a Hindi page marked Hindi, its Book Now within /hi, all
      // without JavaScript, is the conformance gate's (test/conformance/facts.ts, everyPageProblems).

      // Lighthouse and other auditors read the page as it loads, before anyone scrolls: the blocks
      // below the fold have not been laid out yet, so their estimated heights must not make targets
      // overlap. A block not yet shown keeps its estimate when the width changes, so widening the
      // unscrolled page in place shows what a load at the wider width shows.
      for (const width of [320, 412]) {
        await test.step(`no overlapping targets as loaded at ${width} px, before any scrolling`, async () => {
          await page.setViewportSize({ width, height: 823 });
          if (width === 320) {
            await page.goto(path);
            if (heading) await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
            await page.waitForLoadState("networkidle");
          } else {
            await settleInPlace(page);
          }
          expect(await page.evaluate(() => window.scrollY), "nothing has scrolled the page yet").toBe(0);
          expect(
            await axeViolations(page, [...layoutRules]),
            "overlapping targets here usually mean a block grew taller than its render-when-near-* estimate (see src/styles/global.css)",
          ).toEqual([]);
        });
      }

      await test.step("does not scroll sideways at 320 px", async () => {
        await page.setViewportSize({ width: 320, height: 700 });
        await settle(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });

      await page.emulateMedia({ reducedMotion: "reduce" });
      const template = templatePages.has(path);
      await test.step("no axe violations at phone width, and every button a thumb's height", async () => {
        await page.setViewportSize(viewports.phone);
        await settleInPlace(page);
        if (template) await expectNoAxeViolations(page, `${path} at phone width`);
        else expect(await axeViolations(page), `${path} at phone width`).toEqual([]);
        expect(await shorterThanAThumb(page), "buttons shorter than a thumb").toEqual([]);
      });
      if (/\/rooms\/[^/]+$/.test(path)) {
        await test.step("the primary action is a 44 px target, no smaller than the secondary", async () => {
          const words = roomPageCopy[hindi ? "hi" : "en"];
          const primary = await page.getByRole("link", { name: words.bookThisRoom, exact: true }).boundingBox();
          // Its name goes on with the words for a screen reader that it opens a new tab.
          const secondary = await page.getByRole("link", { name: words.askOnWhatsApp }).boundingBox();
          expect(primary!.height).toBeGreaterThanOrEqual(44);
          expect(primary!.height).toBeGreaterThanOrEqual(secondary!.height);
        });
      }
      await test.step("no axe violations at desktop width", async () => {
        await page.setViewportSize(viewports.desktop);
        await settleInPlace(page);
        if (template) await expectNoAxeViolations(page, `${path} at desktop width`);
        else expect(await axeViolations(page, layoutRules), `${path} at desktop width`).toEqual([]);
      });

      // That its structured data parses and its prices, times and answers are on the page is the
      // conformance gate's, on the built HTML (test/conformance/json-ld.ts, json-ld-shown.ts).
      if (!heading) {
        await test.step("is its language's not-found page, unindexed, logs the path and leads home", async () => {
          const words = notFound[hindi ? "hi" : "en"];
          await expect(page.locator("html")).toHaveAttribute("lang", hindi ? "hi" : "en");
          await expect(page.getByRole("heading", { level: 1, name: words.heading })).toBeVisible();
          await expect(page.getByText("404", { exact: true })).toBeVisible();
          await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
          expect(consoleErrors.join("\n")).toContain(path);
          await page.getByRole("link", { name: words.back }).click();
          await expect(page).toHaveURL(words.home);
        });
      }
      // A not-found page logs the missing path (checked above) and the browser logs its 404 status.
      const expected = heading ? [] : [/status of 404/, new RegExp(`non-existent route: ${path}$`)];
      expect(consoleErrors.filter((error) => !expected.some((known) => known.test(error)))).toEqual([]);
    });
  }
});

// One load of /rooms for both: the skip link and the navbar's marks are the same shell on every page.
test("the skip link is the first stop and moves focus to the content; the navbar marks the current page, and Home only on the home page", async ({
  page,
}) => {
  await page.goto("/rooms");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();

  const nav = page.getByRole("navigation", { name: "Main" }).first();
  await expect(nav.getByRole("link", { name: "Rooms" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  await page.goto("/");
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
});

test.describe("on a phone", () => {
  test.use({ viewport: viewports.phone, hasTouch: true });

  // One load of / for the drawer's pointer and keyboard use: the drawer is the same on every page.
  test("the menu drawer opens, closes on Escape, opens again from the keyboard (Enter on its button), keeps keyboard focus inside it, and closes on choosing a link", async ({
    page,
  }) => {
    // Two axe runs over the whole page (light and dark) with the menu open.
    test.slow();
    await page.goto("/");
    const openMenu = page.getByRole("button", { name: "Open menu" });
    await openMenu.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page, "the phone menu, open");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(openMenu).toBeFocused();

    await test.step("keyboard: Enter on the focused menu button opens the drawer", async () => {
      await openMenu.focus();
      await page.keyboard.press("Enter");
      await expect(drawer).toBeVisible();
    });
    await test.step("the drawer keeps keyboard focus inside it", async () => {
      for (let i = 0; i < 15; i += 1) {
        await page.keyboard.press("Tab");
        expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
    });

    await drawer.getByRole("link", { name: "Amenities" }).click();
    await expect(page).toHaveURL("/amenities");
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  for (const locale of ["en", "hi"] as const) {
    test(`${locale}: every control of the header and the menu is a thumb's target, the header's Book Now no smaller than the menu button`, async ({
      page,
    }) => {
      const nav = commonCopy[locale].nav;
      await page.goto(locale === "hi" ? "/hi/privacy" : "/privacy");
      const header = page.getByRole("banner");
      const bookNow = await header.getByRole("link", { name: nav.bookNow, exact: true }).boundingBox();
      const menuButton = header.getByRole("button", { name: nav.openMenu });
      const menu = await menuButton.boundingBox();
      expect(bookNow!.height, "the header's Book Now").toBeGreaterThanOrEqual(44);
      expect(menu!.height, "the menu button").toBeGreaterThanOrEqual(44);
      expect(menu!.width, "the menu button").toBeGreaterThanOrEqual(44);
      expect(bookNow!.height, "the primary action no smaller than the menu button").toBeGreaterThanOrEqual(
        menu!.height,
      );
      await menuButton.tap();
      const drawer = page.getByRole("dialog", { name: nav.menuTitle });
      await expect(drawer).toBeVisible();
      const controls = drawer.locator("a[href], button");
      const sizes = await controls.evaluateAll((elements) =>
        elements.map((el) => {
          const box = el.getBoundingClientRect();
          return {
            name: el.getAttribute("aria-label") ?? el.textContent?.trim(),
            height: box.height,
            width: box.width,
          };
        }),
      );
      expect(sizes.length, "the links, the language, the theme choices and Close").toBeGreaterThanOrEqual(10);
      expect(sizes.filter(({ height, width }) => height < 40 || width < 40)).toEqual([]);
    });
  }

  test("a page with nothing else to run starts no island until the menu is reached, and the first tap opens it", async ({
    page,
  }) => {
    await page.goto("/privacy");
    await page.waitForLoadState("networkidle");
    // The menu's code may be fetched into the cache while the page is idle, but nothing runs it.
    expect(await page.evaluate(() => document.querySelectorAll("astro-island:not([ssr])").length)).toBe(0);
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  });
});
