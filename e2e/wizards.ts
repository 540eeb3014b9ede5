import { format } from "date-fns";
import { hi as hindiDates } from "date-fns/locale/hi";
import type { Page } from "@playwright/test";
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

const calendarWords = {
  en: { nextMonth: "Go to the Next Month", month: (date: Date) => format(date, "MMMM yyyy") },
  hi: {
    nextMonth: "अगले महीने पर जाएँ",
    month: (date: Date) => `${format(date, "MMMM", { locale: hindiDates })} ${date.getFullYear()}`,
  },
};

/** A day's name as the calendar reads it out: "Friday, December 4th, 2026", "शुक्रवार, 4 दिसंबर, 2026". */
export const dayName = (language: Language, date: Date) =>
  language === "en"
    ? format(date, "PPPP")
    : `${format(date, "EEEE", { locale: hindiDates })}, ${date.getDate()} ${calendarWords.hi.month(date).replace(" ", ", ")}`;

/** A date as a date field shows it once picked: "December 4th, 2026", "4 दिसंबर, 2026". */
const shownDate = (language: Language, date: Date) =>
  language === "en" ? format(date, "PPP") : `${date.getDate()} ${calendarWords.hi.month(date).replace(" ", ", ")}`;

const escape = (text: string) => text.replace(/[()]/g, "\\$&");

/** Opens the date field labelled `label`, moves its calendar on to the date's month and picks the day. */
async function pickDay(page: Page, language: Language, label: string, date: Date) {
  await page.getByRole("button", { name: new RegExp(`^${escape(label)}`) }).click();
  const words = calendarWords[language];
  const calendar = await showMonth(page, words.month(date), words.nextMonth);
  await calendar.getByRole("button", { name: new RegExp(`(^|, )${dayName(language, date)}(,|$)`) }).click();
  await expect(page.getByRole("grid")).toBeHidden();
}

const bookingWords = {
  en: {
    first: "First Name",
    last: "Last Name",
    email: "Email Address",
    phone: "Phone Number",
    next: "Next",
    previous: "Previous",
    checkIn: "Check-in Date",
    checkOut: "Check-out Date",
    room: "Room Type",
    guests: "Number of Guests",
    requests: /^Special Requests/,
    send: "Send Inquiry via WhatsApp",
    sent: "Booking Inquiry Sent!",
    openWhatsApp: "Open WhatsApp",
  },
  hi: {
    first: "पहला नाम",
    last: "उपनाम",
    email: "ई-मेल पता",
    phone: "फ़ोन नंबर",
    next: "आगे",
    previous: "पीछे",
    checkIn: "चेक-इन की तारीख़",
    checkOut: "चेक-आउट की तारीख़",
    room: "कमरे का प्रकार",
    guests: "मेहमानों की संख्या",
    requests: /^विशेष अनुरोध/,
    send: "WhatsApp से पूछताछ भेजें",
    sent: "बुकिंग पूछताछ भेज दी गई!",
    openWhatsApp: "WhatsApp खोलें",
  },
};

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
    async pickDate(field: "checkIn" | "checkOut", date: Date) {
      await pickDay(page, language, words[field], date);
      await expect(this.dateField(field)).toHaveAccessibleName(`${words[field]} ${shownDate(language, date)}`);
    },
    /** The stay step: both dates, the room (its name as listed) and the guests (the option's words). */
    async fillStay(stay: { checkIn: Date; checkOut: Date; room: string; guests: string }) {
      await this.pickDate("checkIn", stay.checkIn);
      await this.pickDate("checkOut", stay.checkOut);
      await page.getByLabel(words.room).selectOption({ label: stay.room });
      await page.getByLabel(words.guests).selectOption({ label: stay.guests });
    },
    estimate: () => page.getByRole("region", { name: language === "en" ? "Price of your stay" : "आपके ठहराव की कीमत" }),
    requests: () => page.getByLabel(words.requests),
    sendButton: () => page.getByRole("button", { name: words.send }),
    /** Presses Send and waits for the sent panel, whose heading takes the focus. */
    async send() {
      await this.sendButton().click();
      await expect(page.getByRole("heading", { name: words.sent })).toBeFocused();
    },
  };
}

const eventWords = {
  en: {
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
    first: "First Name",
    last: "Last Name",
    email: "Email Address",
    phone: "Phone Number",
    notes: "Notes (optional)",
    next: "Next",
    previous: "Previous",
    send: "Send Inquiry via WhatsApp",
    sent: "Event Inquiry Sent!",
    openWhatsApp: "Open WhatsApp",
    byEmail: "Send by e-mail instead",
    choices: {
      engagement: "Engagement",
      dinner: "Dinner",
      elegant: "Elegant Banquet Hall",
      classroom: "Classroom",
      jain: "Jain package",
      suggest: "Suggest a hall",
    },
  },
  hi: {
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
    first: "पहला नाम",
    last: "उपनाम",
    email: "ई-मेल पता",
    phone: "फ़ोन नंबर",
    notes: "टिप्पणी (ऐच्छिक)",
    next: "आगे",
    previous: "पीछे",
    send: "WhatsApp से पूछताछ भेजें",
    sent: "इवेंट पूछताछ भेज दी गई!",
    openWhatsApp: "WhatsApp खोलें",
    byEmail: "इसके बजाय ई-मेल से भेजें",
    choices: {
      engagement: "सगाई",
      dinner: "रात का भोजन",
      elegant: "एलिगेंट बैंक्वेट हॉल",
      classroom: "क्लासरूम",
      jain: "जैन पैकेज",
      suggest: "होटल हॉल सुझाए",
    },
  },
};

