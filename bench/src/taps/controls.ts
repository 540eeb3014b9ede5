/**
 * The controls the tap benchmark presses, and the answer each one owes the guest: one table, found
 * the way a person finds them (a role and the words on screen), with the words taken from the
 * site's copy so the Hindi edition reuses every row. Pure data and its resolution to one language.
 */
import bookingCopy from "../../../src/content/copy/booking.json" with { type: "json" };
import carouselCopy from "../../../src/content/copy/carousel.json" with { type: "json" };
import commonCopy from "../../../src/content/copy/common.json" with { type: "json" };
import contactFieldsCopy from "../../../src/content/copy/contact-fields.json" with { type: "json" };
import contactPageCopy from "../../../src/content/copy/contact-page.json" with { type: "json" };
import diningCopy from "../../../src/content/copy/dining.json" with { type: "json" };
import inquiryCopy from "../../../src/content/copy/event-inquiry.json" with { type: "json" };
import homeCopy from "../../../src/content/copy/home.json" with { type: "json" };
import roomPageCopy from "../../../src/content/copy/room-page.json" with { type: "json" };
import deluxeEn from "../../../src/content/rooms/deluxe.en.json" with { type: "json" };
import deluxeHi from "../../../src/content/rooms/deluxe.hi.json" with { type: "json" };

export const tapLocales = ["en", "hi"] as const;
export type TapLocale = (typeof tapLocales)[number];

/** The roles the table uses; the in-page probe knows how each is written in HTML. */
export const targetRoles = [
  "alert",
  "article",
  "button",
  "dialog",
  "grid",
  "group",
  "gridcell",
  "heading",
  "img",
  "link",
  "region",
  "textbox",
] as const;
export type TargetRole = (typeof targetRoles)[number];

/** An accessible name: exactly these words, or words that begin with these. */
export type Name = string | { startsWith: string };

/** Something on screen, as a person finds it: its role and name, inside a landmark or card when the page has several alike. */
export type Target = {
  role: TargetRole;
  name?: Name;
  /** Words the element contains (an alert's message). */
  text?: string;
  /** The landmark, card or dialog it sits in (any of that role when no name is given). */
  within?: { role: TargetRole; name?: Name };
  /** Which one of several matches, from 0 (default: the first). */
  nth?: number;
};

/** What the guest does first, before the measured tap (a step of a wizard). */
export type Step = { fill: Target; value: string } | { tap: Target; until: Target };

export type TapControl = {
  /** A short stable key for the command line and the results file. */
  id: string;
  /** What is pressed and what should show, for the report. */
  title: string;
  /** The English page; the Hindi one is under /hi. */
  path: string;
  control: Target;
  /** The answer's container: the frame where it first shows. */
  answer: Target;
  /**
   * The part of the answer the guest acts on next (a calendar's days, a dialog's photo, an error's
   * words): the tap is answered when one of these is visible and hit-testable (probe.ts).
   */
  usable: Target;
  /**
   * Steps the guest takes first. Such a control cannot be pressed before its step shows, so its
   * early and settled taps come 300 ms and 2 s after that (tapMoment, summary.ts).
   */
  before?: Step[];
};

type Words = ReturnType<typeof wordsOf>;

function wordsOf(locale: TapLocale) {
  return {
    booking: bookingCopy[locale],
    carousel: carouselCopy[locale],
    common: commonCopy[locale],
    contactFields: contactFieldsCopy[locale],
    contactPage: contactPageCopy[locale],
    dining: diningCopy[locale],
    inquiry: inquiryCopy[locale],
    home: homeCopy[locale],
    roomPage: roomPageCopy[locale],
    deluxe: { en: deluxeEn, hi: { ...deluxeEn, ...deluxeHi } }[locale],
  };
}

/** A template's words with `{key}` filled in (the site's own `fill`, which the benchmark may not import). */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The words of a template up to its first unfilled `{key}`: the start of a name that goes on with page data. */
export function startOf(template: string, values: Record<string, string | number>): { startsWith: string } {
  const filled = fillIn(template, values);
  const open = filled.search(/\{\w+\}/);
  return { startsWith: (open < 0 ? filled : filled.slice(0, open)).trimEnd() };
}

const dateGrid: Target = { role: "grid" };
/** A calendar's days: the day buttons in its grid's cells (an enabled one, hit-testable). */
const calendarDays: Target = { role: "button", within: { role: "gridcell" } };
/** A dialog's content: its first photo. */
const photoIn = (dialog: Name): Target => ({ role: "img", within: { role: "dialog", name: dialog } });

