import { addMonths, format, setDate } from "date-fns";
import type { Page } from "@playwright/test";
import calendarCopy from "../src/content/copy/calendar.json" with { type: "json" };
import inquiryCopy from "../src/content/copy/event-inquiry.json" with { type: "json" };
import homeCopy from "../src/content/copy/home.json" with { type: "json" };
import { calendarShellsAttribute } from "../src/page-scripts/calendar-shell";
import { dateLocaleFor, monthDayFormats } from "../src/lib/dates/date-locale";
import { fill } from "../src/lib/i18n/format";
import {
  expect,
  expectNoAxeViolations,
  firstTap,
  holdIslandCode,
  islandRenderer,
  openAsGuest,
  setPhoneCpu,
  test,
} from "./phone";
import { islandIsLive, islandOf } from "./islands";

/*
 * A date field tapped once the page has shown, before its island is live (React's DOM code held
 * back): the month shows at once in the calendar's shell (src/page-scripts/calendar-shell.ts), a day chosen
 * there is the field's once the island is live, and a shell still open becomes the island's calendar.
 */

/** The page has shown and its calendar script is in: from now on a date field's tap is answered at once. */
const shellsReady = (page: Page) =>
  expect(page.locator(`script[${calendarShellsAttribute}]`), "the calendars' shells installed").toBeAttached();

/** The 15th of next month: a day every field allows, whatever today is. */
const nextMonth15 = () => setDate(addMonths(new Date(), 1), 15);

/** The English home page's quick booking, and its Check-in field. */
const enBar = homeCopy.en.quickBooking;
const enCheckInOf = (page: Page) =>
  page.getByRole("group", { name: enBar.formLabel }).getByRole("button", { name: /^Check-in/ });

/** Tab from the page's last link leaves the page: the shells waiting at its end, open or not, are passed by. */
async function tabPassesTheShells(page: Page) {
  await page.getByRole("contentinfo").getByRole("link").last().focus();
  await page.keyboard.press("Tab");
  expect(await page.evaluate("document.activeElement?.closest('[popover]') ?? null"), "Tab passes it by").toBeNull();
}

// In Hindi, whose month and day names are the copy's; English runs the same page script, its shell the tests' below.
test("hi: Check-in shows this month at once, before the island's code; Escape, a tap outside or on the field again close it, out of sight of a screen reader and of Tab; a day chosen there is the field's once the island is live", async ({
  page,
}) => {
  const [bar, words] = [homeCopy.hi.quickBooking, calendarCopy.hi];
  const dates = dateLocaleFor("hi", words);
  const monthName = (month: Date) => format(month, "LLLL y", { locale: dates });
  const checkIn = page
    .getByRole("group", { name: bar.formLabel })
    .getByRole("button", { name: new RegExp(`^${bar.checkIn}`) });
  // The guest's first tap once the page has shown and its calendar script is in, before any island is live.
  const code = await holdIslandCode(page, islandRenderer);
  await openAsGuest(page, "/hi");
  await shellsReady(page);
  await firstTap(checkIn);
  const calendar = page.getByRole("dialog", { name: bar.checkIn });
  await expect(calendar.getByRole("grid", { name: monthName(new Date()) })).toBeVisible();
  const today = fill(words.today, { date: format(new Date(), "PPPP", { locale: dates }) });
  await expect(calendar.getByRole("button", { name: today }), "today, ready for the keyboard").toBeFocused();

  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog"), "Escape").toHaveCount(0);
  await expect(checkIn).toBeFocused();
  await checkIn.tap();
  await expect(calendar).toBeVisible();
  // The field's label, just above it: a tap outside the shell, on nothing a tap would follow.
  await page.locator(`[id="${await checkIn.getAttribute("id")}-label"]`).tap();
  await expect(page.getByRole("dialog"), "a tap outside").toHaveCount(0);
  await checkIn.tap();
  await expect(calendar).toBeVisible();
  await checkIn.tap();
  await expect(page.getByRole("dialog"), "the field tapped again").toHaveCount(0);
  await expect(page.getByRole("button", { name: words.nextMonth }), "nothing of it is read").toHaveCount(0);
  await tabPassesTheShells(page);

  await checkIn.tap();
  const day = nextMonth15();
  await calendar.getByRole("button", { name: words.nextMonth }).tap();
  await expect(calendar.getByRole("grid", { name: monthName(day) })).toBeVisible();
  await calendar.getByRole("button", { name: format(day, "PPPP", { locale: dates }) }).tap();
  await expect(checkIn, "the choice waits for the island").toHaveAttribute("aria-busy", "true");

  code.release();
  await expect(checkIn).toContainText(format(day, monthDayFormats.hi, { locale: dates }));
  await expect(checkIn).not.toHaveAttribute("aria-busy");
  await expect(page.getByRole("dialog"), "the island opens nothing").toHaveCount(0);
  await expect(checkIn).toBeFocused();
});

