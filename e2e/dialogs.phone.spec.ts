import commonCopy from "../src/content/copy/common.json" with { type: "json" };
import homeCopy from "../src/content/copy/home.json" with { type: "json" };
import lightboxCopy from "../src/content/copy/lightbox.json" with { type: "json" };
import type { Locator } from "@playwright/test";
import { expect, firstTap, holdIslandCode, openAsGuest, test } from "./phone";
import { pageAsideInstalled } from "./islands";
import { listEntries, type GalleryEntry } from "./content-files";
import { fill } from "../src/lib/i18n/format";

/**
 * The page's dialogs show first as popovers (at once, without the whole-page restyle a modal dialog
 * costs) and become modal dialogs just after (src/page-scripts/native-dialog.ts): what a guest relies on is
 * that, once open, each is the modal dialog it was before. The page behind is out of reach of a tap
 * and of Tab, the dialog is the only thing a screen reader finds, and closing it gives the focus back.
 */

/** Whether the dialog is open as a modal dialog, the page behind it inert. */
const isModal = (dialog: Locator) => dialog.evaluate((d) => d.matches(":modal"));

// The menu and the tour run the same code in either language: the menu is walked in English, the tour in Hindi.
test(`/events: the phone menu, opened before any island code, is a modal dialog: a tap beside it closes it and reaches nothing behind, Tab stays in it, Escape gives the focus back`, async ({
  page,
}) => {
  const common = commonCopy.en;
  await holdIslandCode(page);
  await openAsGuest(page, "/events");
  const openMenu = page.getByRole("button", { name: common.nav.openMenu });
  const menu = page.getByRole("dialog", { name: common.nav.menuTitle });

  await firstTap(openMenu);
  await expect(menu.getByRole("link", { name: common.nav.bookNow })).toBeVisible();
  await expect.poll(() => isModal(menu)).toBe(true);
  // The dimmed page at the left edge, over the page's own links: the tap closes the menu and goes no further.
  const url = page.url();
  await page.touchscreen.tap(10, 300);
  await expect(menu).toBeHidden();
  expect(page.url()).toBe(url);

  await firstTap(openMenu);
  await expect.poll(() => isModal(menu)).toBe(true);
  for (let press = 1; press <= 14; press++) {
    await page.keyboard.press("Tab");
    expect(await menu.evaluate((d) => d.contains(document.activeElement)), `Tab ${press} stays inside the menu`).toBe(
      true,
    );
  }
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(openMenu).toBeFocused();
});

// The tour's shell and then its island, in one load: the first answers need no code (decision 015).
test(`/hi: the tour's shell, opened before its code, is a modal dialog that Escape and its close button close, and the island takes it over, open, at its first stop; behind the open tour the page is set aside and comes back where it was`, async ({
  page,
}) => {
  const [home, viewer] = [homeCopy.hi, lightboxCopy.hi];
  const code = await holdIslandCode(page);
  await openAsGuest(page, "/hi");
  const start = page.getByRole("button", { name: home.tour.start });
  const tour = page.getByRole("dialog", { name: home.tour.dialogTitle });
  const closed = async () => {
    await expect(tour).toBeHidden();
    await expect(start).toBeFocused();
  };

  await firstTap(start);
  await expect(tour).toBeVisible();
  await expect.poll(() => isModal(tour)).toBe(true);
  await page.keyboard.press("Escape");
  await closed();
  await firstTap(start);
  await tour.getByRole("button", { name: viewer.close }).tap();
  await closed();

  await firstTap(start);
  await expect(tour).toBeVisible();
  code.release();
  const stops = listEntries<GalleryEntry>("gallery", "hi")
    .filter((p) => p.tourStop !== undefined)
    .sort((a, b) => a.tourStop! - b.tourStop!);
  await expect(
    tour.getByText(fill(viewer.position, { index: 1, total: stops.length, title: stops[0]!.title })),
  ).toBeVisible();
  await expect(tour.getByRole("button", { name: viewer.next })).toBeVisible();
  await expect.poll(() => isModal(tour)).toBe(true);
  await tour.getByRole("button", { name: viewer.close }).tap();
  await closed();

  await test.step("behind the open tour the page is set aside, and it comes back where it was", async () => {
    await pageAsideInstalled(page);
    // Taken before the tour opens: once it is a modal dialog, the page behind is out of the role tree.
    const brand = (await page.getByRole("banner").getByRole("link").first().elementHandle())!;
    const shown = () => brand.evaluate((element) => element.checkVisibility());
    // The blocks above are laid out as they come near, and the browser keeps the button in place: wait
    // for the scroll position to settle before taking it.
    const scrollAfter = async (ms: number) => {
      const before = await page.evaluate(() => scrollY);
      await page.waitForTimeout(ms);
      return (await page.evaluate(() => scrollY)) === before;
    };
    await expect.poll(() => scrollAfter(500)).toBe(true);
    const scrolled = await page.evaluate(() => scrollY);
    await start.tap();
    await expect.poll(() => isModal(tour)).toBe(true);
    expect(await shown(), "the header's links are skipped while the tour covers them").toBe(false);
    await page.keyboard.press("Escape");
    await closed();
    expect(await shown()).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
  });
});
