import type { Locator, Page } from "@playwright/test";
import homeCopy from "../src/content/copy/home.json" with { type: "json" };
import lightboxCopy from "../src/content/copy/lightbox.json" with { type: "json" };
import { listEntries, type GalleryEntry } from "./content-files";
import { codeFetchedAttribute } from "../src/page-scripts/code-ahead";
import { fill } from "../src/lib/i18n/format";
import { expect, firstTap, holdIslandCode, islandScriptsAsked, openAsGuest, setPhoneCpu, test } from "./phone";
import { localePath } from "../src/lib/i18n/i18n";
import { islandIsLive } from "./islands";

/**
 * A tap whose answer is a native dialog shell in the page's HTML (decision 015): it opens with the
 * island's code still held back, then the code is let through and the island takes the dialog over.
 */
async function tapAShell(page: Page, path: string, control: (page: Page) => Locator, name: string) {
  const code = await holdIslandCode(page);
  await openAsGuest(page, path);
  await firstTap(control(page));
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog, "the shell opens before any island code").toBeVisible();
  code.release();
  return dialog;
}

/** The home page in a language: its path, words and the places a guest taps. */
function homeIn(locale: "en" | "hi") {
  const strings = homeCopy[locale];
  return {
    path: localePath(locale, "/"),
    strings,
    viewerStrings: lightboxCopy[locale],
    photos: listEntries<GalleryEntry>("gallery", locale),
    quickBooking: (page: Page) => page.getByRole("group", { name: strings.quickBooking.formLabel }),
    gallery: (page: Page) => page.getByRole("region", { name: strings.gallery.heading }),
  };
}

