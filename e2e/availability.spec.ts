import type { Page } from "@playwright/test";
import { showMonth } from "./calendar";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { bookingWizard } from "./wizards";

/**
 * Availability and high-demand nights where a guest picks dates: a room page's totals in every
 * plan, the calendars' words (src/content/availability.json marks the Deluxe Room sold out on
 * 9 and 10 April 2028, within Simhastha 2028), and the wizard refusing a stay with a sold-out night.
 * The rules are proven by src/lib/stay/availability.test.ts and src/features/booking/sold-out.test.ts, the
 * Hindi words for the marks and the refusal by the translation checks.
 */

const now = new Date("2026-11-22T12:00:00Z");
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(now);
});

/** Moves the open calendar forward to April 2028 and returns it. */
const april2028 = (page: Page) => showMonth(page, "April 2028");

test("a room page gives the total for the picked dates in every plan, and its calendar says which nights are high-demand or sold out", async ({
  page,
}) => {
  await page.goto("/rooms/deluxe");
  const section = page.getByRole("region", { name: "Price for your dates" });
  await section.getByRole("button", { name: /^Check-in/ }).click();
  const calendar = await april2028(page);
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
  const plans = section.getByRole("group", { name: "Plans for your dates" });
  await expect(plans.getByRole("radio", { name: "Room only $1,347 incl. taxes for 3 nights" })).toBeChecked();
  await expect(plans.getByRole("radio", { name: "With breakfast $1,392 incl. taxes for 3 nights" })).toBeVisible();
  // The demo's rates are samples, and the totals say so.
  await expect(section.getByText("These are sample prices, not yet the hotel's own")).toBeVisible();
  await expectNoAxeViolations(page, "room page, totals in every plan");
});

const soldOutStay = "?room=deluxe&checkIn=2028-04-08&checkOut=2028-04-11&guests=2";

test("the wizard refuses a stay with a sold-out night, naming the room and the night, and switches to a free room keeping the dates", async ({
  page,
}) => {
  const wizard = bookingWizard(page);
  await page.goto(`/booking${soldOutStay}`);
  await wizard.fillGuest();
  await wizard.next();
  const message = "The Deluxe Room is sold out on the night of April 9th, 2028.";
  await expect(page.getByText(message)).toBeVisible();
  await wizard.next();
  await expect(page.getByRole("alert")).toContainText(message);
  await expect(page.getByRole("heading", { name: "Booking Details" })).toBeVisible();
  await expectNoAxeViolations(page, "wizard, a sold-out night refused");
  await page.getByRole("button", { name: "Switch to the Premium Room" }).click();
  // The offer goes with the sold-out stay (the step's error line stays until the next Next).
  await expect(page.getByRole("button", { name: /^Switch to/ })).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Room Type" })).toContainText("Premium Room");
  await expect(wizard.dateField("checkIn")).toHaveAccessibleName("Check-in Date April 8th, 2028");
  await expect(page.getByRole("region", { name: "Price of your stay" })).toBeVisible();
});
