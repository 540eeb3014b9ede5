import { expect, firstTap, openAsGuest, test } from "./phone";

test("the first tap on the menu button opens the menu", async ({ page }) => {
  await openAsGuest(page, "/");
  await firstTap(page.getByRole("button", { name: "Open menu" }));
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
});
