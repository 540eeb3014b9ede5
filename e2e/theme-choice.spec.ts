/**
 * A guest's colour theme choice, as they meet it on their next pages: from the first frame where the
 * site's service worker controls the page (a guest who has been here), and on a first visit (no
 * worker yet, so the head script does not open the browser's storage before the first paint) at the
 * guest's first scroll (src/page-scripts/theme.ts).
 */
import type { Page } from "@playwright/test";
import commonCopy from "../src/content/copy/common.json" with { type: "json" };
import { expect, test } from "./fixtures";
import { workerReady } from "./service-worker";
import { chooseDark } from "./theme";

const theme = commonCopy.en.theme;

/**
 * The guest chooses dark on the home page (after the worker is in, for a returning guest), then opens
 * /policies: returns whether its first frame, what the guest first sees, was dark.
 */
async function firstFrameDarkAfterChoosing(page: Page, { returning }: { returning: boolean }) {
  await page.goto("/");
  if (returning) await workerReady(page);
  await chooseDark(page);
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as { firstFrameDark?: boolean }).firstFrameDark = document.documentElement.classList.contains("dark");
    });
  });
  await page.goto("/policies");
  await page.waitForFunction(() => "firstFrameDark" in window);
  return page.evaluate(() => (window as { firstFrameDark?: boolean }).firstFrameDark);
}

test.describe("with the site's service worker", () => {
  test.use({ serviceWorkers: "allow", colorScheme: "light" });

  test("a guest who chose the dark theme gets it on the next page from the first frame, and can go back to light", async ({
    page,
  }) => {
    expect(await firstFrameDarkAfterChoosing(page, { returning: true })).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), "the worker controls the page").toBe(
      true,
    );
    await page
      .getByRole("banner")
      .getByRole("group", { name: theme.label })
      .getByRole("button", { name: theme.light })
      .click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  });
});

test.describe("before the service worker controls the page", () => {
  test.use({ colorScheme: "light" });

  test("a guest's saved dark theme comes at their first scroll, the system theme before it", async ({ page }) => {
    expect(await firstFrameDarkAfterChoosing(page, { returning: false })).toBe(false);
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await page.mouse.wheel(0, 300);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });
});
