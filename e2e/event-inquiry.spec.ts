import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, taxWordingsOn, test, viewports } from "./fixtures";
import { islandIsLive, islandOf } from "./islands";

/**
 * The event inquiry (/events/inquiry and /hi/events/inquiry), end to end in both languages: the
 * first step's messages, the calendar's days, a hall chosen by a link, the draft after a reload, and
 * the WhatsApp hand-off with the exact text of docs/inquiry-messages.md, section 2 (window.open intercepted, and
 * blocked), with the e-mail alternative. The wizard's rules (guests, dates, venue, budget, rooms,
 * contact, capacity) are proven by event-rules.test.ts, capacity.test.ts and EventWizard.test.tsx.
 */

/** 22 November 2026 at 12:00 UTC: the same calendar day from Los Angeles to Kolkata. */
const now = new Date("2026-11-22T12:00:00Z");

const guest = { first: "Priya", last: "Sharma", email: "priya.sharma@example.com", phone: "+91 98765 43210" };

const languages = [
  {
    name: "English",
    path: "/events/inquiry",
    events: "/events",
    /** The one tax wording the site's prices carry (the events page's packages too). */
    tax: "incl. taxes",
    buttons: {
      next: "Next",
      previous: "Previous",
      submit: "Send Inquiry via WhatsApp",
      openWhatsApp: "Open WhatsApp",
      email: "Send by e-mail instead",
    },
    labels: {
      eventType: "Type of event",
      date: "Event date",
      alternateDate: "Alternate date (optional)",
      slot: "Time",
      guests: "Number of guests",
      hall: "Hall",
      layout: "Seating layout",
      catering: "Food",
      budget: "Budget per plate (optional)",
      rooms: "Rooms",
      nights: "Nights",
      firstName: "First Name",
      lastName: "Last Name",
      email: "Email Address",
      phone: "Phone Number",
      notes: "Notes (optional)",
    },
    choices: {
      engagement: "Engagement",
      dinner: "Dinner",
      grand: "Grand Banquet Hall",
      elegant: "Elegant Banquet Hall",
      suggest: "Suggest a hall",
      roundTables: "Round tables",
      classroom: "Classroom",
      jain: "Jain package",
      none: "No catering",
    },
    calendar: {
      nextMonth: "Go to the Next Month",
      month: "December 2026",
      day: (d: number, weekday: string) => `${weekday}, December ${d}th, 2026`,
    },
    friday: "Friday",
    shown: { dec4: "December 4th, 2026", dec11: "December 11th, 2026" },
    errors: {
      eventRequired: "Please fill in all required event details.",
      alternateSame: "The alternate date must differ from the event date.",
      guests: "Please enter the number of guests as a whole number from 1 to 2000.",
      venueRequired: "Please choose a hall, a seating layout and the food.",
      budget: "Please enter the budget per plate as an amount, e.g. 15.",
      rooms: "Please enter both the rooms and the nights as whole numbers, e.g. 5 rooms for 2 nights.",
      guestRequired: "Please fill in all required guest details.",
      email: "Please enter a valid email address.",
      phone: "Please enter a valid phone number.",
    },
    capacity: {
      heading: "This hall may be too small",
      tooMany: "45 guests is more than the Elegant Banquet Hall seats in a Classroom layout (28).",
      fits: [
        "Grand Banquet Hall, Round tables (60)",
        "Grand Banquet Hall, Theatre (75)",
        "Grand Banquet Hall, Cocktail (75)",
        "Elegant Banquet Hall, Theatre (50)",
        "Elegant Banquet Hall, Cocktail (50)",
      ],
    },
    success: "Event Inquiry Sent!",
    message: [
      "*New Event Inquiry*",
      "",
      "Name: Priya Sharma",
      "Email: priya.sharma@example.com",
      "Phone: +91 98765 43210",
      "",
      "Event: Engagement",
      "Date: December 4th, 2026",
      "Alternate date: December 11th, 2026",
      "Time: Dinner",
      "Guests: 45",
      "Hall: Elegant Banquet Hall",
      "Seating: Classroom",
      "Food: Jain package",
      "Budget per plate: $15",
      "Rooms for guests: 5 rooms × 2 nights",
      "",
      "Notes: Marigold décor & a DJ <3",
    ],
    mailSubject: "Event inquiry: Engagement on December 4th, 2026",
  },
  {
    name: "Hindi",
    path: "/hi/events/inquiry",
    events: "/hi/events",
    tax: "कर सहित",
    buttons: {
      next: "आगे",
      previous: "पीछे",
      submit: "WhatsApp से पूछताछ भेजें",
      openWhatsApp: "WhatsApp खोलें",
      email: "इसके बजाय ई-मेल से भेजें",
    },
    labels: {
      eventType: "इवेंट का प्रकार",
      date: "इवेंट की तारीख़",
      alternateDate: "वैकल्पिक तारीख़ (ऐच्छिक)",
      slot: "समय",
      guests: "मेहमानों की संख्या",
      hall: "हॉल",
      layout: "बैठक व्यवस्था",
      catering: "खाना",
      budget: "प्रति प्लेट बजट (ऐच्छिक)",
      rooms: "कमरे",
      nights: "रातें",
      firstName: "पहला नाम",
      lastName: "उपनाम",
      email: "ई-मेल पता",
      phone: "फ़ोन नंबर",
      notes: "टिप्पणी (ऐच्छिक)",
    },
    choices: {
      engagement: "सगाई",
      dinner: "रात का भोजन",
      grand: "ग्रैंड बैंक्वेट हॉल",
      elegant: "एलिगेंट बैंक्वेट हॉल",
      suggest: "होटल हॉल सुझाए",
      roundTables: "गोल मेज़ें",
      classroom: "क्लासरूम",
      jain: "जैन पैकेज",
      none: "कैटरिंग नहीं",
    },
    calendar: {
      nextMonth: "अगले महीने पर जाएँ",
      month: "दिसंबर 2026",
      day: (d: number, weekday: string) => `${weekday}, ${d} दिसंबर, 2026`,
    },
    friday: "शुक्रवार",
    shown: { dec4: "4 दिसंबर, 2026", dec11: "11 दिसंबर, 2026" },
    errors: {
      eventRequired: "कृपया इवेंट का पूरा ज़रूरी विवरण भरें।",
      alternateSame: "वैकल्पिक तारीख़ इवेंट की तारीख़ से अलग होनी चाहिए।",
      guests: "कृपया मेहमानों की संख्या 1 से 2000 के बीच पूरी संख्या में लिखें।",
      venueRequired: "कृपया हॉल, बैठक व्यवस्था और खाना चुनें।",
      budget: "कृपया प्रति प्लेट बजट रकम में लिखें, जैसे 15।",
      rooms: "कृपया कमरे और रातें, दोनों पूरी संख्या में लिखें, जैसे 2 रातों के लिए 5 कमरे।",
      guestRequired: "कृपया मेहमान की सभी ज़रूरी जानकारी भरें।",
      email: "कृपया सही ई-मेल पता लिखें।",
      phone: "कृपया सही फ़ोन नंबर लिखें।",
    },
    capacity: {
      heading: "यह हॉल शायद छोटा पड़े",
      tooMany: "45 मेहमान क्लासरूम व्यवस्था में एलिगेंट बैंक्वेट हॉल की क्षमता (28) से ज़्यादा हैं।",
      fits: [
        "ग्रैंड बैंक्वेट हॉल, गोल मेज़ें (60)",
        "ग्रैंड बैंक्वेट हॉल, थिएटर (75)",
        "ग्रैंड बैंक्वेट हॉल, कॉकटेल (75)",
        "एलिगेंट बैंक्वेट हॉल, थिएटर (50)",
        "एलिगेंट बैंक्वेट हॉल, कॉकटेल (50)",
      ],
    },
    success: "इवेंट पूछताछ भेज दी गई!",
    message: [
      "*नई इवेंट पूछताछ*",
      "",
      "नाम: Priya Sharma",
      "ई-मेल: priya.sharma@example.com",
      "फ़ोन: +91 98765 43210",
      "",
      "इवेंट: सगाई",
      "तारीख़: 4 दिसंबर, 2026",
      "वैकल्पिक तारीख़: 11 दिसंबर, 2026",
      "समय: रात का भोजन",
      "मेहमान: 45",
      "हॉल: एलिगेंट बैंक्वेट हॉल",
      "बैठक व्यवस्था: क्लासरूम",
      "खाना: जैन पैकेज",
      "प्रति प्लेट बजट: $15",
      "मेहमानों के लिए कमरे: 5 कमरे × 2 रातें",
      "",
      "टिप्पणी: Marigold décor & a DJ <3",
    ],
    mailSubject: "इवेंट पूछताछ: सगाई, 4 दिसंबर, 2026",
  },
] as const;

