import { expect, test } from "./fixtures";

// The amenities themselves, their photos and links are test/conformance/facts.ts's; here, how the cards arrive.

test.describe("amenities page", () => {
  test("the cards rise in one after another, 0.2 s apart", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/amenities");
    const entrances = await page
      .getByRole("list", { name: "Our amenities" })
      .getByRole("listitem")
      .evaluateAll((cards) =>
        cards.map((card, index) => {
          // The card's entrance held at a moment: how far below its resting place it is, and how visible.
          const [animation] = card.getAnimations();
          animation.pause();
          const end = Number(animation.effect!.getComputedTiming().endTime);
          const at = (ms: number) => {
            animation.currentTime = ms;
            return { top: card.getBoundingClientRect().top, opacity: getComputedStyle(card).opacity };
          };
          const rest = at(end);
          const moment = (ms: number) => {
            const shown = at(ms);
            return { lower: Math.round((shown.top - rest.top) * 10) / 10, opacity: shown.opacity };
          };
          const start = index * 200;
          const [waiting, started, arrived] = [
            moment(Math.max(0, start - 20)),
            moment(start + 20),
            moment(start + 600),
          ];
          return {
            end,
            waiting: waiting.lower,
            started: started.lower,
            arrived: arrived.lower,
            opacity: [waiting.opacity, arrived.opacity],
          };
        }),
      );
    for (const [index, card] of entrances.entries()) {
      // 1.5 rem below until its moment (0.2 s × its place), moving just after it, at rest 0.6 s later.
      expect(card.waiting, `card ${index + 1} before its moment`).toBe(24);
      expect(card.started, `card ${index + 1} just after its moment`).toBeLessThan(23.5);
      expect(card.arrived, `card ${index + 1} 0.6 s after its moment`).toBe(0);
    }
    // The first card's photo is the page's largest paint: it rises in view; the others fade in as well.
    expect(entrances.map((card) => card.opacity)).toEqual([["1", "1"], ...Array(5).fill(["0", "1"])]);
    // One start and one end for the browser to handle, not one of each per card (decision 019).
    expect(new Set(entrances.map((card) => card.end))).toEqual(new Set([1600]));
  });

  // One load: with motion, then with reduced motion switched on in place, as a visitor's setting changes.
  test("the first card's photo is reported as the largest paint, so the held photos follow it at once; nothing moves when the visitor prefers reduced motion", async ({
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
    await page.emulateMedia({ reducedMotion: "reduce" });
    const names = await page
      .getByRole("list", { name: "Our amenities" })
      .getByRole("listitem")
      .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).animationName));
    expect(names).toEqual(Array(6).fill("none"));
  });
});
