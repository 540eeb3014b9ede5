import { format } from "date-fns";
import type { Page } from "@playwright/test";
import bookingCopy from "../src/content/copy/booking.json" with { type: "json" };
import bookingLaterCopy from "../src/content/copy/booking-later.json" with { type: "json" };
import calendarCopy from "../src/content/copy/calendar.json" with { type: "json" };
import contactFieldsCopy from "../src/content/copy/contact-fields.json" with { type: "json" };
import contactPageCopy from "../src/content/copy/contact-page.json" with { type: "json" };
import diningCopy from "../src/content/copy/dining.json" with { type: "json" };
import eventInquiryCopy from "../src/content/copy/event-inquiry.json" with { type: "json" };
import hallDetailsCopy from "../src/content/copy/hall-details.json" with { type: "json" };
import elegantEn from "../src/content/halls/elegant.en.json" with { type: "json" };
import elegantHi from "../src/content/halls/elegant.hi.json" with { type: "json" };
import { dateFnsLocaleOf } from "../src/lib/dates/date-locale";
import { longDate } from "../src/lib/dates/long-date";
import { showMonth } from "./calendar";
import { expect } from "./fixtures";
import { islandIsLive, islandOf } from "./islands";

/**
 * The site's four forms as a guest uses them, in either language: the booking wizard, the event
 * inquiry, the table reservation and the contact form. Each is found by the words on the screen
 * (labels, button names, headings), never by markup, and acts as a guest does: fill the step, go next,
 * send. What each form then hands to WhatsApp is read with e2e/hand-off.ts.
 */

export type Language = "en" | "hi";

/** The guest every form is filled in for. */
export const guest = { first: "Priya", last: "Sharma", email: "priya.sharma@example.com", phone: "+91 98765 43210" };

/** The path of a page in a language: "/hi/booking" for ("hi", "/booking"). */
const inLanguage = (language: Language, path: string) => (language === "hi" ? `/hi${path}` : path);

/** A day's name as the calendar reads it out: "Friday, December 4th, 2026" (the site's own date-fns locale). */
export const dayName = (language: Language, date: Date) => format(date, "PPPP", { locale: dateFnsLocaleOf(language) });

/** A sentence with its {placeholders} filled in. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Opens the date field labelled `label`, moves its calendar on to the date's month and picks the day. */
export async function pickDay(page: Page, language: Language, label: string, date: Date) {
  await page.getByRole("button", { name: new RegExp(`^${escape(label)}`) }).click();
  const month = format(date, "LLLL y", { locale: dateFnsLocaleOf(language) });
  const calendar = await showMonth(page, month, calendarCopy[language].nextMonth);
  await calendar.getByRole("button", { name: new RegExp(`(^|, )${dayName(language, date)}(,|$)`) }).click();
  await expect(page.getByRole("grid")).toBeHidden();
}

const bookingWordsIn = (language: Language) => {
  const { fields, buttons, success } = bookingCopy[language];
  const { firstName, lastName, email, phone } = contactFieldsCopy[language].fields;
  return {
    first: firstName.label,
    last: lastName.label,
    email: email.label,
    phone: phone.label,
    next: buttons.next,
    previous: buttons.previous,
    send: buttons.submit,
    checkIn: fields.checkIn.label,
    checkOut: fields.checkOut.label,
    room: fields.roomType.label,
    guests: fields.guests.label,
    requests: new RegExp(`^${escape(fields.specialRequests.label)}`),
    ratePlan: fields.ratePlan.label,
    extraBed: fields.extraBed.label.split(" (")[0]!,
    sent: success.heading,
    estimate: bookingLaterCopy[language].estimate.heading,
    rooms: bookingLaterCopy[language].rooms.form,
  };
};
const bookingWords = { en: bookingWordsIn("en"), hi: bookingWordsIn("hi") };

/** The booking wizard (/booking): guest details, then the stay, then the confirmation and Send. */
export function bookingWizard(page: Page, language: Language = "en") {
  const words = bookingWords[language];
  return {
    words,
    path: inLanguage(language, "/booking"),
    /** The wizard is live: its island has hydrated. */
    hydrated: () => islandIsLive(islandOf(page, "BookingWizard")),
    async fillGuest(who = guest) {
      await page.getByLabel(words.first, { exact: true }).fill(who.first);
      await page.getByLabel(words.last, { exact: true }).fill(who.last);
      await page.getByLabel(words.email, { exact: true }).fill(who.email);
      await page.getByLabel(words.phone, { exact: true }).fill(who.phone);
    },
    next: () => page.getByRole("button", { name: words.next }).click(),
    previous: () => page.getByRole("button", { name: words.previous }).click(),
    /** A step's heading, which takes the focus when the step shows. */
    step: (name: string | RegExp) => page.getByRole("heading", { level: 3, name }),
    dateField: (field: "checkIn" | "checkOut") =>
      page.getByRole("button", { name: new RegExp(`^${escape(words[field])}`) }),
    /** The stay step: both dates, the room (its name as listed) and the guests (the option's words). */
    async fillStay(stay: { checkIn: Date; checkOut: Date; room: string; guests: string }) {
      for (const field of ["checkIn", "checkOut"] as const) {
        await pickDay(page, language, words[field], stay[field]);
        await expect(this.dateField(field)).toHaveAccessibleName(`${words[field]} ${longDate(stay[field], language)}`);
      }
      await page.getByLabel(words.room).selectOption({ label: stay.room });
      await page.getByLabel(words.guests).selectOption({ label: stay.guests });
    },
    estimate: () => page.getByRole("region", { name: words.estimate }),
    /** Room `number`'s fieldset (legend "Room 2"), and its fields by their labels (room 2's: "Room 2 Adults"). */
    room(number: number) {
      const group = page.getByRole("group", { name: fill(words.rooms.room, { number }) });
      const field = (label: string) => group.getByLabel(new RegExp(`${escape(label)}$`));
      return {
        group,
        roomType: () => (number === 1 ? page.getByLabel(words.room) : field(words.rooms.roomType)),
        adults: () => field(words.rooms.adults),
        ratePlan: () => (number === 1 ? page.getByLabel(words.ratePlan) : field(words.rooms.ratePlan)),
        children: () => field(words.rooms.children),
        childAge: (child: number) => field(fill(words.rooms.childAge, { child })),
        extraBed: () => group.getByRole("checkbox", { name: new RegExp(escape(words.extraBed)) }),
      };
    },
    addRoom: () => page.getByRole("button", { name: words.rooms.add }).click(),
    requests: () => page.getByLabel(words.requests),
    sendButton: () => page.getByRole("button", { name: words.send }),
    /** Presses Send and waits for the sent panel, whose heading takes the focus. */
    async send() {
      await this.sendButton().click();
      await expect(page.getByRole("heading", { name: words.sent })).toBeFocused();
    },
  };
}