// Each first tap once, the languages shared out between them: a Hindi page runs its English twin's code.
test.describe("home page, first tap before the code arrives", () => {
  test("en: the guests chosen at once travel with Check Availability", async ({ page }) => {
    const { path, strings, quickBooking } = homeIn("en");
    const code = await holdIslandCode(page);
    await openAsGuest(page, path);
    const guests = quickBooking(page).getByLabel(strings.quickBooking.guests);
    await guests.scrollIntoViewIfNeeded();
    await guests.selectOption("3");
    await firstTap(quickBooking(page).getByRole("link", { name: strings.quickBooking.checkAvailability }));
    code.release();
    await expect(page).toHaveURL(/\/booking\?guests=3$/);
  });

  test("hi: the first gallery photo opens large in the gallery dialog at once, on the same page", async ({ page }) => {
    const { path, strings, viewerStrings, photos, gallery } = homeIn("hi");
    const viewer = await tapAShell(
      page,
      path,
      (p) => gallery(p).getByRole("link", { name: photos[0]!.title }),
      strings.gallery.dialogTitle,
    );
    await expect(
      viewer.getByText(fill(viewerStrings.position, { index: 1, total: photos.length, title: photos[0]!.title })),
    ).toBeVisible();
    await expect(viewer.getByRole("img", { name: photos[0]!.alt })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
  });

  // Check-in's calendar before its code (its shell) is e2e/calendar-shell.phone.spec.ts's, in both languages.
  test("en: a gallery filter pressed before its code shows only its photos once the code is in", async ({ page }) => {
    const { path, strings, photos, gallery } = homeIn("en");
    const code = await holdIslandCode(page);
    await openAsGuest(page, path);
    const dining = gallery(page).getByRole("button", { name: strings.gallery.categories.dining });
    await firstTap(dining);
    await expect(dining, "a press not yet answered shows it is busy").toHaveAttribute("aria-busy", "true");
    code.release();
    await expect(dining).toHaveAttribute("aria-pressed", "true");
    await expect(gallery(page).getByRole("listitem")).toHaveCount(photos.filter((p) => p.category === "dining").length);
  });
});

// Hydrating ahead (decision 014, "Hydrated ahead on a quick phone"): the head script reads how long the page's
// frames took since it first showed, and only a phone that kept them short runs the calendar's island before the tap.
test.describe("the quick booking's calendar, before any touch", () => {
  const bar = homeCopy.en.quickBooking;
  const calendarIsland = (page: Page) => page.locator("astro-island", { has: page.locator("[data-ready-ahead]") });
  const checkInOf = (page: Page) =>
    page.getByRole("group", { name: bar.formLabel }).getByRole("button", { name: new RegExp(bar.checkIn) });
  /** The guest taps Check-in, and the check-in calendar shows. */
  async function checkInOpensTheCalendar(page: Page) {
    await checkInOf(page).tap();
    await expect(page.getByRole("dialog", { name: bar.checkIn }).getByRole("grid")).toBeVisible();
  }

  /** The worker has put the calendars' code in the cache (the head script's mark on the readying's script). */
  const fetched = (page: Page) =>
    expect(page.locator(`script[${codeFetchedAttribute}]`), "the calendars' code fetched ahead").toBeAttached();
  /** Any of the island's modules compiled ahead, through a modulepreload link. */
  const compiledAhead = (page: Page) => page.locator('link[rel="modulepreload"][href*="QuickBooking"]');
  /** The island's modules, compiled ahead through a modulepreload link, have come from the cache. */
  const readied = (page: Page) =>
    expect
      .poll(
        () => page.evaluate(() => performance.getEntriesByType("resource").some((e) => /QuickBooking/.test(e.name))),
        { message: "the island's modules compiled ahead" },
      )
      .toBe(true);

  test("on a quick phone, is live once the guest comes near the form, so Check-in opens it without loading anything", async ({
    page,
  }) => {
    // The machine's own speed, slow 4G: a phone whose frames after the first paint stay short. The
    // machine is shared with the other tests, so a frame of theirs can run long here: the page's own
    // record of its long frames is kept empty, as a quick phone's is (the measure itself is
    // src/page-scripts/ready-ahead.test.ts's; this test is what the page does with it).
    await setPhoneCpu(page, 1);
    await page.addInitScript(() => {
      const take = PerformanceObserver.prototype.takeRecords;
      PerformanceObserver.prototype.takeRecords = function (this: PerformanceObserver) {
        return take.call(this).filter((entry) => entry.entryType !== "long-animation-frame");
      };
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await fetched(page);
    await page.waitForTimeout(1000);
    await expect(compiledAhead(page), "a load nobody touches compiles none of it").toHaveCount(0);
    await expect(calendarIsland(page), "a load nobody touches runs none of it").toHaveAttribute("ssr", "");
    // The guest starts reading at the top, screens above the form: its code is compiled, and it waits.
    await page.evaluate(() => window.scrollBy(0, 40));
    await readied(page);
    await page.waitForTimeout(1000);
    await expect(calendarIsland(page), "not hydrated while the form is screens away").toHaveAttribute("ssr", "");
    // The guest comes near the form (src/page-scripts/ready-ahead.ts, whenNear).
    await page.getByRole("group", { name: bar.formLabel }).evaluate((form) => form.scrollIntoView({ block: "end" }));
    await islandIsLive(calendarIsland(page), "hydrated before the tap");
    const asked = islandScriptsAsked(page);
    await checkInOpensTheCalendar(page);
    expect(asked, "the tap loads no code").toEqual([]);
  });

  test("on a slow phone, is only readied: nothing of it runs before the tap, even once the guest scrolls, its month is drawn ahead only once the guest comes near the form, and the tap opens it", async ({
    page,
  }) => {
    // The low-tier phone's slowdown on this machine: its frames after the first paint are long.
    await setPhoneCpu(page, 14);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await fetched(page);
    // The guest starts reading at the top, screens above the form (src/page-scripts/calendar-shell.ts, drawAhead).
    await page.evaluate(() => window.scrollBy(0, 40));
    await readied(page);
    const checkIn = checkInOf(page);
    const shell = page.locator(`[id="${await checkIn.getAttribute("id")}-shell"]`);
    // Long enough for a hydration or a month's drawing at this slowdown to have shown (about 1 s here).
    await page.waitForTimeout(3000);
    await expect(calendarIsland(page), "not hydrated ahead").toHaveAttribute("ssr", "");
    await expect(shell, "no month drawn while the form is screens away").toHaveCount(0);
    await checkIn.evaluate((button) => button.scrollIntoView({ block: "center" }));
    await expect(shell, "the month drawn ahead, out of sight, once the form is near").toBeAttached();
    await expect(shell, "out of sight: hidden from screen readers").toHaveAttribute("aria-hidden", "true");
    await expect(calendarIsland(page), "still not hydrated ahead").toHaveAttribute("ssr", "");
    await checkInOpensTheCalendar(page);
  });
});
