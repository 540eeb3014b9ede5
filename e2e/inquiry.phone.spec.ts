import { expect, expectNoAxeViolations, firstTap, openAsGuest, test } from "./phone";
import { bookingWizard, tableReservation } from "./wizards";

/**
 * The inquiry forms' first taps on a phone: what a link carries into the booking wizard and what is
 * refused as already past or too long. The rules are proven by booking-params.test.ts, long-stay.test.ts
 * and reservation.test.ts; a room page's stay carried into the wizard and the sent panel are
 * e2e/room-stay.phone.spec.ts's, the arrival note and the GST details e2e/booking.spec.ts's.
 */

test.beforeEach(async ({ page }) => {
  // 22 November 2026, 20:15 on the phone's clock.
  await page.clock.setFixedTime(new Date(2026, 10, 22, 20, 15));
});

// The line's words in either language are booking-params.test.ts's ("says it in one line, in the page's language").
test("a link's dates already past are named in one line above the wizard once the guest reaches for it", async ({
  page,
}) => {
  const wizard = bookingWizard(page);
  await openAsGuest(page, `${wizard.path}?checkIn=2026-11-01&checkOut=2026-11-03&room=deluxe`);
  // The wizard's code comes at the guest's first reach for it (no draft to bring back); the line with it.
  await firstTap(page.getByLabel(wizard.words.first, { exact: true }));
  const line = "The dates in the link had passed; please choose new ones.";
  await expect(page.getByRole("status").filter({ hasText: line })).toBeVisible();
});

test("the table form refuses a time already past today, keeping what was typed", async ({ page }) => {
  const table = tableReservation(page);
  await openAsGuest(page, table.path);
  await table.fill({ date: "2026-11-22", time: "19:30" });
  await firstTap(table.sendButton());
  await expect(page.getByRole("alert")).toHaveText(
    "That time has already passed today. Please choose a later time, or another day.",
  );
  await expect(table.field(table.words.time)).toHaveValue("19:30");
  await expect(table.field(table.words.name)).toHaveValue("Priya Sharma");
});

test("a link with a stay to 9999-12-31 answers with the maximum-stay message and a long-stay chat, and the page stays responsive", async ({
  page,
}) => {
  const wizard = bookingWizard(page);
  await openAsGuest(page, `${wizard.path}?checkIn=2026-12-10&checkOut=9999-12-31&room=deluxe`);
  await firstTap(page.getByLabel(wizard.words.first, { exact: true }));
  await wizard.fillGuest();
  await wizard.next();
  const refusal = /^Stays of more than 60 nights are arranged with our reservations team/;
  await expect(page.getByRole("status").filter({ hasText: refusal })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask about a long stay on WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\d+\?text=Hello/,
  );
  await expectNoAxeViolations(page, "the booking wizard's maximum-stay refusal");
  // The next tap answers: Next is refused with the same words, and Previous goes back.
  await page.getByLabel(wizard.words.guests).selectOption({ label: "2 Guests" });
  await wizard.next();
  await expect(page.getByRole("alert")).toHaveText(refusal);
  await wizard.previous();
  await expect(page.getByLabel(wizard.words.first, { exact: true })).toHaveValue("Priya");
});
