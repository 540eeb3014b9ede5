import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { islandIsLive } from "./islands";

// That each page loads without console errors is shell.spec.ts's; its structured data rooms-json-ld.test.ts's
// and the conformance gate's. What the cards say, where Book Now goes, and each room's first photo in the HTML (its neighbours held
// in a <noscript>) are test/conformance/facts.ts's; the carousel's wrapping, dots and arrow keys
// PhotoCarousel.test.tsx's, its taps before any code e2e/islands.phone.spec.ts's.
test.describe("home page room categories", () => {
  const section = (page: Page) => page.getByRole("region", { name: "Our Room Categories" });

  test("the photos advance every 8 seconds and wrap, and pause on hover", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const card = section(page).getByRole("article", { name: "Deluxe Room" });
    await page.mouse.move(0, 0);
    await card.scrollIntoViewIfNeeded();
    // The page's script advances it until a visitor reaches for it; it says so by silencing its slides.
    const region = card.getByRole("region", { name: "Deluxe Room photos" });
    await expect(region.locator('[aria-live="off"]')).toHaveCount(1);
    const shown = card.getByRole("img");
    await expect(shown).toHaveAccessibleName(/double bed/);
    await page.clock.runFor(8000);
    await expect(shown).toHaveAccessibleName(/Work desk/);
    // The third photo is held until the second slide shows, then moved in by the page's script.
    await page.clock.runFor(8000);
    await expect(shown).toHaveAccessibleName(/bathroom/);
    await page.clock.runFor(8000 * 2);
    await expect(shown).toHaveAccessibleName(/double bed/);

    // The hover wakes the island, which stays paused under the pointer and then runs the timer itself.
    await region.hover();
    await islandIsLive(card.locator("astro-island"));
    await page.clock.runFor(8000 * 2);
    await expect(shown).toHaveAccessibleName(/double bed/);
    await page.mouse.move(0, 0);
    await page.clock.runFor(8000);
    await expect(shown).toHaveAccessibleName(/Work desk/);
  });

  test("the photos stay put when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    const card = section(page).getByRole("article", { name: "Premium Room" });
    await card.scrollIntoViewIfNeeded();
    await page.clock.runFor(8000 * 3);
    await expect(card.getByRole("img")).toHaveAccessibleName(/queen bed/);
    await expect(card.getByRole("button", { name: "Pause slideshow" })).toHaveCount(0);
  });
});
