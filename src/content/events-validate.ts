import { z } from "zod";
import { schemaProblems } from "./content-check";
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

/**
 * Words still kept in TypeScript because only developers change them (the event inquiry wizard's,
 * docs/decisions/005-content-as-data.md), each with the schema it must satisfy. Everything the
 * hotel edits is a data file in the registry (src/content/registry.ts) instead.
 */
export const typeScriptContentEntries: { name: string; schema: z.ZodType; data: unknown }[] = Object.entries(
  eventInquiryStringsByLocale,
).map(([locale, strings]) => ({
  name: `locales.${locale}.event-inquiry`,
  schema: eventInquiryStringsSchema as z.ZodType,
  data: strings,
}));

/** Problems in the content kept in TypeScript, named as "<module>.<field>: <message>". */
export function typeScriptContentProblems(entries = typeScriptContentEntries): string[] {
  return entries.flatMap(({ name, schema, data }) => schemaProblems(name, schema, data));
}
