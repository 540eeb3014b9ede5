import bookingCopy from "../src/content/copy/booking.json" with { type: "json" };
import carouselCopy from "../src/content/copy/carousel.json" with { type: "json" };
import contactFieldsCopy from "../src/content/copy/contact-fields.json" with { type: "json" };
import diningCopy from "../src/content/copy/dining.json" with { type: "json" };
import eventInquiryCopy from "../src/content/copy/event-inquiry.json" with { type: "json" };
import lightboxCopy from "../src/content/copy/lightbox.json" with { type: "json" };
import roomPageCopy from "../src/content/copy/room-page.json" with { type: "json" };
import deluxeEn from "../src/content/rooms/deluxe.en.json" with { type: "json" };
import { fill } from "../src/lib/i18n/format";
import { expect, expectNoAxeViolations, firstTap, holdIslandCode, openAsGuest, test } from "./phone";

/*
 * First answers that need no island code (the code is held back with holdIslandCode): the photo
 * lightbox opens on its native dialog shell (the tour's is e2e/dialogs.phone.spec.ts's), and a form's
 * early step check leaves its button idle (a room carousel moving before its code is e2e/islands.phone.spec.ts's).
 * Then the code arrives and the island takes over in place.
 */
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

// The page's own early check (src/page-scripts/early-step-check.ts; its rules early-step-check.test.ts) answers
// a first press on an empty step before any island code, in view where the guest tapped, and leaves the button
// idle; the island starts with the same error. Hindi's words on /hi/events/inquiry; /hi/contact's summary is
// e2e/islands.phone.spec.ts's.
const [booking, inquiry, reserve] = [bookingCopy.en, eventInquiryCopy.hi, diningCopy.en.reserve];
for (const [path, press, message, invalid] of [
  ["/booking", booking.buttons.next, contactFieldsCopy.en.errors.guestRequired],
  ["/hi/events/inquiry", inquiry.buttons.next, inquiry.errors.eventRequired],
  ["/dining", reserve.submit, reserve.required, reserve.name],
] as const)
  test(`${path}: the early step error leaves an idle button, and the island starts with the same error`, async ({
    page,
  }) => {
    const code = await holdIslandCode(page);
    await openAsGuest(page, path);
    const button = page.getByRole("button", { name: press });
    const error = page.getByRole("alert").filter({ hasText: message });
    await firstTap(button);
    await expect(error).toBeInViewport();
    if (invalid) await expect(page.getByRole("textbox", { name: invalid })).toHaveAttribute("aria-invalid", "true");
    // A second press 300 ms later: a press held for the island would have made the button busy by now.
    await firstTap(button);
    await expect(button).not.toHaveAttribute("aria-busy");
    code.release();
    await expect(page.locator("[data-early-alert]"), "the island's own alert has replaced the early one").toHaveCount(
      0,
    );
    await expect(error).toBeVisible();
    // The island's own answer to a press stays where the guest tapped, in view.
    await firstTap(button);
    await expect(error).toBeInViewport();
    await expect(button).not.toHaveAttribute("aria-busy");
  });
