import { z as zod } from "zod";
import { roomSchema, roomTextSchema, siteSchema } from "./schema";
import { rooms } from "./rooms";
import { roomTextsByLocale } from "./room-data";
import { site } from "./site";
import { amenities } from "./amenities";
import { amenityTextsByLocale } from "./amenity-data";
import { halls } from "./halls";
import { eventServices } from "./event-services";
import { eventServiceTextsByLocale, hallTextsByLocale } from "./hall-data";
import { homeContentEntries } from "./home-validate";
import { bookingContentEntries } from "./booking-validate";
import { eventsContentEntries } from "./events-validate";
import { stayContentEntries } from "./stay-validate";
import {
  amenitySchema,
  amenityTextSchema,
  eventServiceSchema,
  eventServiceTextSchema,
  hallSchema,
  hallTextSchema,
} from "./schema";

type ContentEntry = { name: string; schema: zod.ZodType; data: unknown };

/** Every content module with the schema it must satisfy. Add a line when adding a content file. */
export const contentEntries: ContentEntry[] = [
  { name: "site", schema: siteSchema, data: site },
  { name: "rooms", schema: zod.array(roomSchema).min(1), data: rooms },
  ...Object.entries(roomTextsByLocale).map(([locale, texts]) => ({
    name: `locales.${locale}.rooms`,
    schema: zod.record(zod.string(), roomTextSchema),
    data: texts,
  })),
  { name: "amenities", schema: zod.array(amenitySchema).min(1), data: amenities },
  { name: "halls", schema: zod.array(hallSchema).min(1), data: halls },
  { name: "event-services", schema: zod.array(eventServiceSchema).min(1), data: eventServices },
  ...Object.entries(amenityTextsByLocale).map(([locale, texts]) => ({
    name: `locales.${locale}.amenities`,
    schema: zod.record(zod.string(), amenityTextSchema),
    data: texts,
  })),
  ...Object.entries(hallTextsByLocale).map(([locale, texts]) => ({
    name: `locales.${locale}.events.halls`,
    schema: zod.record(zod.string(), hallTextSchema),
    data: texts,
  })),
  ...Object.entries(eventServiceTextsByLocale).map(([locale, texts]) => ({
    name: `locales.${locale}.events.services`,
    schema: zod.record(zod.string(), eventServiceTextSchema),
    data: texts,
  })),
  ...homeContentEntries,
  ...bookingContentEntries,
  ...eventsContentEntries,
  ...stayContentEntries,
];

/** Problems in the content, each naming the file and the field: "site.phones.frontDesk: must be a phone number…". */
export function contentProblems(entries: ContentEntry[] = contentEntries): string[] {
  return entries.flatMap(({ name, schema, data }) => {
    const result = schema.safeParse(data);
    if (result.success) return [];
    return result.error.issues.map((issue) => `${[name, ...issue.path.map(String)].join(".")}: ${issue.message}`);
  });
}
