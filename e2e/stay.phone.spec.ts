import { expect, firstTap, openAsGuest, test } from "./phone";

// The first tap on a room page's photo grid is e2e/shells.phone.spec.ts's, in both languages.
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
