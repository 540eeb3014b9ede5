import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { islandIsLive } from "./islands";

const roomCard = (page: Page, name: string) => page.getByRole("article", { name });

/** A room card scrolled into view. Its carousel starts when first reached; a press made before that is not lost. */
async function shownCard(page: Page, name: string) {
  const card = roomCard(page, name);
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator("astro-island")).toHaveAttribute("ssr", "");
  return card;
}

// That each page loads without console errors, and its structured data (rooms-json-ld.test.ts builds
// it), are shell.spec.ts's checks of every page.
test.describe("rooms page", () => {
  test("counts the rooms and the largest party a room takes in its badge", async ({ page }) => {
    await page.goto("/rooms");
    await expect(page.getByRole("heading", { level: 1, name: "Our Accommodations" })).toBeVisible();
    await expect(page.getByText("3 Rooms • 4 Guests Maximum Per Room")).toBeVisible();
  });

  test("shows each room's price, size, guests, beds, view and amenities", async ({ page }) => {
    await page.goto("/rooms");
    const deluxe = roomCard(page, "Deluxe Room");
    await expect(deluxe.getByText("$299/night incl. taxes", { exact: true })).toBeVisible();
    await expect(deluxe.getByText("28 sqm", { exact: true })).toBeVisible();
    await expect(deluxe.getByText("Up to 2", { exact: true })).toBeVisible();
    await expect(deluxe.getByText("Double bed", { exact: true })).toBeVisible();
    await expect(deluxe.getByText("View:", { exact: true })).toBeVisible();
    await expect(deluxe.getByRole("list", { name: "Room amenities" }).getByRole("listitem")).toHaveCount(6);

    const suite = roomCard(page, "Executive Suite");
    await expect(suite.getByText("$799/night incl. taxes", { exact: true })).toBeVisible();
    await expect(suite.getByText("60 sqm", { exact: true })).toBeVisible();
    await expect(suite.getByText("King bed + Sofa bed", { exact: true })).toBeVisible();
  });

  test("'Book Now' opens the booking wizard with the room chosen", async ({ page }) => {
    await page.goto("/rooms");
    for (const [name, slug] of [
      ["Deluxe Room", "deluxe"],
      ["Premium Room", "premium"],
      ["Executive Suite", "executive-suite"],
    ]) {
      await expect(roomCard(page, name).getByRole("link", { name: /^Book Now/ })).toHaveAttribute(
        "href",
        `/booking?room=${slug}`,
      );
    }
    await roomCard(page, "Premium Room")
      .getByRole("link", { name: /^Book Now/ })
      .click();
    await expect(page).toHaveURL("/booking?room=premium");
  });

  test("the carousel wraps at both ends and its dots jump to a photo", async ({ page }) => {
    await page.goto("/rooms");
    const card = await shownCard(page, "Deluxe Room");
    const carousel = card.getByRole("region", { name: "Deluxe Room photos" });
    const shown = carousel.getByRole("img");
    await expect(shown).toHaveAccessibleName(/double bed/);

    await carousel.getByRole("button", { name: "Previous image" }).click();
    await expect(shown).toHaveAccessibleName(/Courtyard view/);
    await carousel.getByRole("button", { name: "Next image" }).click();
    await expect(shown).toHaveAccessibleName(/double bed/);

    const third = carousel.getByRole("button", { name: "Go to image 3 of 4" });
    await third.click();
    await expect(shown).toHaveAccessibleName(/bathroom/);
    await expect(third).toHaveAttribute("aria-current", "true");
  });

  test("the carousel works from the keyboard", async ({ page }) => {
    await page.goto("/rooms");
    const card = await shownCard(page, "Premium Room");
    const carousel = card.getByRole("region", { name: "Premium Room photos" });
    await carousel.getByRole("button", { name: "Next image" }).focus();
    await page.keyboard.press("Enter");
    await expect(carousel.getByRole("img")).toHaveAccessibleName(/coffee machine/);
    await page.keyboard.press("ArrowLeft");
    await expect(carousel.getByRole("img")).toHaveAccessibleName(/queen bed/);
  });

  test("the HTML shows each room's first photo before any JavaScript runs", async ({ request }) => {
    const html = await (await request.get("/rooms")).text();
    expect(html).toContain('alt="Deluxe Room with a made double bed and warm bedside lighting"');
    // The slides next to the first are in the HTML too, but held back in a <noscript> until the first has painted.
    const neighbour = 'alt="Work desk and armchair in the Deluxe Room"';
    expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "")).not.toContain(neighbour);
  });
});

test.describe("home page room categories", () => {
  const section = (page: Page) => page.getByRole("region", { name: "Our Room Categories" });

  test("shows the Deluxe and Premium rooms with three amenities and '+N more'", async ({ page }) => {
    await page.goto("/");
    const rooms = section(page);
    await expect(rooms.getByRole("heading", { level: 3 })).toHaveText(["Deluxe Room", "Premium Room"]);
    const deluxe = rooms.getByRole("article", { name: "Deluxe Room" });
    await expect(deluxe.getByText("$299")).toBeVisible();
    await expect(deluxe.getByText("per night")).toBeVisible();
    await expect(deluxe.getByText("Interior courtyard view")).toBeVisible();
    const highlights = deluxe.getByRole("list", { name: "Highlights" }).getByRole("listitem");
    await expect(highlights).toHaveText(["Free WiFi", "Air conditioning", "Mini bar", /\+3 more/]);
  });

  test("links each room to the wizard and to all room details", async ({ page }) => {
    await page.goto("/");
    const rooms = section(page);
    await expect(
      rooms.getByRole("article", { name: "Premium Room" }).getByRole("link", { name: /^Book Now/ }),
    ).toHaveAttribute("href", "/booking?room=premium");
    await rooms.getByRole("link", { name: "View All Room Details" }).click();
    await expect(page).toHaveURL("/rooms");
  });

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
