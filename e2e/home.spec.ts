import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, settle, shorterThanAThumb, test, viewports } from "./fixtures";
import { pageAsideInstalled } from "./islands";
const section = (page: Page, heading: string | RegExp) => page.getByRole("region", { name: heading });

test.describe("home page", () => {
  // One load of the home page as it arrives; the scroll indicator, which moves the page, comes last. What
  // its sections say and in which order, its hero, and the stats' first figures are test/conformance/facts.ts's.
  test("as loaded: its stats ticking without React, then the scroll indicator", async ({ page }) => {
    // The figures tick by themselves: time stands still until they are read, then flows again. Every
    // draw of the simulation says "one more room", so each tick shows a new figure.
    await page.addInitScript(() => (Math.random = () => 0.99));
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    const stats = section(page, "The hotel at a glance");
    await test.step("the stats tick without React: loading the page starts no island and fetches no React", async () => {
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => document.querySelectorAll("astro-island:not([ssr])").length)).toBe(0);
      // React's renderer is what an island brings; the page itself must not need it.
      const islandCode = await page.evaluate(() =>
        [...document.querySelectorAll("astro-island")].map((island) => island.getAttribute("renderer-url")),
      );
      for (const renderer of new Set(islandCode)) expect(scripts).not.toContain(renderer);
      // The tick's arithmetic is stats.test.ts's and ticker.test.ts's; here, that the page's own script runs it.
      await expect(stats.getByRole("definition").first()).toHaveText("28/38");
      await page.clock.runFor(8000);
      await expect(stats.getByRole("definition").first()).toHaveText("29/38");
    });
    await page.clock.resume();
    await test.step("the scroll indicator goes to the stats strip", async () => {
      await page.getByRole("link", { name: "Scroll to the hotel at a glance" }).click();
      await expect(page).toHaveURL(/#at-a-glance$/);
      await expect(stats).toBeInViewport();
    });
  });

  // The sections on the way are laid out only as they near the screen, so their heights change
  // while the page scrolls past them: the visitor must still land on the section asked for.
  test.describe("with motion allowed, on a phone", () => {
    test.use({ reducedMotion: "no-preference", viewport: { width: 375, height: 812 } });

    test("a link to /#location opens the home page at the location guide, and so does Learn More on the city-centre experience", async ({
      page,
    }) => {
      const guide = page.getByRole("heading", { level: 2, name: "In the Heart of Indore" });
      await page.goto("/#location");
      await page.waitForLoadState("networkidle");
      await expect(guide).toBeInViewport();
      await page.goto("/");
      const link = section(page, "Experiences at the Hotel").getByRole("link", {
        name: "Learn More about City-Centre Experience",
      });
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(guide).toBeInViewport();
      await expect(page).toHaveURL(/\/#location$/);
    });
  });

  // One load opens both of the page's photo dialogs, one after the other. Their moves (arrow keys, wrapping,
  // the buttons, focus given back) are Lightbox.test.tsx's and Gallery.test.tsx's; here, the real page.
  test("the virtual tour opens full screen from the keyboard and gives focus back on Escape; the gallery filters by category and opens a photo large", async ({
    page,
  }) => {
    await page.goto("/");
    await test.step("the virtual tour opens full screen from the keyboard and gives focus back on Escape", async () => {
      const start = page.getByRole("button", { name: "Start Virtual Tour" });
      await start.scrollIntoViewIfNeeded();
      await start.focus();
      await page.keyboard.press("Enter");
      const tour = page.getByRole("dialog", { name: "Virtual Tour" });
      await expect(tour.getByText("Photo 1 of 8: Arrival")).toBeVisible();
      // The dialog zooms in; measure once the opening animation has finished.
      await expect.poll(async () => (await tour.boundingBox())?.width).toBe(page.viewportSize()?.width);
      await page.keyboard.press("ArrowLeft");
      await expect(tour.getByText("Photo 8 of 8: Grand Banquet Hall")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(tour).toBeHidden();
      await expect(start).toBeFocused();
    });
    await test.step("the gallery filters by category and opens a photo large in the same dialog", async () => {
      const gallery = section(page, "Photo Gallery");
      await gallery.scrollIntoViewIfNeeded();
      const filters = gallery.getByRole("group", { name: "Show photos of" });
      await filters.getByRole("button", { name: "Dining" }).click();
      await expect(gallery.getByRole("listitem")).toHaveCount(2);
      const restaurant = gallery.getByRole("link", { name: /Top-Floor Restaurant/ });
      await restaurant.click();
      const viewer = page.getByRole("dialog", { name: "Photo Gallery" });
      await expect(
        viewer.getByRole("img", { name: "The top-floor restaurant's dining room with tables set for dinner" }),
      ).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await expect(viewer.getByText("Photo 2 of 2: Breakfast")).toBeVisible();
      await viewer.getByRole("button", { name: "Close" }).click();
      await expect(restaurant).toBeFocused();
    });
  });

  // A guest who opens the tour by mistake closes it at once. Setting the page aside behind it
  // (src/page-scripts/cover-behind.ts) once crashed the browser's renderer on exactly that, on a busy machine.
  test("the tour closed the moment it opens, its island still arriving, leaves the page whole and the focus on its button", async ({
    page,
  }) => {
    // Without the opening animation, the close comes while the page is still being set aside.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const start = page.getByRole("button", { name: "Start Virtual Tour" });
    const tour = page.getByRole("dialog", { name: "Virtual Tour" });
    // How long the guest takes to close it, each time on a fresh load: the click scrolls to the
    // button, which brings its island's code.
    for (const ms of [0, 40, 80, 120]) {
      await page.goto("/");
      await pageAsideInstalled(page);
      await start.click();
      await page.waitForTimeout(ms);
      await page.keyboard.press("Escape");
      await expect(tour).toBeHidden();
      await expect(start).toBeFocused();
      await expect(page.getByRole("banner").getByRole("link").first()).toBeVisible();
    }
  });
});

// The bar's date rules (no day before today, no check-out on or before the check-in, a check-in moved onto
// the check-out clears it), its shown dates and its link's parameters are proven by QuickBooking.test.tsx.
test("on a phone, the tour and the quick-booking calendar have no axe violations, the calendar's buttons are a thumb's height, and the bar's link carries the chosen stay to the booking page", async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone);
  await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  await page.clock.setFixedTime(new Date("2026-11-22T10:00:00"));
  await page.goto("/");
  await page.getByRole("button", { name: "Start Virtual Tour" }).click();
  await expect(page.getByRole("dialog", { name: "Virtual Tour" }).getByRole("img")).toBeVisible();
  await expectNoAxeViolations(page, "virtual tour");
  await page.keyboard.press("Escape");
  const bar = page.getByRole("group", { name: "Quick booking" });
  for (const [field, day] of [
    ["Check-in", "November 27th, 2026"],
    ["Check-out", "November 30th, 2026"],
  ] as const) {
    await bar.getByRole("button", { name: new RegExp(field) }).click();
    const calendar = page.getByRole("dialog", { name: field });
    if (field === "Check-in") {
      await expect(calendar.getByRole("button", { name: /next month/i })).toBeVisible();
      await expectNoAxeViolations(page, "check-in calendar");
      // Its buttons, the months' arrows and the days, are a thumb's height like every page's (shell.spec.ts).
      expect(await calendar.getByRole("button").count()).toBeGreaterThan(28);
      expect(await shorterThanAThumb(page), "buttons shorter than a thumb").toEqual([]);
    }
    await calendar.getByRole("button", { name: new RegExp(day) }).click();
    await expect(calendar).toBeHidden();
  }
  await bar.getByLabel("Guests").selectOption("3");
  await bar.getByRole("link", { name: "Check Availability" }).click();
  await expect(page).toHaveURL(/\/booking\?checkIn=2026-11-27&checkOut=2026-11-30&guests=3$/);
});