test("on a slow phone, a date field on screen has its shell drawn ahead out of sight before the guest touches the page, neither read nor reached by Tab; a tap shows it, and the event wizard keeps the day chosen there", async ({
  page,
}) => {
  const field = inquiryCopy.en.fields.date;
  const code = await holdIslandCode(page, islandRenderer);
  // Only a phone that has not shown itself quick gets its shells drawn ahead (a quick one hydrates
  // the island ahead instead, src/page-scripts/calendar-shell.ts): the project's 4× could read as quick
  // on a quick host, so the page runs at the low-tier phone's slowdown on this machine.
  await setPhoneCpu(page, 14);
  await page.goto("/events/inquiry", { waitUntil: "domcontentloaded" });
  await shellsReady(page);
  const date = page.getByRole("button", { name: new RegExp(`^${field.label}`) });
  const shell = page.locator(`[id="${await date.getAttribute("id")}-shell"]`);
  // Nobody has scrolled, touched or pressed a key: the field is on screen, its month is drawn all the same.
  expect(
    await page.evaluate(() => [performance.getEntriesByType("first-input").length, scrollY]),
    "no tap or key yet, not scrolled",
  ).toEqual([0, 0]);
  await expect(shell, "drawn ahead, in idle slices").toBeAttached();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: calendarCopy.en.nextMonth }), "nothing of it is read").toHaveCount(0);
  await tabPassesTheShells(page);

  await date.tap();
  const calendar = page.getByRole("dialog", { name: field.label });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole("button", { name: calendarCopy.en.nextMonth })).toBeVisible();
  await expect(calendar.getByRole("grid").locator(":focus"), "a day takes the focus").toHaveCount(1);
  // The event wizard brings back the tab's draft as it hydrates: the day chosen in the shell goes on top of it.
  const day = nextMonth15();
  const dates = dateLocaleFor("en", calendarCopy.en);
  await calendar.getByRole("button", { name: calendarCopy.en.nextMonth }).tap();
  await calendar.getByRole("button", { name: format(day, "PPPP", { locale: dates }) }).tap();
  code.release();
  await islandIsLive(islandOf(page, date));
  await expect(date).toContainText(format(day, "PPP", { locale: dates }));
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

/*
 * A date field tapped while the page still loads: the page's photos are held, so it has not loaded
 * and the head script has not yet loaded the calendars' script (it does once the largest photo is
 * painted); React's DOM code is held too. The tap itself brings that script, which shows the shell.
 */
test("Check-in tapped while the page still loads shows this month with the calendars' script alone, and the island's calendar takes the place of the shell still open, on the month it showed", async ({
  page,
}) => {
  // Two walks in one (the shell while the page loads, axe light and dark, then the takeover): the time of two tests.
  test.slow();
  const dates = dateLocaleFor("en", calendarCopy.en);
  const checkIn = enCheckInOf(page);
  const photos = await holdIslandCode(page, /^https:\/\/images\.unsplash\.com\//);
  const code = await holdIslandCode(page, islandRenderer);
  await openAsGuest(page, "/");
  const calendarsScript = page.locator('script[src="/ready-ahead.js"]');
  await expect(calendarsScript, "not loaded before the tap: the page has not loaded").toHaveCount(0);

  await firstTap(checkIn);
  const calendar = page.getByRole("dialog", { name: enBar.checkIn });
  await expect(calendar.getByRole("grid", { name: format(new Date(), "LLLL y", { locale: dates }) })).toBeVisible();
  await expect(calendarsScript).toHaveCount(1);
  expect(await page.evaluate("document.readyState"), "the page is still loading its photos").not.toBe("complete");
  await expectNoAxeViolations(page, "the calendar's shell while the page loads");
  const day = nextMonth15();
  await calendar.getByRole("button", { name: calendarCopy.en.nextMonth }).tap();

  code.release();
  photos.release();
  await islandIsLive(islandOf(page, checkIn));
  await expect(page.getByRole("dialog"), "one calendar: the island's, in the shell's place").toHaveCount(1);
  await expect(calendar.getByRole("grid", { name: format(day, "LLLL y", { locale: dates }) })).toBeVisible();
  await calendar.getByRole("button", { name: format(day, "PPPP", { locale: dates }) }).tap();
  await expect(checkIn).toContainText(format(day, monthDayFormats.en, { locale: dates }));
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(calendarsScript, "the page's load loads it no second time").toHaveCount(1);
});

test("Check-in tapped while the page still loads is the island's to answer should the calendars' script fail to come", async ({
  page,
}) => {
  const checkIn = enCheckInOf(page);
  await page.route("**/ready-ahead.js", (route) => route.abort());
  const code = await holdIslandCode(page, islandRenderer);
  await openAsGuest(page, "/");
  await firstTap(checkIn);
  await expect(checkIn, "the tap is held by the island").toHaveAttribute("aria-busy", "true");
  code.release();
  await expect(page.getByRole("dialog", { name: enBar.checkIn }).getByRole("grid")).toBeVisible();
});
