import { expect, type Page } from "@playwright/test";
import commonCopy from "../src/content/copy/common.json" with { type: "json" };

/** The guest chooses the dark theme in the header's theme group (English); it is on and kept. */
export async function chooseDark(page: Page) {
  const theme = commonCopy.en.theme;
  await page
    .getByRole("banner")
    .getByRole("group", { name: theme.label })
    .getByRole("button", { name: theme.dark })
    .click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
}
