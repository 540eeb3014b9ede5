import { z } from "zod";
import amenitiesPage from "../copy/amenities-page.json" with { type: "json" };
import booking from "../copy/booking.json" with { type: "json" };
import bookingLater from "../copy/booking-later.json" with { type: "json" };
import buildingAccess from "../copy/building-access.json" with { type: "json" };
import calendar from "../copy/calendar.json" with { type: "json" };
import carousel from "../copy/carousel.json" with { type: "json" };
import common from "../copy/common.json" with { type: "json" };
import contactFields from "../copy/contact-fields.json" with { type: "json" };
import contactPage from "../copy/contact-page.json" with { type: "json" };
import dining from "../copy/dining.json" with { type: "json" };
import errors from "../copy/errors.json" with { type: "json" };
import eventInquiry from "../copy/event-inquiry.json" with { type: "json" };
import eventsPage from "../copy/events-page.json" with { type: "json" };
import handOff from "../copy/hand-off.json" with { type: "json" };
import hallDetails from "../copy/hall-details.json" with { type: "json" };
import home from "../copy/home.json" with { type: "json" };
import legal from "../copy/legal.json" with { type: "json" };
import lightbox from "../copy/lightbox.json" with { type: "json" };
import official from "../copy/official.json" with { type: "json" };
import pilgrims from "../copy/pilgrims.json" with { type: "json" };
import policies from "../copy/policies.json" with { type: "json" };
import prices from "../copy/prices.json" with { type: "json" };
import roomPage from "../copy/room-page.json" with { type: "json" };
import roomStay from "../copy/room-stay.json" with { type: "json" };
import roomsPage from "../copy/rooms-page.json" with { type: "json" };

/*
 * The words schemas: every dictionary is a file `copy/<name>.json` = { "en": {…}, "hi": {…} }, and
 * each language's words must have the English words' shape, no empty string, and keep the
 * placeholders the code fills in ("{value}"), or the value silently disappears from the page.
 * Checked in every language by the content collections (the build names the file and the field)
 * and the unit tests, through the registry (schema/registry.ts). The words' types are inferred
 * from these schemas (`Words<"booking">`).
 */

/** Every string in a tree of words is non-empty: a forgotten word shows as a blank heading or button. */
export function noEmptyStrings(value: unknown, ctx: z.RefinementCtx, path: PropertyKey[] = []): void {
  if (typeof value === "string") {
    if (value.trim() === "") ctx.addIssue({ code: "custom", message: "must not be empty", path });
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) noEmptyStrings(inner, ctx, [...path, key]);
  }
}

/** A sentence the code fills in: it must keep every placeholder named. */
export const template = (...placeholders: string[]) =>
  placeholders.reduce(
    (schema, p) => schema.includes(`{${p}}`, `must contain {${p}}`),
    z.string().min(1, "must not be empty"),
  );