// The facts these pages show without JavaScript are test/conformance/facts.ts's; that none of their
// controls is shown then, which only a browser's styles show, is here (the gallery's filters, the tour, Send).
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home and contact pages show no button, which could do nothing", async ({ page }) => {
    for (const path of ["/", "/contact"]) {
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("button"), path).toHaveCount(0);
    }
  });
});

test.describe("no dead controls", () => {
  test.use({ viewport: viewports.desktop });

  test("every button in the content does something when pressed", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    // The carousels' pause buttons come with their slideshow: scroll past them first.
    await settle(page);
    const main = page.getByRole("main");
    /** What a button can change: open dialogs and popovers, pressed and current states, labels, the address. */
    const state = () =>
      page.evaluate(() =>
        JSON.stringify([
          location.href,
          // A native <dialog> shell (the tour, the gallery) counts once it is open.
          document.querySelectorAll('[role="dialog"], dialog[open]').length,
          [...document.querySelectorAll("main button")].map((b) =>
            ["aria-pressed", "aria-expanded", "aria-current", "aria-label"].map((a) => b.getAttribute(a)),
          ),
          document.querySelectorAll("main a[aria-haspopup]").length,
        ]),
      );
    const buttons = main.getByRole("button");
    const count = await buttons.count();
    let pressed = 0;
    for (let i = 0; i < count; i += 1) {
      const button = buttons.nth(i);
      if (!(await button.isVisible())) continue;
      // A toggle already on, or the dot of the photo shown, is in the state it would set.
      if ((await button.getAttribute("aria-pressed")) === "true" || (await button.getAttribute("aria-current")))
        continue;
      const name = (await button.getAttribute("aria-label")) ?? (await button.innerText());
      const before = await state();
      await button.click();
      pressed += 1;
      await expect.poll(state, { message: `button "${name}" did nothing` }).not.toBe(before);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
    // The gallery filters not yet chosen, the tour and both date fields at least.
    expect(pressed).toBeGreaterThanOrEqual(7);
  });
});