/**
 * The event inquiry (/events/inquiry), filled in with one engagement throughout: 45 guests at dinner
 * on Friday 4 December 2026 (or the 11th), in the Elegant Banquet Hall in a classroom layout, Jain food
 * at 15 a plate, 5 rooms for 2 nights.
 */
export function eventInquiry(page: Page, language: Language = "en") {
  const { fields, buttons, success } = eventInquiryCopy[language];
  const { slots, layouts, menus } = hallDetailsCopy[language];
  const { firstName, lastName, email, phone } = contactFieldsCopy[language].fields;
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const fillIn = async (...boxes: [{ label: string }, string][]) => {
    for (const [{ label }, value] of boxes) await field(label).fill(value);
  };
  return {
    words: { ...buttons, sent: success.heading },
    fields,
    path: inLanguage(language, "/events/inquiry"),
    field,
    /** The wizard loads when the guest reaches for it (a pointer over the form), and is then live. */
    async reach() {
      await page.getByRole("form").hover();
      await islandIsLive(islandOf(page, "EventWizard"));
    },
    next: () => page.getByRole("button", { name: buttons.next }).click(),
    async fillEvent() {
      await page.getByLabel(fields.eventType.label).selectOption({ label: fields.eventType.options.engagement });
      await pickDay(page, language, fields.date.label, new Date(2026, 11, 4));
      await pickDay(page, language, fields.alternateDate.label, new Date(2026, 11, 11));
      await field(fields.slot.label).selectOption({ label: slots.dinner });
      await fillIn([fields.guests, "45"]);
    },
    async fillVenue() {
      await field(fields.hall.label).selectOption({ label: { en: elegantEn, hi: elegantHi }[language].name });
      await field(fields.layout.label).selectOption({ label: layouts.classroom });
      await field(fields.catering.label).selectOption({ label: menus.jain });
      await fillIn([fields.budget, "15"], [fields.roomCount, "5"], [fields.nights, "2"]);
    },
    async fillContact() {
      await fillIn([firstName, guest.first], [lastName, guest.last], [email, guest.email], [phone, guest.phone]);
      await fillIn([fields.notes, "Marigold décor & a DJ <3"]);
    },
    sendButton: () => page.getByRole("button", { name: buttons.submit }),
    async send() {
      await this.sendButton().click();
      await expect(page.getByRole("heading", { name: success.heading })).toBeFocused();
    },
  };
}

/** The table reservation on the dining page: date, time, people and name, then Reserve. */
export function tableReservation(page: Page, language: Language = "en") {
  const words = diningCopy[language].reserve;
  const field = (label: string) => page.getByLabel(label, { exact: true });
  return {
    words,
    path: inLanguage(language, "/dining"),
    field,
    async fill({ date = "2026-12-04", time = "19:30", people = "4", name = "Priya Sharma" } = {}) {
      await field(words.date).fill(date);
      await field(words.time).selectOption(time);
      await field(words.people).fill(people);
      await field(words.name).fill(name);
    },
    sendButton: () => page.getByRole("button", { name: words.submit }),
    /** Presses Reserve; the heading that takes the focus says whether WhatsApp opened or was blocked. */
    async send({ blocked = false } = {}) {
      await this.sendButton().click();
      await expect(page.getByRole("heading", { name: blocked ? words.blocked : words.sent })).toBeFocused();
    },
  };
}

/** What the contact form is filled in with, box by box in its order. */
export const contactMessage = [
  "Aarav",
  "Sharma",
  "aarav@example.com",
  "+91 98765 43210",
  "Parking & late check-in",
  "Do you have parking for a <b>van</b>?\nWe arrive at 1 AM.",
];

/** The contact form (/contact): six boxes, then Send. */
export function contactForm(page: Page, language: Language = "en") {
  const { form } = contactPageCopy[language];
  const boxes = [form.firstName, form.lastName, form.email, form.phone, form.subject, form.message];
  return {
    path: inLanguage(language, "/contact"),
    /** Each box found by the start of its name (the name goes on with "required" and the like). */
    async fill() {
      for (const [i, name] of boxes.entries())
        await page.getByRole("textbox", { name: new RegExp(`^${name}`) }).fill(contactMessage[i]!);
    },
    sendButton: () => page.getByRole("button", { name: form.submit }),
    async send() {
      await this.sendButton().click();
      await expect(page.getByRole("heading", { name: form.success.heading })).toBeFocused();
    },
  };
}
