import { expectNoAxeViolations } from "./fixtures";
import { recordHandOffs, theHandOff } from "./hand-off";
import { expect, firstTap, openAsGuest, test } from "./phone";
import bookingLaterCopy from "../src/content/copy/booking-later.json" with { type: "json" };
import { bookingWizard, pickDay, tableReservation } from "./wizards";

/**
 * The inquiry forms on a phone, around the hand-off: what a link or a room page carries into the
 * booking wizard, what is refused as already past, and the panel once WhatsApp has the message.
 * The rules are proven by booking-params.test.ts, room-actions.test.ts, reservation.test.ts,
 * inquiry.test.ts, use-inquiry-form.test.tsx and SentPanel.test.tsx; this proves the pages use them.
 */

/** 22 November 2026, 20:15 on the phone's clock. */
const now = new Date(2026, 10, 22, 20, 15);
const day = (d: number) => new Date(2026, 11, d);

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(now);
  await recordHandOffs(page);
});

test("a room page's dates reach the wizard and its WhatsApp link; the extra bed is in the summary and the message; the panel offers WhatsApp again and a copy, and a reload shows no sent form", async ({
  page,
}) => {
  await openAsGuest(page, "/rooms/premium");
  await pickDay(page, "en", "Check-in", day(4));
  await pickDay(page, "en", "Check-out", day(7));
  const book = page.getByRole("link", { name: "Book this room" });
  await expect(book).toHaveAttribute(
    "href",
    "/booking?checkIn=2026-12-04&checkOut=2026-12-07&room=premium&plan=breakfast",
  );
  const ask = page.getByRole("link", { name: /^Ask about this room on WhatsApp/ });
  await expect(ask).toHaveAttribute("href", /December%204th%2C%202026%20to%20December%207th%2C%202026/);

  await firstTap(book);
  const wizard = bookingWizard(page);
  await wizard.fillGuest();
  await wizard.next();
  await expect(wizard.dateField("checkIn")).toHaveAccessibleName(`${wizard.words.checkIn} December 4th, 2026`);
  await expect(wizard.dateField("checkOut")).toHaveAccessibleName(`${wizard.words.checkOut} December 7th, 2026`);
  await page.getByLabel(wizard.words.guests).selectOption({ label: "3 Guests" });
  await page.getByLabel(/^Add an extra bed/).check();
  await wizard.next();
  const summary = page.getByRole("region", { name: "Review your inquiry" });
  await expect(summary.getByRole("definition").filter({ hasText: "extra bed" })).toHaveText("3, extra bed");
  await wizard.send();
  const handOff = await theHandOff(page);
  expect(handOff.text).toContain(
    "\nGuests: 3, extra bed\nCheck-in: December 4th, 2026\nCheck-out: December 7th, 2026\n",
  );

  await expect(page.getByText("Your inquiry is ready in WhatsApp.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open WhatsApp again" })).toHaveAttribute("href", handOff.url);
  await page.getByRole("button", { name: "Copy the message" }).click();
  // Copied, or (where the browser refuses the clipboard) the message shown to copy by hand.
  await expect(page.getByRole("status").filter({ hasText: /Copied|Copying did not work/ })).toBeVisible();
  await expectNoAxeViolations(page, "the booking wizard's sent panel");

  await page.reload();
  await expect(page.getByLabel(wizard.words.first, { exact: true })).toHaveValue("");
});

for (const language of ["en", "hi"] as const) {
  test(`${language}: a link's dates already past are named in one line above the wizard once the guest reaches for it`, async ({
    page,
  }) => {
    const wizard = bookingWizard(page, language);
    await openAsGuest(page, `${wizard.path}?checkIn=2026-11-01&checkOut=2026-11-03&room=deluxe`);
    const line = {
      en: "The dates in the link had passed; please choose new ones.",
      hi: "लिंक में दी गई तारीख़ें बीत चुकी थीं; कृपया नई तारीख़ें चुनें।",
    }[language];
    // The wizard's code comes at the guest's first reach for it (no draft to bring back); the line with it.
    await firstTap(page.getByLabel(wizard.words.first, { exact: true }));
    await expect(page.getByRole("status").filter({ hasText: line })).toBeVisible();
  });
}

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

const extrasWords = {
  en: {
    ...bookingLaterCopy.en,
    arrivalLine: "\nArrival: about 06:30\n",
    gstLine: "\nGST invoice: Acme Travels Pvt Ltd, GSTIN 27AAPFU0939F1ZV, Maharashtra\n",
  },
  hi: {
    ...bookingLaterCopy.hi,
    arrivalLine: "\nपहुँचने का समय: लगभग 06:30\n",
    gstLine: "\nGST बिल: Acme Travels Pvt Ltd, GSTIN 27AAPFU0939F1ZV, महाराष्ट्र\n",
  },
};

for (const language of ["en", "hi"] as const) {
  test(`${language}: an arrival at 06:30 gets the early check-in note, a GSTIN with a wrong check character is refused keeping what was typed, and the message carries the Arrival and GST invoice lines`, async ({
    page,
  }) => {
    const wizard = bookingWizard(page, language);
    const w = extrasWords[language];
    await openAsGuest(page, `${wizard.path}?checkIn=2026-12-04&checkOut=2026-12-07&room=deluxe&guests=2`);
    await firstTap(page.getByLabel(wizard.words.first, { exact: true }));
    await wizard.fillGuest();
    await wizard.next();
    await expect(wizard.estimate()).toBeVisible();
    await wizard.next();

    await page.getByLabel(w.arrival.label).selectOption("06:30");
    await expect(page.getByRole("status").filter({ hasText: "06:30" })).toContainText(
      w.arrival.beforeEarly.slice(w.arrival.beforeEarly.indexOf("{checkIn}") + "{checkIn}".length),
    );
    await page.getByText(w.gst.heading).click();
    await page.getByLabel(w.gst.legalName).fill("Acme Travels Pvt Ltd");
    const gstin = page.getByLabel(w.gst.gstin, { exact: true });
    await gstin.fill("27aapfu0939f1zx");
    await wizard.sendButton().click();
    await expect(page.getByRole("alert")).toHaveText(w.gst.problems["gstin-checksum"]);
    await expect(gstin).toHaveValue("27AAPFU0939F1ZX");
    await expect(page.getByLabel(w.gst.legalName)).toHaveValue("Acme Travels Pvt Ltd");
    await expect(page.getByLabel(w.gst.state)).toHaveValue("27");
    await expectNoAxeViolations(page, "the booking wizard's arrival note and refused GSTIN");

    await gstin.fill("27AAPFU0939F1ZV");
    await wizard.send();
    const handOff = await theHandOff(page);
    expect(handOff.text).toContain(w.arrivalLine);
    expect(handOff.text).toContain(w.gstLine);
  });
}

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
