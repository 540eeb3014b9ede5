import { z } from "zod";
import { eventInquiryStringsByLocale } from "./event-data";
import { template } from "./schema-copy";

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

/** The event inquiry wizard's words, kept in TypeScript (checked by typeScriptContentProblems() in content-check.ts). */
export const eventsContentEntries = Object.entries(eventInquiryStringsByLocale).map(([locale, strings]) => ({
  name: `locales.${locale}.event-inquiry`,
  schema: eventInquiryStringsSchema as z.ZodType,
  data: strings,
}));