type Language = (typeof languages)[number];

/** Replaces window.open before any page script runs: records the URL, and opens nothing (or is blocked). */
async function interceptWindowOpen(page: Page, { blocked = false } = {}) {
  await page.addInitScript((isBlocked) => {
    const record: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = record;
    window.open = ((url?: string | URL) => {
      record.push(String(url));
      return isBlocked ? null : ({ opener: window, closed: false } as unknown as Window);
    }) as typeof window.open;
  }, blocked);
}

const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);

/** The text a wa.me link carries, after checking it goes to the hotel's number. */
function whatsappText(url: string) {
  const parsed = new URL(url);
  expect(parsed.origin + parsed.pathname).toBe("https://wa.me/919000000000");
  return parsed.searchParams.get("text") ?? "";
}

const hydrated = (page: Page) => islandIsLive(islandOf(page, "EventWizard"));

/** The wizard loads when the visitor reaches for it (or at once when the tab keeps a draft): a pointer over the form. */
const reach = (page: Page) => page.getByRole("form").hover();

async function open(page: Page, path: string) {
  await page.clock.setFixedTime(now);
  await page.goto(path);
  await reach(page);
  await hydrated(page);
}

async function pickDecemberDay(page: Page, l: Language, label: string, day: number) {
  await page.getByRole("button", { name: new RegExp(`^${label.replace(/[()]/g, "\\$&")}`) }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("grid")).toBeVisible();
  if (!(await dialog.getByRole("grid", { name: l.calendar.month }).isVisible())) {
    await dialog.getByRole("button", { name: l.calendar.nextMonth }).click();
  }
  await dialog.getByRole("button", { name: l.calendar.day(day, l.friday), exact: true }).click();
  await expect(page.getByRole("grid")).toBeHidden();
}

