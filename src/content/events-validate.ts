import { z } from "zod";
import { dining } from "./dining";
import { diningStringsByLocale, eventInquiryStringsByLocale, hallDetailsStringsByLocale } from "./event-data";
import { eventRoomOffer } from "./halls";
import { diningDishTextSchema, diningSchema, eventRoomOfferSchema, hallDetailsTextSchema } from "./schema-events";

/** A template the code fills in: it must keep every placeholder, or the value silently disappears. */
const template = (...placeholders: string[]) =>
  placeholders.reduce((schema, p) => schema.includes(`{${p}}`, `must contain {${p}}`), z.string().min(1));

const valueLine = template("value");

/** The event inquiry's words: the WhatsApp lines keep {value}, counts keep {count}. */
const eventInquiryStringsSchema = z.looseObject({
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

const hallDetailsStringsSchema = z.looseObject({
  capacityTable: z.looseObject({ caption: template("hall") }),
  dimensionsValue: template("length", "width", "height"),
  slotValue: template("slot", "from", "to"),
  menuValue: template("menu", "price"),
  roomOffer: template("percent", "rooms"),
  halls: z.record(z.string(), hallDetailsTextSchema),
});

const diningStringsSchema = z.looseObject({
  message: z.object({
    heading: z.string().min(1),
    name: valueLine,
    date: valueLine,
    time: valueLine,
    people: valueLine,
  }),
  dishes: z.record(z.string(), diningDishTextSchema),
});

/** The events and dining content with the schema each must satisfy (checked by typeScriptContentProblems() in content-check.ts). */
export const eventsContentEntries = [
  { name: "dining", schema: diningSchema as z.ZodType, data: dining },
  { name: "halls.eventRoomOffer", schema: eventRoomOfferSchema as z.ZodType, data: eventRoomOffer },
  ...Object.entries(hallDetailsStringsByLocale).map(([locale, strings]) => ({
    name: `locales.${locale}.hall-details`,
    schema: hallDetailsStringsSchema as z.ZodType,
    data: strings,
  })),
  ...Object.entries(eventInquiryStringsByLocale).map(([locale, strings]) => ({
    name: `locales.${locale}.event-inquiry`,
    schema: eventInquiryStringsSchema as z.ZodType,
    data: strings,
  })),
  ...Object.entries(diningStringsByLocale).map(([locale, strings]) => ({
    name: `locales.${locale}.dining`,
    schema: diningStringsSchema as z.ZodType,
    data: strings,
  })),
];
