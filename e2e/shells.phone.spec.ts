import bookingCopy from "../src/content/copy/booking.json" with { type: "json" };
import carouselCopy from "../src/content/copy/carousel.json" with { type: "json" };
import contactFieldsCopy from "../src/content/copy/contact-fields.json" with { type: "json" };
import lightboxCopy from "../src/content/copy/lightbox.json" with { type: "json" };
import roomPageCopy from "../src/content/copy/room-page.json" with { type: "json" };
import deluxeEn from "../src/content/rooms/deluxe.en.json" with { type: "json" };
import { fill } from "../src/lib/i18n/format";
import { expect, expectNoAxeViolations, firstTap, holdIslandCode, openAsGuest, test } from "./phone";

/*
 * First answers that need no island code (the code is held back with holdIslandCode): the photo
 * lightbox opens on its native dialog shell (the tour's is e2e/dialogs.phone.spec.ts's), and a wizard's
 * early step check leaves Next idle (a room carousel moving before its code is e2e/islands.phone.spec.ts's). Then the code arrives and the island takes over in place.
 */
// Both run the same code in either language, each walked in English; the Hindi early step is
// e2e/islands.phone.spec.ts's (/hi/events/inquiry, the same page script).
const [carousel, viewer, room] = [carouselCopy.en, lightboxCopy.en, deluxeEn];
const photos = room.photoAlts.length;

test("a tap on a room photo shows the lightbox shell with that photo at once; the island takes it over", async ({
  page,
}) => {
  const code = await holdIslandCode(page);
  await openAsGuest(page, "/rooms/deluxe");
  const photo = page.getByRole("link", {
    name: fill(roomPageCopy.en.openPhoto, { index: 2, count: photos, alt: room.photoAlts[1]! }),
  });
  // The photo the page already shows, read before the tap: once the lightbox covers the page, the
  // page behind it is set aside (src/page-scripts/cover-behind.ts) and out of the role tree.
  const tapped = await photo.locator("img").getAttribute("srcset");
  await firstTap(photo);
  const lightbox = page.getByRole("dialog", { name: fill(carousel.label, { name: room.name }) });
  await expect(lightbox).toBeVisible();
  // Shown with the same sources: no new download.
  await expect(lightbox.locator("[data-shell-slot] img")).toHaveAttribute("srcset", tapped!);
  await expectNoAxeViolations(page, "the lightbox shell before its code");
  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  await expect(photo).toBeFocused();

  await firstTap(photo);
  await expect(lightbox).toBeVisible();
  code.release();
  await expect(lightbox.getByText(fill(viewer.position, { index: 2, total: photos, title: "" }).trim())).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await lightbox.getByRole("button", { name: viewer.close }).tap();
  await expect(lightbox).toBeHidden();
  await expect(photo).toBeFocused();
});

test("the early step error leaves an idle Next, and the island starts with the same error", async ({ page }) => {
  const code = await holdIslandCode(page);
  await openAsGuest(page, "/booking");
  const next = page.getByRole("button", { name: bookingCopy.en.buttons.next });
  const error = page.getByRole("alert").filter({ hasText: contactFieldsCopy.en.errors.guestRequired });
  await firstTap(next);
  // Where the guest tapped, before the code: in view, not above the screen at the step's head.
  await expect(error).toBeInViewport();
  // A second press 300 ms later: a press held for the island would have made Next busy by now.
  await firstTap(next);
  await expect(error).toBeVisible();
  await expect(next).not.toHaveAttribute("aria-busy");
  code.release();
  await expect(page.locator("[data-early-alert]"), "the island's own alert has replaced the early one").toHaveCount(0);
  await expect(error).toBeVisible();
  await expect(next).not.toHaveAttribute("aria-busy");
  // The island's own answer to a press stays where the guest tapped, in view.
  await firstTap(next);
  await expect(error).toBeInViewport();
});
