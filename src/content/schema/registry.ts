import { z } from "zod";
import {
  amenitySchema,
  amenityTextSchema,
  attractionSchema,
  attractionTextSchema,
  displayOrder,
  eventServiceSchema,
  eventServiceTextSchema,
  experienceSchema,
  experienceTextSchema,
  galleryItemSchema,
  galleryTextSchema,
  hallSchema,
  hallTextSchema,
  liveStatsFileSchema,
  offerSchema,
  offerTextSchema,
  roomSchema,
  roomTextSchema,
  siteSchema,
  taxTablesSchema,
  testimonialSchema,
  testimonialTextSchema,
  transportHubSchema,
  transportHubTextSchema,
} from "./hotel";
import { buildingAccessSchema, policiesSchema } from "./stay";
import { officialSchema } from "./official";
import { pilgrimsSchema } from "./pilgrims";
import { privacySchema } from "./privacy";
import { ratesSchema } from "./rates";
import { availabilitySchema } from "./availability";
import {
  diningSchema,
  dishSchema,
  dishTextSchema,
  eventRoomOfferSchema,
  vegKitchenProblem,
  type Dining,
} from "./events";
import { wordsSchemas, type WordsName } from "./words";
import diningFacts from "../dining.json" with { type: "json" };
import ratesFacts from "../rates.json" with { type: "json" };

/**
 * Every content data file under src/content and the schema it must satisfy. This one list drives
 * the content collections (src/content.config.ts: `astro build` and `astro dev` refuse a bad edit),
 * the unit tests' validation and translation check, and the editor's configuration
 * (scripts/admin-config.ts writes public/admin/config.yml from it).
 */

/**
 * A list the owner edits entry by entry. `<folder>/<key>.en.json` holds the facts, the display
 * order and the English words; `<folder>/<key>.<language>.json` the words in another language.
 */
export type ListCollection = {
  folder: string;
  /** The field that names the entry and its files. */
  key: "slug" | "id";
  facts: z.ZodObject;
  words: z.ZodObject;
  /** Rules an entry's facts must meet that depend on another file (checked in the English file). */
  check?: (entry: Record<string, unknown>, ctx: z.RefinementCtx) => void;
  /** What the editor calls the list. */
  label: string;
};

/** A dish must be vegetarian while the kitchen is pure vegetarian (dining.json, kitchen). */
export function vegKitchenCheck(kitchen: Dining["kitchen"]): NonNullable<ListCollection["check"]> {
  return (dish, ctx) => {
    const message = vegKitchenProblem(kitchen, dish as { veg: boolean });
    if (message) ctx.addIssue({ code: "custom", message, path: ["veg"] });
  };
}

export const listCollections = [
  { folder: "rooms", key: "slug", facts: roomSchema, words: roomTextSchema, label: "Rooms" },
  { folder: "halls", key: "slug", facts: hallSchema, words: hallTextSchema, label: "Banquet halls" },
  {
    folder: "event-services",
    key: "slug",
    facts: eventServiceSchema,
    words: eventServiceTextSchema,
    label: "Event services",
  },
  { folder: "amenities", key: "slug", facts: amenitySchema, words: amenityTextSchema, label: "Amenities" },
  { folder: "offers", key: "slug", facts: offerSchema, words: offerTextSchema, label: "Special offers" },
  { folder: "gallery", key: "id", facts: galleryItemSchema, words: galleryTextSchema, label: "Photo gallery" },
  {
    folder: "testimonials",
    key: "slug",
    facts: testimonialSchema,
    words: testimonialTextSchema,
    label: "Guest reviews",
  },
  { folder: "experiences", key: "slug", facts: experienceSchema, words: experienceTextSchema, label: "Experiences" },
  { folder: "attractions", key: "slug", facts: attractionSchema, words: attractionTextSchema, label: "Places nearby" },
  {
    folder: "transport-hubs",
    key: "slug",
    facts: transportHubSchema,
    words: transportHubTextSchema,
    label: "Airport, station, bus stand",
  },
  {
    folder: "dishes",
    key: "slug",
    facts: dishSchema,
    words: dishTextSchema,
    label: "Restaurant: menu highlights",
    // dining.json is read when the registry loads: `astro dev` sees a changed kitchen on its next restart.
    check: vegKitchenCheck(diningFacts.kitchen as Dining["kitchen"]),
  },
] as const satisfies readonly ListCollection[];

/**
 * One file of facts, no words: the hotel's contact details, the live stats strip, the stay
 * policies, the official payment channels, the building's accessibility, the restaurant and the room offer for event guests.
 * Their words are in the copy files below (copy/policies.json, copy/building-access.json, …).
 */