const next = (page: Page, l: Language) => page.getByRole("button", { name: l.buttons.next }).click();

/** The event step; `onDatePicked` runs once the event date is picked, before the alternate date. */
async function fillEvent(page: Page, l: Language, onDatePicked?: () => Promise<void>) {
  await page.getByLabel(l.labels.eventType).selectOption({ label: l.choices.engagement });
  await pickDecemberDay(page, l, l.labels.date, 4);
  await onDatePicked?.();
  await pickDecemberDay(page, l, l.labels.alternateDate, 11);
  await page.getByLabel(l.labels.slot, { exact: true }).selectOption({ label: l.choices.dinner });
  await page.getByLabel(l.labels.guests).fill("45");
}

/** With the event date on 4 December: no past day in the alternate date's calendar, nor the event date. */
async function expectNoPastDayNorTheEventDate(page: Page, l: Language) {
  await page.getByRole("button", { name: new RegExp(`^${l.labels.alternateDate.replace(/[()]/g, "\\$&")}`) }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: l.calendar.day(4, l.friday), exact: true })).toBeDisabled();
  await dialog
    .getByRole("button", { name: l.calendar.nextMonth.replace("Next", "Previous").replace("अगले", "पिछले") })
    .click();
  await expect(dialog.getByRole("button", { name: /21/ }).first()).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("grid")).toBeHidden();
}

/** After a send with the new tab blocked: the success panel offers the WhatsApp link and the e-mail. */
async function expectBlockedTabFallback(page: Page, l: Language) {
  const [url] = await opened(page);
  const link = page.getByRole("link", { name: l.buttons.openWhatsApp });
  await expect(link).toHaveAttribute("href", url!);
  await expect(link).toHaveAttribute("target", "_blank");
  expect(whatsappText(url!).split("\n")).toEqual(l.message);
  await expect(page.getByRole("link", { name: l.buttons.email })).toHaveAttribute("href", /^mailto:reservations@/);
}

async function fillVenue(page: Page, l: Language) {
  await page.getByLabel(l.labels.hall, { exact: true }).selectOption({ label: l.choices.elegant });
  await page.getByLabel(l.labels.layout).selectOption({ label: l.choices.classroom });
  await page.getByLabel(l.labels.catering, { exact: true }).selectOption({ label: l.choices.jain });
  await page.getByLabel(l.labels.budget).fill("15");
  await page.getByLabel(l.labels.rooms, { exact: true }).fill("5");
  await page.getByLabel(l.labels.nights, { exact: true }).fill("2");
  // The package's from-price and the budget's hint speak of tax as every price on the site does.
  expect(await taxWordingsOn(page)).toEqual([l.tax]);
}

async function fillContact(page: Page, l: Language) {
  await page.getByLabel(l.labels.firstName).fill(guest.first);
  await page.getByLabel(l.labels.lastName).fill(guest.last);
  await page.getByLabel(l.labels.email).fill(guest.email);
  await page.getByLabel(l.labels.phone).fill(guest.phone);
  await page.getByLabel(l.labels.notes).fill("Marigold décor & a DJ <3");
}

