import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import deluxe from "../src/content/rooms/deluxe.en.json" with { type: "json" };
import { expect, openAsGuest, test } from "./phone";

/**
 * A page's largest photo has the phone's connection to itself: the photos below the fold are held
 * back (src/components/media/Photo.tsx) until it is painted. Measured on /rooms/deluxe, whose
 * carousel shows the room's first photo and whose grid below it, within the browser's lazy-loading
 * distance on a phone, shows all four.
 */
const photo = readFileSync(path.join(import.meta.dirname, "fixtures", "photo.jpg"));
const [firstPhoto, ...otherPhotos] = deluxe.photos.map(({ src }) => src);
const gridLink = (page: Page, n: number) =>
  page.getByRole("link", { name: new RegExp(`^Open photo ${n} of ${deluxe.photos.length}:`) });

/** Answers the photo host with the fixture, holding the room's first photo until `release()`; `askedFor` tells which of some photos were requested. */
async function holdFirstPhoto(page: Page) {
  const asked: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("https://images.unsplash.com/**", async (route) => {
    const url = route.request().url();
    asked.push(url);
    if (url.startsWith(`${firstPhoto}?`)) await held;
    await route.fulfill({ status: 200, contentType: "image/jpeg", body: photo });
  });
  // Which of these photos were asked for, each once however many sizes of it the page asked for (a
  // carousel's neighbour slide and the grid may ask for the same photo at two widths).
  const askedFor = (photos: string[]) => photos.filter((src) => asked.some((url) => url.startsWith(`${src}?`)));
  return { release, askedFor };
}

/** Every photo in the room's grid has arrived and is drawn. */
async function expectGridShown(page: Page) {
  for (let n = 1; n <= deluxe.photos.length; n++) {
    const img = gridLink(page, n).locator("img");
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
}

test("no photo below the fold is asked for while the room's first photo is on its way; they all show once it has arrived", async ({
  page,
}) => {
  // A scroll would end the hold (the largest paint is settled by the first input), so the phone is a
  // taller one: the room page's party fields keep their place above the grid (7 rem), which put the grid
  // beyond the lazy-loading reach of a 390 × 844 screen.
  await page.setViewportSize({ width: 390, height: 1000 });
  const photos = await holdFirstPhoto(page);
  await openAsGuest(page, "/rooms/deluxe");
  await expect.poll(() => photos.askedFor([firstPhoto!]).length).toBeGreaterThan(0);
  // The grid is laid out within lazy-loading reach (the test without JavaScript below asks for it at
  // once): with the first photo on its way, its photos are not yet on the page, so none can be asked for.
  await expect(gridLink(page, 2)).toBeVisible();
  await expect(gridLink(page, 2).locator("img")).toHaveCount(0);
  expect(photos.askedFor(otherPhotos)).toEqual([]);
  photos.release();
  await expectGridShown(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the photos below the fold are on the page and asked for at once", async ({ page }) => {
    const photos = await holdFirstPhoto(page);
    await openAsGuest(page, "/rooms/deluxe");
    await expect.poll(() => photos.askedFor(otherPhotos).length).toBe(otherPhotos.length);
    photos.release();
    await expectGridShown(page);
  });
});