const missing = (expected: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? "is missing (the English words have it)" : `must be ${expected}, as in English`;

/** The shape of a language's words, read from the English words: the same keys, and words where English has words. */
function shapeOf(english: unknown): z.ZodType {
  if (typeof english === "string") return z.string({ error: missing("words") });
  if (typeof english === "number") return z.number({ error: missing("a number") });
  if (typeof english === "boolean") return z.boolean({ error: missing("true or false") });
  // A list's items take the first English item's shape; how many there are is the translation check's business.
  // A list of words has an item at least: a page shows them under a heading (the editor requires one too).
  if (Array.isArray(english))
    return z
      .array(english.length ? shapeOf(english[0]) : z.unknown(), { error: missing("a list") })
      .min(1, "must have at least one item");
  const entries = Object.entries(english as Record<string, unknown>);
  return z.looseObject(Object.fromEntries(entries.map(([key, value]) => [key, shapeOf(value)])), {
    error: missing("a group of words"),
  });
}

/**
 * A dictionary's words in one language: the English words' shape, no empty string, and the
 * dictionary's own rules (placeholders). Its type is the English words' type.
 */
function wordsLike<T>(english: T, rules?: z.ZodType): z.ZodType<T> {
  const shape = rules ? shapeOf(english).and(rules) : shapeOf(english);
  return shape.superRefine((tree, ctx) => noEmptyStrings(tree, ctx)) as unknown as z.ZodType<T>;
}

const valueLine = template("value");

/** The words around every price (src/lib/stay/price.ts). */
export const priceWordsSchema = z.looseObject({
  from: template("price"),
  totalTaxAdded: template("name"),
});

/** The halls' planner details on the events page. */
export const hallDetailsWordsSchema = z.looseObject({
  capacityTable: z.looseObject({ caption: template("hall") }),
  dimensionsValue: template("length", "width", "height"),
  slotValue: template("slot", "from", "to"),
  menuValue: template("menu", "price"),
  roomOffer: template("percent", "rooms"),
});

/** The contact page: the message handed to WhatsApp (and e-mail) keeps each {value}. */
const contactPageRules = z.looseObject({
  message: z.looseObject({ name: valueLine, email: valueLine, phone: valueLine, subject: valueLine }),
});

/** The dining page: the table reservation sent on WhatsApp keeps each {value}. */
export const diningWordsSchema = z.looseObject({
  message: z.looseObject({ name: valueLine, date: valueLine, time: valueLine, people: valueLine }),
  reserve: z.looseObject({
    tooFar: template("days"),
    peopleRange: template("min", "max"),
    peopleHint: template("min", "max"),
  }),
});

/** The stay policies: each rule keeps the fact the code fills in from policies.json. */
export const policyWordsSchema = z.looseObject({
  night: z.looseObject({ one: template("count"), other: template("count") }),
  times: z.looseObject({
    checkIn: template("time"),
    checkOut: template("time"),
    early: template("time", "percent"),
    late: template("time", "percent"),
  }),
  id: z.looseObject({ indian: template("documents"), foreign: template("hours") }),
  children: z.looseObject({ free: template("age"), extraBed: template("price"), cot: template("price") }),
  cancellation: z.looseObject({
    free: template("hours"),
    late: template("nights"),
    noShow: template("nights"),
    /** Where each plan's payment is (the plans section), and that an advance is asked for only as /official says. */
    advance: template(),
  }),
  payment: z.looseObject({ methods: template("methods"), currencies: template("currencies") }),
  house: z.looseObject({ visitors: template("time"), quiet: template("from", "until") }),
  official: z.looseObject({ fraud: template("helpline", "website") }),
  plans: z.looseObject({ plan: template("room", "plan", "cancellation", "payment") }),
  summary: z.looseObject({
    checkInValue: template("time"),
    checkOutValue: template("time"),
    idValue: template("documents"),
    cancellationValue: template("hours"),
  }),
});

/** The official channels page: each sentence keeps the fact the code fills in from official.json and site.json. */
export const officialWordsSchema = z.looseObject({
  meta: z.looseObject({ title: template("name"), description: template("name") }),
  contact: z.looseObject({ emailValue: template("domain") }),
  gst: z.looseObject({ steps: z.looseObject({ enter: template("gstin"), match: template("payee") }) }),
  fraud: z.looseObject({ dontPay: template("phone"), helpline: template("helpline"), report: template("website") }),
});

/** The pilgrims' page: each sentence keeps the facts the code fills in from pilgrims.json, policies.json and rates.json. */
export const pilgrimsWordsSchema = z.looseObject({
  meta: z.looseObject({ title: template("name"), description: template("name") }),
  fact: z.looseObject({ verified: template("date"), source: template("host"), stale: template("days") }),
  duration: z.looseObject({
    hoursMinutes: template("hours", "minutes"),
    hours: template("hours"),
    minutes: template("minutes"),
  }),
  road: template("km", "from", "duration"),
  hours: template("opens", "closes", "best"),
  warning: z.looseObject({ helpline: template("helpline") }),
  mahakaleshwar: z.looseObject({ book: template("host"), aarti: template("name", "starts", "leave") }),
  simhastha: z.looseObject({
    period: template("from", "to", "mainFrom", "mainTo"),
    bathingDates: template("dates"),
    season: template("season", "from", "to", "nights"),
    night: z.looseObject({ one: template("count"), other: template("count") }),
  }),
  services: z.looseObject({
    ask: template("subject"),
    taxi: template("time"),
    breakfastBox: template("time"),
    earlyCheckIn: template("time", "percent"),
    lateCheckOut: template("time", "percent"),
  }),
});

/** A room's page: the children rule names the age (and the extra bed's price). */
export const roomPageWordsSchema = z.looseObject({
  childrenWithBed: template("age", "price"),
  childrenNoBed: template("age"),
  accessible: z.looseObject({ intro: template("count"), doorWidth: template("width") }),
});

/** A room's price for the guest's dates: the totals name the nights, the refusals the night, the season and what the party needs. */
export const roomStayWordsSchema = z.looseObject({
  nights: z.looseObject({ one: template("count"), other: template("count") }),
  planTotal: template("total", "nights"),
  soldOut: template("date"),
  minimumStay: template("season", "min"),
  childAge: template("number"),
  age: z.looseObject({ one: template("count"), other: template("count") }),
  breakdown: template("plan"),
  freeChildren: z.looseObject({ one: template("count", "age"), other: template("count", "age") }),
  problems: z.looseObject({
    "too-many-children": template("max"),
    "child-age": template("child"),
    "needs-extra-bed": template("room", "max"),
    "too-many-guests": template("room", "max"),
    tooManyWithBed: template("room", "max"),
    "no-extra-bed": template("room"),
    "cot-without-small-child": template("age"),
  }),
});

/** The building's accessibility: the counts and the door width are filled in from building-access.json. */
export const buildingAccessWordsSchema = z.looseObject({
  room: template("count", "width", "bathroom"),
  parking: template("count"),
});

/** The booking wizard: the step counter, the room hint, the counter, the extra bed's price and the total sent. */
const bookingRules = z.looseObject({
  stepOf: template("current", "total"),
  fields: z.looseObject({
    roomType: z.looseObject({ hint: template("price", "guests") }),
    guests: z.looseObject({
      options: z.object({ "1": z.string(), "2": z.string(), "3": z.string(), "4": z.string() }),
    }),
    specialRequests: z.looseObject({ counter: template("count", "max") }),
    extraBed: z.looseObject({ label: template("price") }),
  }),
  success: z.looseObject({ total: template("total") }),
});

/** Words counted by the language's plural rules: "{count} adult", "{count} adults". */
const counted = z.looseObject({ one: template("count"), other: template("count") });

/** The booking wizard's later steps: the estimate's lines, the sold-out notice and the WhatsApp inquiry's lines. */
const bookingLaterRules = z.looseObject({
  estimate: z.looseObject({
    nights: z.looseObject({ one: template("count"), other: template("count") }),
    group: template("nights", "price"),
    withReason: template("group", "reason"),
    discount: template("percent"),
    taxOn: template("tax", "nights"),
    minimumStay: template("season", "min", "count"),
  }),
  availability: z.looseObject({
    soldOut: template("room", "date"),
    soldOutRoom: template("number", "room", "date"),
    switchRoom: template("room"),
  }),
  message: z
    .looseObject(
      Object.fromEntries(
        [
          "name",
          "email",
          "phone",
          "room",
          "ratePlan",
          "guests",
          "checkIn",
          "checkOut",
          "nights",
          "estimatedTotal",
          "specialRequests",
          "arrival",
          "payment",
          "roomLine",
        ].map((key) => [key, valueLine]),
      ),
    )
    .and(
      z.looseObject({
        group: template("rooms", "people"),
        roomLine: template("number"),
        adults: counted,
        children: counted,
        ages: z.looseObject({ one: template("ages"), other: template("ages") }),
        gstInvoice: template("name", "gstin", "state"),
      }),
    ),
  rooms: z.looseObject({
    form: z.looseObject({
      room: template("number"),
      remove: template("number"),
      childAge: template("child"),
      groupSwitch: template("max"),
      roomTotal: template("number", "room"),
      roomExtraBed: template("number"),
      freeChildren: z.looseObject({ one: template("count", "age"), other: template("count", "age") }),
      payment: template("payment"),
      problems: z.looseObject({
        "room-type": template("number"),
        "group-rooms": template("min"),
      }),
    }),
    problems: z.looseObject({
      "no-adult": template("number"),
      "too-many-children": template("number", "max"),
      "child-age": template("number", "child"),
      "needs-extra-bed": template("number", "room", "max"),
      "too-many-guests": template("number", "room", "max"),
      "no-extra-bed": template("number", "room"),
      "cot-without-small-child": template("number", "age"),
    }),
    freeChildren: template("age"),
    group: template("rooms"),
    longStay: template("max", "nights"),
  }),
  arrival: z.looseObject({
    early: template("time", "from", "percent", "amount"),
    earlyRooms: template("time", "from", "percent", "amount", "rooms"),
    beforeEarly: template("time", "from", "checkIn"),
    earlyUnpriced: template("time", "from", "percent"),
  }),
  payment: z.looseObject({ advanceNights: counted, advancePercent: template("percent") }),
  gst: z.looseObject({ problems: z.looseObject({ "legalName-too-long": template("max") }) }),
});

/** The event inquiry wizard: the WhatsApp lines keep {value}, counts keep {count}. */
const eventInquiryRules = z.looseObject({
  message: z.looseObject({
    ...Object.fromEntries(
      [
        "name",
        "email",
        "phone",
        "event",
        "date",
        "alternateDate",
        "time",
        "guests",
        "hall",
        "seating",
        "food",
        "budget",
        "rooms",
        "notes",
      ].map((key) => [key, valueLine]),
    ),
    roomCount: z.object({ one: template("count"), other: template("count") }),
    nightCount: z.object({ one: template("count"), other: template("count") }),
  }),
  errors: z.looseObject({ guests: template("max") }),
  capacity: z.looseObject({
    tooMany: template("guests", "hall", "layout", "capacity"),
    fit: template("hall", "layout", "capacity"),
  }),
});

/** The date pickers' screen-reader words keep the day they name. */
const calendarRules = z.looseObject({
  today: template("date"),
  selected: template("date"),
  highDemand: template("season"),
  asOf: template("date"),
  asOfSample: template("date"),
});

/** The photo viewer names the photo it shows and where it is among the others. */
const lightboxRules = z.looseObject({
  position: template("index", "total", "title"),
});

/**
 * Every dictionary's words schema, by the name of its file in copy/. A new dictionary is a
 * `copy/<name>.json` file, an entry here and one in the registry's `copyFiles`.
 */
export const wordsSchemas = {
  home: wordsLike(home.en),
  common: wordsLike(common.en),
  "rooms-page": wordsLike(roomsPage.en),
  "room-page": wordsLike(roomPage.en, roomPageWordsSchema),
  "room-stay": wordsLike(roomStay.en, roomStayWordsSchema),
  "amenities-page": wordsLike(amenitiesPage.en),
  "contact-page": wordsLike(contactPage.en, contactPageRules),
  "contact-fields": wordsLike(contactFields.en),
  policies: wordsLike(policies.en, policyWordsSchema),
  official: wordsLike(official.en, officialWordsSchema),
  pilgrims: wordsLike(pilgrims.en, pilgrimsWordsSchema),
  prices: wordsLike(prices.en, priceWordsSchema),
  "building-access": wordsLike(buildingAccess.en, buildingAccessWordsSchema),
  dining: wordsLike(dining.en, diningWordsSchema),
  "hall-details": wordsLike(hallDetails.en, hallDetailsWordsSchema),
  booking: wordsLike(booking.en, bookingRules),
  "booking-later": wordsLike(bookingLater.en, bookingLaterRules),
  "event-inquiry": wordsLike(eventInquiry.en, eventInquiryRules),
  "events-page": wordsLike(eventsPage.en),
  calendar: wordsLike(calendar.en, calendarRules),
  carousel: wordsLike(carousel.en),
  lightbox: wordsLike(lightbox.en, lightboxRules),
  errors: wordsLike(errors.en),
  "hand-off": wordsLike(handOff.en),
  legal: wordsLike(legal.en),
};

export type WordsName = keyof typeof wordsSchemas;
/** A dictionary's words in one language. */
export type Words<N extends WordsName> = z.infer<(typeof wordsSchemas)[N]>;

export type HomeStrings = Words<"home">;
export type CommonStrings = Words<"common">;
export type RoomsPageStrings = Words<"rooms-page">;
export type RoomPageStrings = Words<"room-page">;
export type RoomStayStrings = Words<"room-stay">;
export type ContactPageStrings = Words<"contact-page">;
export type ContactFormStrings = ContactPageStrings["form"];
export type ContactMessageLabels = ContactPageStrings["message"];
/** Name, e-mail and phone as both inquiry wizards ask for them: the fields' words and their rules' messages. */
export type ContactFieldStrings = Words<"contact-fields">;
export type PolicyStrings = Words<"policies">;
export type PilgrimsStrings = Words<"pilgrims">;
export type DiningPageStrings = Words<"dining">;
export type TableMessageStrings = DiningPageStrings["message"];
export type HallDetailsStrings = Words<"hall-details">;
/** The booking wizard's words that come as its props: the page and its first step show them. */
export type BookingPageStrings = Words<"booking">;
/** The words of the wizard's later steps, which come with its code (read/island-words/booking-later.ts). */
export type BookingLaterStrings = Words<"booking-later">;
export type BookingStrings = BookingPageStrings & BookingLaterStrings;
export type InquiryMessageStrings = BookingLaterStrings["message"];
export type EventInquiryStrings = Words<"event-inquiry">;
export type EventMessageStrings = EventInquiryStrings["message"];
export type EventsPageStrings = Words<"events-page">;
export type CarouselStrings = Words<"carousel">;
export type LightboxStrings = Words<"lightbox">;
export type LegalPageKey = keyof Words<"legal">;
export type LegalPage = Words<"legal">[LegalPageKey];
