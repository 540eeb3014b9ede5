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

/** Records, at the page's first frame, whether the dark theme was on: what the guest first sees. */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as { firstFrameDark?: boolean }).firstFrameDark = document.documentElement.classList.contains("dark");
    });
  });
}

test.describe("with the site's service worker", () => {
  test.use({ serviceWorkers: "allow", colorScheme: "light" });

  test("a guest who chose the dark theme gets it on the next page from the first frame, and can go back to light", async ({
    page,
  }) => {
    await page.goto("/");
    await workerReady(page);
    await chooseDark(page);

    await recordFirstFrame(page);
    await page.goto("/policies");
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), "the worker controls the page").toBe(
      true,
    );
    await page.waitForFunction(() => "firstFrameDark" in window);
    expect(await page.evaluate(() => (window as { firstFrameDark?: boolean }).firstFrameDark)).toBe(true);

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
    await page.goto("/");
    await chooseDark(page);

    await recordFirstFrame(page);
    await page.goto("/policies");
    await page.waitForFunction(() => "firstFrameDark" in window);
    expect(await page.evaluate(() => (window as { firstFrameDark?: boolean }).firstFrameDark)).toBe(false);
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);

    await page.mouse.wheel(0, 300);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });
});
