import { expect, settle, test } from "./fixtures";

const titles = [
  "Top Floor Restaurant",
  "Banquet Halls",
  "Air Conditioning",
  "Parking Facility",
  "High-Speed WiFi",
  "24/7 Reception",
];

test.describe("amenities page", () => {
  test("shows the six amenities in order, each with a described photo", async ({ page }) => {
    await page.goto("/amenities");
    await expect(page.getByRole("heading", { level: 1, name: "Hotel Amenities" })).toBeVisible();
    const cards = page.getByRole("list", { name: "Our amenities" }).getByRole("listitem");
    await expect(cards).toHaveCount(6);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(titles);
    for (const card of await cards.all()) {
      await expect(card.getByRole("img")).toHaveAccessibleName(/\w{3,}/);
    }
  });

  test("gives the banquet halls' capacities from the hall data", async ({ page }) => {
    await page.goto("/amenities");
    const banquet = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Banquet Halls" }) });
    await expect(banquet).toContainText("Grand Hall for up to 75 guests");
    await expect(banquet).toContainText("Elegant Hall for up to 50");
  });

  test("the cards rise in one after another, 0.2 s apart", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/amenities");
    const entrances = await page
      .getByRole("list", { name: "Our amenities" })
      .getByRole("listitem")
      .evaluateAll((cards) =>
        cards.map((card) => {
          const delay = getComputedStyle(card).animationDelay;
          // Where the card is when its entrance starts, against where it rests once the entrance ends.
          const [animation] = card.getAnimations();
          animation.pause();
          animation.currentTime = 0;
          const start = { top: card.getBoundingClientRect().top, opacity: getComputedStyle(card).opacity };
          animation.finish();
          const end = { top: card.getBoundingClientRect().top, opacity: getComputedStyle(card).opacity };
          return { delay, startsLowerBy: start.top - end.top, opacity: [start.opacity, end.opacity] };
        }),
      );
    expect(entrances.map((card) => card.delay)).toEqual(["0s", "0.2s", "0.4s", "0.6s", "0.8s", "1s"]);
    for (const card of entrances) expect(card.startsLowerBy).toBeGreaterThan(10);
    // The first card's photo is the page's largest paint: it rises in view; the others fade in as well.
    expect(entrances.map((card) => card.opacity)).toEqual([["1", "1"], ...Array(5).fill(["0", "1"])]);
  });

  test("the first card's photo is reported as the largest paint, so the held photos follow it at once", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/amenities");
    const largest = await page.evaluate(
      () =>
        new Promise<string | null>((done) =>
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
            const photo = entries.find((entry) => entry.element?.getAttribute("fetchpriority") === "high");
            if (photo) done(photo.element!.getAttribute("alt"));
          }).observe({ type: "largest-contentful-paint", buffered: true }),
        ),
    );
    expect(largest).toMatch(/\w{3,}/);
    // Released once that report comes and the page has loaded, not after the 3 s fallback.
    await page.waitForLoadState("load");
    await expect(page.locator("[data-photo-slot] img").first()).toBeAttached({ timeout: 2500 });
  });

  test("nothing moves when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/amenities");
    const names = await page
      .getByRole("list", { name: "Our amenities" })
      .getByRole("listitem")
      .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).animationName));
    expect(names).toEqual(Array(6).fill("none"));
  });

  test("links on to the rooms and the booking wizard, without console errors", async ({ page, consoleErrors }) => {
    await page.goto("/amenities");
    await settle(page);
    await expect(page.getByRole("link", { name: "Reserve Your Stay" })).toHaveAttribute("href", "/booking");
    await page.getByRole("link", { name: "See Our Rooms" }).click();
    await expect(page).toHaveURL("/rooms");
    expect(consoleErrors).toEqual([]);
  });
});