/**
 * The event inquiry (/events/inquiry), filled in with one engagement throughout: 45 guests at dinner
 * on Friday 4 December 2026 (or the 11th), in the Elegant Banquet Hall in a classroom layout, Jain food
 * at 15 a plate, 5 rooms for 2 nights.
 */
export function eventInquiry(page: Page, language: Language = "en") {
  const words = eventWords[language];
  const { choices } = words;
  const field = (label: string) => page.getByLabel(label, { exact: true });
  return {
    words,
    path: inLanguage(language, "/events/inquiry"),
    field,
    /** The wizard loads when the guest reaches for it (a pointer over the form), and is then live. */
    async reach() {
      await page.getByRole("form").hover();
      await islandIsLive(islandOf(page, "EventWizard"));
    },
    next: () => page.getByRole("button", { name: words.next }).click(),
    previous: () => page.getByRole("button", { name: words.previous }).click(),
    async fillEvent() {
      await page.getByLabel(words.eventType).selectOption({ label: choices.engagement });
      await pickDay(page, language, words.date, new Date(2026, 11, 4));
      await pickDay(page, language, words.alternateDate, new Date(2026, 11, 11));
      await field(words.slot).selectOption({ label: choices.dinner });
      await field(words.guests).fill("45");
    },
    async fillVenue() {
      await field(words.hall).selectOption({ label: choices.elegant });
      await field(words.layout).selectOption({ label: choices.classroom });
      await field(words.catering).selectOption({ label: choices.jain });
      await field(words.budget).fill("15");
      await field(words.rooms).fill("5");
      await field(words.nights).fill("2");
    },
    async fillContact(notes = "Marigold décor & a DJ <3") {
      await field(words.first).fill(guest.first);
      await field(words.last).fill(guest.last);
      await field(words.email).fill(guest.email);
      await field(words.phone).fill(guest.phone);
      await field(words.notes).fill(notes);
    },
    sendButton: () => page.getByRole("button", { name: words.send }),
    async send() {
      await this.sendButton().click();
      await expect(page.getByRole("heading", { name: words.sent })).toBeFocused();
    },
  };
}

const tableWords = {
  en: {
    date: "Date",
    time: "Time",
    people: "People",
    name: "Your name",
    send: "Reserve via WhatsApp",
    sent: "Your table request is written out in WhatsApp. Press send there, and we will confirm your table.",
    blocked: "Your browser did not open WhatsApp in a new tab. Use the link below to send your request.",
    openWhatsApp: "Open WhatsApp",
  },
  hi: {
    date: "तारीख़",
    time: "समय",
    people: "लोग",
    name: "आपका नाम",
    send: "WhatsApp से टेबल बुक करें",
    sent: "आपका टेबल अनुरोध WhatsApp में लिखा हुआ है। वहाँ भेजें दबाएँ, और हम आपकी टेबल की पुष्टि करेंगे।",
    blocked: "आपके ब्राउज़र ने WhatsApp नए टैब में नहीं खोला। अनुरोध भेजने के लिए नीचे दिया लिंक इस्तेमाल करें।",
    openWhatsApp: "WhatsApp खोलें",
  },
};

/** The table reservation on the dining page: date, time, people and name, then Reserve. */
export function tableReservation(page: Page, language: Language = "en") {
  const words = tableWords[language];
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
    sendButton: () => page.getByRole("button", { name: words.send }),
    /** Presses Reserve; the heading that takes the focus says whether WhatsApp opened or was blocked. */
    async send({ blocked = false } = {}) {
      await this.sendButton().click();
      await expect(page.getByRole("heading", { name: blocked ? words.blocked : words.sent })).toBeFocused();
    },
  };
}

const contactWords = {
  en: {
    boxes: ["First name", "Last name", "Email", "Phone", "Subject", "Message"],
    send: "Send Message",
    sent: "Your message is ready in WhatsApp",
    openWhatsApp: "Open WhatsApp",
  },
  hi: {
    boxes: ["पहला नाम", "उपनाम", "ई-मेल", "फ़ोन", "विषय", "संदेश"],
    send: "संदेश भेजें",
    sent: "आपका संदेश WhatsApp में तैयार है",
    openWhatsApp: "WhatsApp खोलें",
  },
};

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
  const words = contactWords[language];
  return {
    words,
    path: inLanguage(language, "/contact"),
    /** A box by the start of its name (the name goes on with "required" and the like). */
    box: (name: string) => page.getByRole("textbox", { name: new RegExp(`^${name}`) }),
    async fill(values: readonly string[] = contactMessage) {
      for (const [i, name] of words.boxes.entries()) await this.box(name).fill(values[i]!);
    },
    sendButton: () => page.getByRole("button", { name: words.send }),
    async send() {
      await this.sendButton().click();
      await expect(page.getByRole("heading", { name: words.sent })).toBeFocused();
    },
  };
}