/** Every island control the benchmark presses, in report order. */
export function tapTable(w: Words): TapControl[] {
  const photos = w.deluxe.photoAlts.length;
  const guestStep = (): Step[] => [
    { fill: { role: "textbox", name: { startsWith: w.contactFields.fields.firstName.label } }, value: "Priya" },
    { fill: { role: "textbox", name: { startsWith: w.contactFields.fields.lastName.label } }, value: "Sharma" },
    {
      fill: { role: "textbox", name: { startsWith: w.contactFields.fields.email.label } },
      value: "priya.sharma@example.com",
    },
    { fill: { role: "textbox", name: { startsWith: w.contactFields.fields.phone.label } }, value: "+91 98765 43210" },
    {
      tap: { role: "button", name: w.booking.buttons.next },
      until: { role: "button", name: { startsWith: w.booking.fields.checkIn.label } },
    },
  ];
  return [
    {
      id: "home-check-in",
      title: "home, quick-booking Check-in → calendar",
      path: "/",
      control: {
        role: "button",
        name: { startsWith: w.home.quickBooking.checkIn },
        within: { role: "group", name: w.home.quickBooking.formLabel },
      },
      answer: { role: "dialog", name: w.home.quickBooking.checkIn },
      usable: calendarDays,
    },
    {
      id: "home-tour",
      title: "home, Start Virtual Tour → tour",
      path: "/",
      control: { role: "button", name: w.home.tour.start },
      answer: { role: "dialog", name: w.home.tour.dialogTitle },
      usable: photoIn(w.home.tour.dialogTitle),
    },
    {
      id: "home-gallery",
      title: "home, first gallery photo → gallery dialog",
      path: "/",
      control: { role: "link", within: { role: "region", name: w.home.gallery.heading }, nth: 0 },
      answer: { role: "dialog", name: w.home.gallery.dialogTitle },
      usable: photoIn(w.home.gallery.dialogTitle),
    },
    {
      id: "events-menu",
      title: "events, phone menu → drawer",
      path: "/events",
      control: { role: "button", name: w.common.nav.openMenu },
      answer: { role: "dialog", name: w.common.nav.menuTitle },
      usable: { role: "link", within: { role: "dialog", name: w.common.nav.menuTitle } },
    },
    {
      id: "rooms-carousel",
      title: "rooms, first carousel Next → second photo",
      path: "/rooms",
      control: { role: "button", name: w.carousel.next, within: { role: "article", name: w.deluxe.name } },
      answer: {
        role: "group",
        name: fillIn(w.carousel.slideLabel, { index: 2, total: photos }),
        within: { role: "article", name: w.deluxe.name },
      },
      usable: { role: "img", name: w.deluxe.photoAlts[1]!, within: { role: "article", name: w.deluxe.name } },
    },
    {
      id: "room-carousel",
      title: "room page, carousel Next → second photo",
      path: "/rooms/deluxe",
      control: {
        role: "button",
        name: w.carousel.next,
        within: { role: "region", name: fillIn(w.carousel.label, { name: w.deluxe.name }) },
      },
      answer: {
        role: "img",
        name: w.deluxe.photoAlts[1]!,
        within: { role: "region", name: fillIn(w.carousel.label, { name: w.deluxe.name }) },
      },
      usable: {
        role: "img",
        name: w.deluxe.photoAlts[1]!,
        within: { role: "region", name: fillIn(w.carousel.label, { name: w.deluxe.name }) },
      },
    },
    {
      id: "room-lightbox",
      title: "room page, first grid photo → lightbox",
      path: "/rooms/deluxe",
      control: { role: "link", name: startOf(w.roomPage.openPhoto, { index: 1, count: photos }) },
      answer: { role: "dialog", name: fillIn(w.carousel.label, { name: w.deluxe.name }) },
      usable: photoIn(fillIn(w.carousel.label, { name: w.deluxe.name })),
    },
    {
      id: "booking-next",
      title: "booking, Next on an empty step → the error",
      path: "/booking",
      control: { role: "button", name: w.booking.buttons.next },
      answer: { role: "alert", text: w.contactFields.errors.guestRequired },
      usable: { role: "alert", text: w.contactFields.errors.guestRequired },
    },
    {
      id: "booking-date",
      title: "booking, Check-in Date → calendar",
      path: "/booking",
      before: guestStep(),
      control: { role: "button", name: { startsWith: w.booking.fields.checkIn.label } },
      answer: dateGrid,
      usable: calendarDays,
    },
    {
      id: "inquiry-next",
      title: "event inquiry, Next on an empty step → the error",
      path: "/events/inquiry",
      control: { role: "button", name: w.inquiry.buttons.next },
      answer: { role: "alert", text: w.inquiry.errors.eventRequired },
      usable: { role: "alert", text: w.inquiry.errors.eventRequired },
    },
    {
      id: "inquiry-date",
      title: "event inquiry, Event date → calendar",
      path: "/events/inquiry",
      control: { role: "button", name: { startsWith: w.inquiry.fields.date.label } },
      answer: dateGrid,
      usable: calendarDays,
    },
    {
      id: "table-reservation",
      title: "dining, Reserve via WhatsApp on an empty form → the error",
      path: "/dining",
      control: { role: "button", name: w.dining.reserve.submit },
      answer: { role: "alert", text: w.dining.reserve.required },
      usable: { role: "alert", text: w.dining.reserve.required },
    },
    {
      id: "contact-send",
      title: "contact, Send on an empty form → the errors",
      path: "/contact",
      control: { role: "button", name: w.contactPage.form.submit },
      answer: { role: "alert", text: w.contactPage.form.errors.summaryHeading },
      usable: { role: "alert", text: w.contactPage.form.errors.summaryHeading },
    },
  ];
}

/** The page of a control in a language. */
export function pathIn(path: string, locale: TapLocale): string {
  if (locale === "en") return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** The table in one language: every control with its words and its page in that language. */
export function controlsIn(locale: TapLocale): TapControl[] {
  return tapTable(wordsOf(locale)).map((c) => ({ ...c, path: pathIn(c.path, locale) }));
}

/** The ids of the table, in order. */
export const tapControlIds = (): string[] => controlsIn("en").map((c) => c.id);
