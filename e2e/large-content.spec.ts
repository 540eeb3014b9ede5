import { axeViolations, expect, settle, settleInPlace, test, viewports } from "./fixtures";
import { overridesURL } from "../test/site-overrides";

/**
 * What the hotel may add through the editor must not break a page: the copy of the site with
 * content overrides (test/site-overrides.ts) is grown by generated content (two more offers, four
 * more gallery photos, a seventh amenity, a long Hindi room name and description, a long review),
 * and its pages are checked with axe and for sideways scrolling.
 */

// The home page with axe takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

// Where the grown content is: the offers, photos and long review on both home pages, the long Hindi room name on
// /hi/rooms (/rooms grows nothing), the seventh amenity on /amenities (its Hindi title is shorter, the template the same).
const pages = ["/", "/hi", "/hi/rooms", "/amenities"];
/** A heading of the grown content, where the page shows one. */
const grown: Record<string, RegExp> = { "/": /Monsoon Escape/, "/hi/rooms": /पैनोरमिक सिटी व्यू/ };

// One load a page: the phone width first, then the desktop width in place, both settled.
for (const path of pages) {
  test(`${path} with grown content shows it, passes axe and does not scroll sideways, on a phone and a desktop`, async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto(overridesURL + path);
    if (grown[path]) await expect(page.getByRole("heading", { name: grown[path] }).first()).toBeVisible();
    await settle(page);
    for (const [name, viewport] of Object.entries(viewports)) {
      await test.step(`at ${name} width`, async () => {
        if (name !== "phone") {
          await page.setViewportSize(viewport);
          await settleInPlace(page);
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
