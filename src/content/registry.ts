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
  testimonialSchema,
  testimonialTextSchema,
  transportHubSchema,
  transportHubTextSchema,
} from "./schema";

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
  /** What the editor calls the list. */
  label: string;
};

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
] as const satisfies readonly ListCollection[];

/** One file of facts, no words: the hotel's contact details and the live stats strip. */
export const factFiles = [
  { file: "site.json", schema: siteSchema, label: "Hotel and contact details" },
  { file: "live-stats.json", schema: liveStatsFileSchema, label: "Live stats strip" },
] as const;

/** Every string in a tree of words is non-empty: a forgotten word shows as a blank heading or button. */
function noEmptyStrings(value: unknown, ctx: z.RefinementCtx, path: PropertyKey[] = []): void {
  if (typeof value === "string") {
    if (value.trim() === "") ctx.addIssue({ code: "custom", message: "must not be empty", path });
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) noEmptyStrings(inner, ctx, [...path, key]);
  }
}
export const wordTreeSchema = z.record(z.string(), z.unknown()).superRefine((tree, ctx) => noEmptyStrings(tree, ctx));

/**
 * A page's words, every language in one file: `copy/<name>.json` = { "en": {…}, "hi": {…} } (the
 * editor keeps a page's words side by side only in one file). Placeholders are checked against
 * English by the translation check.
 */
export const copyFiles = [
  { name: "home", label: "Home page" },
  { name: "common", label: "Every page: menu, footer, page titles" },
  { name: "rooms-page", label: "Rooms page" },
  { name: "amenities-page", label: "Amenities page" },
  { name: "contact-page", label: "Contact page" },
] as const;

/** The schema of a list's entry file in a language: the default language carries the facts and the order too. */
export function listEntrySchema(list: ListCollection, locale: string, defaultLocale: string): z.ZodObject {
  return locale === defaultLocale ? list.facts.extend({ order: displayOrder }).extend(list.words.shape) : list.words;
}

/** The schema of a page's words file: one tree of words per language. */
export function copyFileSchema(languages: readonly string[]) {
  return z.object(Object.fromEntries(languages.map((language) => [language, wordTreeSchema])));
}
