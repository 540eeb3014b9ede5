import { expect, firstTap, openAsGuest, test } from "./phone";

test("the first tap on a photo in a room's grid opens it in the lightbox", async ({ page }) => {
  await openAsGuest(page, "/rooms/premium");
  await firstTap(page.getByRole("link", { name: /^Open photo 2 of 4/ }));
  await expect(page.getByRole("dialog", { name: "Premium Room photos" })).toBeVisible();
});

test("the first tap on a room page's carousel moves to the next photo", async ({ page }) => {
  await openAsGuest(page, "/rooms/deluxe");
  const carousel = page.getByRole("region", { name: "Deluxe Room photos" }).first();
  await firstTap(carousel.getByRole("button", { name: "Next image" }));
  await expect(carousel.getByRole("img")).toHaveAccessibleName(/Work desk/);
});

test("the first tap on an FAQ question opens its answer", async ({ page }) => {
  await openAsGuest(page, "/policies");
  await firstTap(page.getByText("What if I cancel?"));
  await expect(page.getByText(/^Cancellation is free up to 48 hours/)).toBeVisible();
});
