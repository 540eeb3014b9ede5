import type { Locator, Page } from "@playwright/test";
import { recordHandOffs, theHandOff } from "./hand-off";
import { expect, expectNoAxeViolations, firstTap, openAsGuest, setPhoneCpu, test } from "./phone";
import { bookingWizard, pickDay } from "./wizards";

/**
 * A room page's price for a family, on the narrowest phone the site is made for (320 px): the party
 * beside the dates, each plan's total and payment, the chosen plan's breakdown, and the links that
 * carry the stay on. The rules are proven by room-stay-totals.test.ts (the extra bed, the free
 * child, the refusals), stay-breakdown.test.ts, room-actions.test.ts and booking-params.test.ts;
 * this proves the page uses them, fits the phone, and hands the stay to the wizard.
 */

test.use({ viewport: { width: 320, height: 720 } });

/** 22 November 2026, 20:15 on the phone's clock. */
const now = new Date(2026, 10, 22, 20, 15);
const day = (d: number) => new Date(2026, 11, d);

/** A family's three nights with breakfast, row by row: the room page's breakdown and the wizard's estimate. */
const rows = ["$998", "$449", "$75", "Free", "$1,522 incl. taxes"];

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(now);
});

/** How many lines each row of a breakdown takes: its term's and value's box over the text's line height. */
const linesPerRow = (breakdown: Locator) =>
  breakdown.getByRole("term").evaluateAll((terms) =>
    terms.map((term) => {
      const row = term.parentElement!;
      return Math.round(row.getBoundingClientRect().height / parseFloat(getComputedStyle(term).lineHeight));
    }),
  );

/** Every layout shift's score from the page's first paint on, in `window.layoutShifts` (an observer set before the page's scripts). */
const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });

test("a family at 320 px: the party's fields take the place the page kept (no layout shift at the first tap), the breakdown names the extra bed and the free child, and the wizard and WhatsApp get the dates, the plan and the party", async ({
  page,
}) => {
  await recordLayoutShifts(page);
  await recordHandOffs(page);
  await openAsGuest(page, "/rooms/premium");
  const section = page.getByRole("region", { name: "Price for your dates" });
  // The first tap: the check-in's calendar opens from the page's shell, and the island takes over.
  await firstTap(section.getByRole("button", { name: /^Check-in/ }));
  await expect(section.getByLabel("Adults")).toBeVisible();
  await expect(section.getByLabel("Children")).toHaveValue("0");
  await page.waitForTimeout(500);
  // Every shift since the page first painted, through the tap and the fields' arrival.
  expect(await page.evaluate("layoutShifts.reduce((sum, shift) => sum + shift, 0)")).toBe(0);
  await page.keyboard.press("Escape");
  // The first tap is answered; until the next (Book this room), what the page does is the island's logic: CPU freed.
  await setPhoneCpu(page, 1);

  await pickDay(page, "en", "Check-in", day(4));
  await pickDay(page, "en", "Check-out", day(7));
  await section.getByLabel("Children").selectOption("2");
  await section.getByLabel("Age of child 1").selectOption({ label: "4 years" });
  await section.getByLabel("Age of child 2").selectOption({ label: "9 years" });
  const plan = section.getByRole("radio", { name: "With breakfast $1,522 incl. taxes for 3 nights" });
  await plan.check();
  await expect(plan).toHaveAccessibleDescription(
    "An advance of 25% of the stay after the hotel confirms, the rest at the hotel",
  );
  const breakdown = section.getByRole("region", { name: "Price breakdown: With breakfast" });
  await expect(breakdown.getByRole("term")).toHaveText([
    "2 nights × $499 (weekend)",
    "1 night × $449",
    "3 nights × $25 (Extra bed)",
    "1 child under 6",
    "Estimated total",
  ]);
  await expect(breakdown.getByRole("definition")).toHaveText(rows);
  for (const lines of await linesPerRow(breakdown)) expect(lines).toBeLessThanOrEqual(2);
  await breakdown.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("room-stay-320.png"), fullPage: true });
  await expectNoAxeViolations(page, "room page, a family's plans and breakdown at 320 px");

  const book = page.getByRole("link", { name: "Book this room" });
  await expect(book).toHaveAttribute(
    "href",
    "/booking?checkIn=2026-12-04&checkOut=2026-12-07&room=premium&plan=breakfast&adults=2&children=4,9",
  );
  const ask = page.getByRole("link", { name: /^Ask about this room on WhatsApp/ });
  const askText = new URL((await ask.getAttribute("href"))!).searchParams.get("text");
  expect(askText).toMatch(
    /^Hello! I have a question about the Premium Room for December 4th, 2026 to December 7th, 2026: /,
  );
  expect(askText).toMatch(/\nRate plan: With breakfast\nGuests: 2 adults, 2 children \(ages 4, 9\)$/);

  await firstTap(book);
  const wizard = bookingWizard(page);
  await wizard.fillGuest();
  await wizard.next();
  await expect(wizard.dateField("checkIn")).toHaveAccessibleName(`${wizard.words.checkIn} December 4th, 2026`);
  await setPhoneCpu(page, 1);
  await expect(wizard.dateField("checkOut")).toHaveAccessibleName(`${wizard.words.checkOut} December 7th, 2026`);
  // The plan and the party are room 1's, with the extra bed the page added: the same rows and total as the page's.
  await expect(wizard.room(1).ratePlan()).toHaveValue("breakfast");
  await expect(page.getByRole("status").filter({ hasText: "in the link" })).toHaveCount(0);
  await expect(page.getByLabel(/Adults$/)).toHaveValue("2");
  await expect(wizard.room(1).children()).toHaveValue("2");
  await expect(wizard.room(1).childAge(1)).toHaveValue("4");
  await expect(wizard.room(1).childAge(2)).toHaveValue("9");
  await expect(wizard.room(1).extraBed()).toBeChecked();
  await expect(wizard.estimate().getByRole("definition")).toHaveText(rows);
  for (const lines of await linesPerRow(wizard.estimate())) expect(lines).toBeLessThanOrEqual(2);
  await wizard.estimate().screenshot({ path: test.info().outputPath("wizard-estimate-320.png") });
  await wizard.next();
  await wizard.send();
  expect((await theHandOff(page)).text).toContain(
    "\nGuests: 2 adults, 2 children (ages 4, 9), extra bed\nCheck-in: December 4th, 2026\nCheck-out: December 7th, 2026\n",
  );
});

test("hi: a child of 9 in the Deluxe Room, which takes no extra bed, is refused with a message naming the room and what to change", async ({
  page,
}) => {
  await openAsGuest(page, "/hi/rooms/deluxe");
  await pickDay(page, "hi", "चेक-इन", day(4));
  await setPhoneCpu(page, 1);
  await pickDay(page, "hi", "चेक-आउट", day(7));
  const section = page.getByRole("region", { name: "आपकी तारीख़ों की कीमत" });
  await section.getByLabel("बच्चे", { exact: true }).selectOption("1");
  await section.getByLabel("बच्चे 1 की उम्र").selectOption({ label: "9 साल" });
  await expect(
    section.getByText("डीलक्स रूम में ज़्यादा से ज़्यादा 2 मेहमान ठहर सकते हैं। अपने दल के लिए दूसरा कमरा बुक करें या बड़ा कमरा चुनें।"),
  ).toBeVisible();
  await expect(section.getByRole("radio")).toHaveCount(0);
  await expectNoAxeViolations(page, "room page in Hindi, a party the room cannot take");
});
