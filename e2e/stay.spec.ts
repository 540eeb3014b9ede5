import { expect, test } from "./fixtures";
import { bookingWizard } from "./wizards";

/**
 * A page per room, reached from the room cards and on to the wizard with the room chosen; its photos
 * in the lightbox. What a room's page, the policies, the official channels and the accessibility page
 * say, without JavaScript, is test/conformance/facts.ts's; the policies' summary in the wizard is
 * e2e/booking.spec.ts's; the sitemap is the conformance gate's. A room the build has no page for is an unknown
 * path, the not-found page with 404 (server/site-server.test.ts; shell.spec.ts loads /nope and /hi/nope).
 */
test.describe("a room's own page", () => {
  test("a guest walks from a room card to the room's page, and on to the wizard with the room chosen", async ({
    page,
  }) => {
    await page.goto("/rooms");
    await page
      .getByRole("article", { name: "Premium Room" })
      .getByRole("link", { name: /^Room details/ })
      .click();
    await expect(page).toHaveURL("/rooms/premium");
    await expect(page.getByRole("heading", { level: 1, name: "Premium Room" })).toBeVisible();
    await expect(page).toHaveTitle("Premium Room | Hotel Shreeji Palace");

    await page.getByRole("link", { name: "Book this room" }).click();
    await expect(page).toHaveURL(/\/booking/);
    // The wizard loads when the guest reaches for it: typing first, as a guest does.
    const wizard = bookingWizard(page);
    await wizard.fillGuest();
    await wizard.hydrated();
    await wizard.next();
    await expect(page.getByLabel("Room Type")).toHaveValue("premium");
    await expect(page.getByText("$449/night incl. taxes, up to 2 guests")).toBeVisible();
  });

  test("each photo in the grid opens in the lightbox, and Escape gives focus back", async ({ page }) => {
    await page.goto("/rooms/deluxe");
    const photo = page.getByRole("link", { name: /^Open photo 3 of 4/ });
    await photo.scrollIntoViewIfNeeded();
    // No wait for React: the grid hydrates on this first press and plays it again.
    await photo.click();
    const dialog = page.getByRole("dialog", { name: "Deluxe Room photos" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("img")).toHaveAccessibleName(/bathroom/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(photo).toBeFocused();
  });
});