for (const l of languages) {
  test.describe(`the event inquiry in ${l.name}`, () => {
    // The new tab is blocked in Hindi: the fallback is walked here in Hindi, and in English by the axe walks.
    const blocked = l.name === "Hindi";

    test(`asks for the event's type, date, time and guests, offers no past day nor the event date as the alternate, then walks the three steps and hands the exact event inquiry to WhatsApp${blocked ? ", leaving the link and the e-mail when the tab is blocked" : ""}`, async ({
      page,
      consoleErrors,
    }) => {
      await interceptWindowOpen(page, { blocked });
      await open(page, l.path);
      await next(page, l);
      await expect(page.getByRole("alert")).toHaveText(l.errors.eventRequired);
      await expect(page.getByLabel(l.labels.eventType)).toHaveAttribute("aria-invalid", "true");
      await fillEvent(page, l, () =>
        test.step("offers no past day, nor the event date as the alternate date", () =>
          expectNoPastDayNorTheEventDate(page, l)),
      );
      await next(page, l);
      await fillVenue(page, l);
      await next(page, l);
      await fillContact(page, l);
      await page.getByRole("button", { name: l.buttons.submit }).click();
      await expect(page.getByRole("heading", { name: l.success })).toBeFocused();
      const urls = await opened(page);
      expect(urls).toHaveLength(1);
      expect(whatsappText(urls[0]!).split("\n")).toEqual(l.message);
      if (blocked) await expectBlockedTabFallback(page, l);
      else await expect(page.getByRole("link", { name: l.buttons.openWhatsApp })).toHaveCount(0);
      const mail = await page.getByRole("link", { name: l.buttons.email }).getAttribute("href");
      const parsed = new URL(mail!);
      expect(parsed.protocol + parsed.pathname).toBe("mailto:reservations@hotelshreejipalace.example");
      expect(parsed.searchParams.get("subject")).toBe(l.mailSubject);
      expect(parsed.searchParams.get("body")).toBe(l.message.join("\r\n"));
      expect(consoleErrors).toEqual([]);
    });

    test("a hall's Request Quote opens the wizard with that hall chosen, and the draft survives a reload", async ({
      page,
    }) => {
      await interceptWindowOpen(page);
      await page.clock.setFixedTime(now);
      await page.goto(l.events);
      await page
        .getByRole("article", { name: l.choices.elegant })
        .getByRole("link", { name: new RegExp(l.choices.elegant) })
        .click();
      await reach(page);
      await hydrated(page);
      // Once the wizard has read the link, the address drops it.
      await expect(page).toHaveURL(new RegExp(`${l.path}$`));
      await fillEvent(page, l);
      await next(page, l);
      await expect(page.getByLabel(l.labels.hall, { exact: true })).toHaveValue("elegant");

      await page.getByLabel(l.labels.hall, { exact: true }).selectOption({ label: l.choices.suggest });
      await page.reload();
      await hydrated(page);
      await expect(page.getByLabel(l.labels.eventType)).toHaveValue("engagement");
      await expect(page.getByLabel(l.labels.guests)).toHaveValue("45");
      await expect(page.getByRole("button", { name: new RegExp(l.shown.dec4) })).toBeVisible();
      await expect(page.getByRole("button", { name: new RegExp(l.shown.dec11) })).toBeVisible();
      await next(page, l);
      await expect(page.getByLabel(l.labels.hall, { exact: true })).toHaveValue("suggest");
    });
  });
}

for (const [size, viewport] of Object.entries(viewports)) {
  test(`no axe violations on steps 2 and 3, the capacity warning and the sent panel (the tab blocked: the link and the e-mail offered) at ${size} width, in the light and the dark theme`, async ({
    page,
  }) => {
    const l = languages[0];
    await interceptWindowOpen(page, { blocked: true });
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    await open(page, l.path);
    await fillEvent(page, l);
    await next(page, l);
    await fillVenue(page, l);
    await expect(page.getByRole("region", { name: l.capacity.heading })).toBeVisible();
    await next(page, l);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await page.getByRole("button", { name: l.buttons.previous }).click();
    await expectNoAxeViolations(page, `step 2 with the capacity warning (${size})`);
    await next(page, l);
    await page.getByRole("button", { name: l.buttons.submit }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoAxeViolations(page, `step 3 with a problem (${size})`);
    await fillContact(page, l);
    await page.getByRole("button", { name: l.buttons.submit }).click();
    await expect(page.getByRole("heading", { name: l.success })).toBeFocused();
    await expectBlockedTabFallback(page, l);
    await expectNoAxeViolations(page, `sent, the tab blocked (${size})`);
  });
}
