import type { Page } from "@playwright/test";
import { showMonth } from "./calendar";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * Availability and high-demand nights where a guest picks dates: a room page's totals in every
 * plan, the calendars' words (src/content/availability.json marks the Deluxe Room sold out on
 * 9 and 10 April 2028, within Simhastha 2028), and the wizard refusing a stay with a sold-out night.
 * The rules are proven by src/lib/stay/availability.test.ts and src/features/booking/sold-out.test.ts.
 */

const now = new Date("2026-11-22T12:00:00Z");
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(now);
});

type Words = { next: string; grid: string };
const en: Words = { next: "Go to the Next Month", grid: "April 2028" };
const hi: Words = { next: "अगले महीने पर जाएँ", grid: "अप्रैल 2028" };

/** Moves the open calendar forward to April 2028 and returns it. */
const april2028 = (page: Page, words: Words) => showMonth(page, words.grid, words.next);

test("a room page gives the total for the picked dates in every plan, and its calendar says which nights are high-demand or sold out", async ({
  page,
}) => {
  await page.goto("/rooms/deluxe");
  const section = page.getByRole("region", { name: "Price for your dates" });
  await section.getByRole("button", { name: /^Check-in/ }).click();
  const calendar = await april2028(page, en);
  await expect(
    calendar.getByRole("button", { name: "Sunday, April 9th, 2028, high demand: Simhastha 2028, sold out" }),
  ).toBeDisabled();
  await expect(calendar.getByText("Sample availability, not the hotel's own: as of 20 Nov 2026")).toBeVisible();
  await expectNoAxeViolations(page, "room page, check-in calendar with marks");
  await calendar.getByRole("button", { name: "Tuesday, April 11th, 2028, high demand: Simhastha 2028" }).click();
  await section.getByRole("button", { name: /^Check-out/ }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^Friday, April 14th, 2028/ })
    .click();
  // 3 Simhastha nights at $449, and $15 more a night with breakfast; the default site's prices include taxes.
  await expect(section.getByRole("definition")).toHaveText([
    "$1,347 incl. taxes for 3 nights",
    "$1,392 incl. taxes for 3 nights",
  ]);
  await expect(section.getByRole("term")).toHaveText(["Room only", "With breakfast"]);
  // The demo's rates are samples, and the totals say so.
  await expect(section.getByText("These are sample prices, not yet the hotel's own")).toBeVisible();
  await expectNoAxeViolations(page, "room page, totals in every plan");
});

test("the Hindi room page gives the totals and names the high-demand season in Hindi", async ({ page }) => {
  await page.goto("/hi/rooms/deluxe");
  const section = page.getByRole("region", { name: "आपकी तारीख़ों की कीमत" });
  await section.getByRole("button", { name: /^चेक-इन/ }).click();
  const calendar = await april2028(page, hi);
  await expect(
    calendar.getByRole("button", { name: /9 अप्रैल, 2028, ज़्यादा माँग: सिंहस्थ 2028, सभी कमरे बुक$/ }),
  ).toBeDisabled();
  await calendar.getByRole("button", { name: /11 अप्रैल, 2028, ज़्यादा माँग: सिंहस्थ 2028$/ }).click();
  await section.getByRole("button", { name: /^चेक-आउट/ }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /14 अप्रैल, 2028/ })
    .click();
  await expect(section.getByRole("term")).toHaveText(["केवल कमरा", "नाश्ते के साथ"]);
  await expect(section.getByRole("definition").first()).toContainText("$1,347");
  await expect(section.getByRole("definition").last()).toContainText("$1,392");
});

const guest = { first: "Priya", last: "Sharma", email: "priya.sharma@example.com", phone: "+91 98765 43210" };
const soldOutStay = "?room=deluxe&checkIn=2028-04-08&checkOut=2028-04-11&guests=2";

test("the wizard refuses a stay with a sold-out night, naming the room and the night, and switches to a free room keeping the dates", async ({
  page,
}) => {
  await page.goto(`/booking${soldOutStay}`);
  await page.getByLabel("First Name").fill(guest.first);
  await page.getByLabel("Last Name").fill(guest.last);
  await page.getByLabel("Email Address").fill(guest.email);
  await page.getByLabel("Phone Number").fill(guest.phone);
  await page.getByRole("button", { name: "Next" }).click();
  const message = "The Deluxe Room is sold out on the night of April 9th, 2028.";
  await expect(page.getByText(message)).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("alert")).toContainText(message);
  await expect(page.getByRole("heading", { name: "Booking Details" })).toBeVisible();
  await expectNoAxeViolations(page, "wizard, a sold-out night refused");
  await page.getByRole("button", { name: "Switch to the Premium Room" }).click();
  // The offer goes with the sold-out stay (the step's error line stays until the next Next).
  await expect(page.getByRole("button", { name: /^Switch to/ })).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Room Type" })).toContainText("Premium Room");
  await expect(page.getByRole("button", { name: /^Check-in Date/ })).toHaveAccessibleName(
    "Check-in Date April 8th, 2028",
  );
  await expect(page.getByRole("region", { name: "Price of your stay" })).toBeVisible();
});

test("the Hindi wizard refuses the sold-out night in Hindi and offers the free rooms", async ({ page }) => {
  await page.goto(`/hi/booking${soldOutStay}`);
  await page.getByLabel("पहला नाम").fill("प्रिया");
  await page.getByLabel("उपनाम").fill("शर्मा");
  await page.getByLabel("ई-मेल पता").fill(guest.email);
  await page.getByLabel("फ़ोन नंबर").fill(guest.phone);
  await page.getByRole("button", { name: "आगे" }).click();
  await expect(page.getByText("डीलक्स रूम 9 अप्रैल, 2028 की रात के लिए पूरा बुक है।", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "प्रीमियम रूम चुनें" })).toBeVisible();
  await expect(page.getByRole("button", { name: "एग्ज़ीक्यूटिव सुइट चुनें" })).toBeVisible();
});
