import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * The open date picker, moved forward a month at a time until `month` (its grid's name, "April 2028"
 * or "अप्रैल 2028") shows, as a guest reaches a far date; `next` is the picker's Next-month button.
 */
export async function showMonth(page: Page, month: string, next = "Go to the Next Month"): Promise<Locator> {
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("grid")).toBeVisible();
  for (let i = 0; i < 36 && !(await dialog.getByRole("grid", { name: month }).isVisible()); i += 1)
    await dialog.getByRole("button", { name: next }).click();
  return dialog;
}