export const factFiles = [
  { file: "site.json", schema: siteSchema, label: "Hotel and contact details" },
  {
    file: "tax-tables.json",
    schema: taxTablesSchema,
    label: "Ready tax tables (pick one in Hotel and contact details, Pricing, Tax)",
  },
  { file: "live-stats.json", schema: liveStatsFileSchema, label: "Live stats strip" },
  {
    file: "policies.json",
    schema: policiesSchema,
    label: "Stay policies: times, ID, children, cancellation, payment, house rules",
  },
  {
    file: "official.json",
    schema: officialSchema,
    label: "Official numbers and payment: GSTIN, UPI ID, payee name",
  },
  {
    file: "rates.json",
    schema: ratesSchema,
    label: "Room rates: weekday and weekend rates, seasons, long stays, rate plans (words in each language)",
  },
  {
    file: "availability.json",
    // Every room has its rates in rates.json (read/rates.ts refuses one without): the rooms a mark may name.
    schema: availabilitySchema(ratesFacts.rooms.map((entry) => entry.room)),
    label: "Availability: nights sold out or with few rooms left, per room",
  },
  { file: "building-access.json", schema: buildingAccessSchema, label: "Accessibility of the building" },
  {
    file: "pilgrims.json",
    schema: pilgrimsSchema,
    label: "Pilgrims: Ujjain, Omkareshwar, Simhastha (each fact with its source and the day it was checked)",
  },
  { file: "privacy.json", schema: privacySchema, label: "Privacy notice: contact person, how long chats are kept" },
  { file: "dining.json", schema: diningSchema, label: "Restaurant: hours, kitchen, reservations" },
  { file: "event-room-offer.json", schema: eventRoomOfferSchema, label: "Room offer for event guests" },
] as const;

export type CopyFile = {
  name: WordsName;
  label: string;
  /** False for words only developers change (a wizard's, the error screen's): the editor does not show them. */
  inEditor?: false;
};

/**
 * Every dictionary, all languages in one file: `copy/<name>.json` = { "en": {…}, "hi": {…} } (the
 * editor keeps a page's words side by side only in one file), each language checked by its words
 * schema (schema/words.ts: the English shape, no empty string, the placeholders the code fills in).
 * Placeholders are also compared with English by the translation check. Read with `words(name, locale)`.
 */
export const copyFiles = [
  { name: "home", label: "Home page" },
  { name: "common", label: "Every page: menu, footer, page titles" },
  { name: "rooms-page", label: "Rooms page" },
  { name: "room-page", label: "A room's own page" },
  { name: "room-stay", label: "A room's own page: the price for the guest's dates" },
  { name: "amenities-page", label: "Amenities page" },
  { name: "contact-page", label: "Contact page" },
  { name: "contact-fields", label: "Booking and event inquiries: name, e-mail and phone" },
  { name: "policies", label: "Stay policies page and FAQ" },
  { name: "official", label: "Official numbers and payment page" },
  { name: "pilgrims", label: "Pilgrims' page" },
  { name: "prices", label: "Words around every price" },
  { name: "building-access", label: "Accessibility of the building" },
  { name: "dining", label: "Restaurant page" },
  { name: "hall-details", label: "Events page: the halls' details for planners" },
  { name: "lightbox", label: "Photo viewer: the gallery, the tour and a room's photos" },
  // Words that change with the code that uses them (a new field, error or step), not with the hotel.
  { name: "booking", label: "Booking wizard", inEditor: false },
  { name: "booking-later", label: "Booking wizard: estimate, availability, summary, message", inEditor: false },
  { name: "event-inquiry", label: "Event inquiry wizard", inEditor: false },
  { name: "events-page", label: "Events page", inEditor: false },
  { name: "calendar", label: "Date pickers", inEditor: false },
  { name: "carousel", label: "Photo carousel", inEditor: false },
  { name: "errors", label: "Error screen", inEditor: false },
  { name: "hand-off", label: "Inquiry forms with no connection at Send", inEditor: false },
  { name: "legal", label: "Privacy, terms and accessibility statement", inEditor: false },
] as const satisfies readonly CopyFile[];

/** The schema of a list's entry file in a language: the default language carries the facts and the order too. */
export function listEntrySchema(list: ListCollection, locale: string, defaultLocale: string): z.ZodType {
  if (locale !== defaultLocale) return list.words;
  const entry = list.facts.extend({ order: displayOrder }).extend(list.words.shape);
  return list.check ? entry.superRefine((data, ctx) => list.check!(data, ctx)) : entry;
}

/** The schema of a dictionary's file: one tree of words per language, each meeting the dictionary's words schema. */
export function copyFileSchema(languages: readonly string[], name: WordsName) {
  return z.object(Object.fromEntries(languages.map((language) => [language, wordsSchemas[name]])));
}
