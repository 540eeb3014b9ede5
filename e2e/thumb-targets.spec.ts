import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Every kind of control the site has: the carousels with their dots (rooms list, room pages), the
 * slideshows, tour and gallery (home), the wizards and their steps, the forms, the policies and the
 * official channels, in both languages where the words change a button's size.
 */
const routes = [
  "/",
  "/rooms",
  "/rooms/deluxe",
  "/hi/rooms/deluxe",
  "/amenities",
  "/events",
  "/events/inquiry",
  "/dining",
  "/booking",
  "/hi/booking",
  "/contact",
  "/policies",
  "/official",
];

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("every button and button-styled link on the page is a thumb's height, 40 px or more", async ({ page }) => {
    for (const route of routes) {
      await test.step(route, async () => {
        await page.goto(route);
        // Down the page and back, so the blocks laid out only near the screen are laid out.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
            scrollTo(0, y);
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
          }
          scrollTo(0, 0);
        });
        expect(await shorterThanAThumb(page), "buttons shorter than a thumb").toEqual([]);
      });
    }
  });

  test("an open calendar's buttons, the months' arrows and the days, are a thumb's height too", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("button", { name: /Check-in/ })
      .first()
      .click();
    const calendar = page.getByRole("dialog", { name: "Check-in" });
    await expect(calendar.getByRole("button", { name: /next month/i })).toBeVisible();
    expect(await calendar.getByRole("button").count()).toBeGreaterThan(28);
    expect(await shorterThanAThumb(page), "buttons shorter than a thumb").toEqual([]);
  });
});

/** The page's visible buttons and button-styled links under 40 px tall, by name. */
function shorterThanAThumb(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("button, [role=button], a[data-slot=button]")]
      .filter(
        (el) =>
          el.checkVisibility({ visibilityProperty: true }) &&
          !el.closest("dialog:not([open]), [popover]:not(:popover-open)"),
      )
      .map((el) => ({
        name: (el.getAttribute("aria-label") ?? (el as HTMLElement).innerText).replace(/\s+/g, " ").trim(),
        height: Math.round(el.getBoundingClientRect().height),
      }))
      .filter(({ height }) => height > 0 && height < 40),
  );
}
