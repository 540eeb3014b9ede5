import { z } from "zod";
import {
  attractionSchema,
  attractionTextSchema,
  experienceSchema,
  experienceTextSchema,
  galleryItemSchema,
  galleryTextSchema,
  liveStatsSchema,
  offerSchema,
  offerTextSchema,
  testimonialSchema,
  testimonialTextSchema,
  transportHubSchema,
  transportHubTextSchema,
} from "./schema";
import { liveStats } from "./live-stats";
import { experiences } from "./experiences";
import { offers } from "./offers";
import { gallery, virtualTour } from "./gallery";
import { testimonials } from "./testimonials";
import { attractions, transportHubs } from "./location";
import { homeStringsByLocale } from "./home-data";

/** Keys of a text record must be exactly the slugs of its facts, so no list item lacks its words. */
function textsFor(slugs: readonly string[], schema: z.ZodType) {
  return z.record(z.enum(slugs as [string, ...string[]]), schema);
}

const slugs = (list: readonly { slug: string }[]) => list.map((item) => item.slug);
const galleryIds = gallery.map((item) => item.id);

/** The home page's content files and their schemas (listed in validate.ts). */
export const homeContentEntries = [
  { name: "live-stats", schema: liveStatsSchema, data: liveStats },
  { name: "experiences", schema: z.array(experienceSchema).min(1), data: experiences },
  { name: "offers", schema: z.array(offerSchema).min(1), data: offers },
  { name: "gallery", schema: z.array(galleryItemSchema).min(1), data: gallery },
  { name: "gallery.virtualTour", schema: z.array(z.enum(galleryIds as [string, ...string[]])).min(2), data: virtualTour },
  { name: "testimonials", schema: z.array(testimonialSchema).min(1), data: testimonials },
  { name: "location.attractions", schema: z.array(attractionSchema).min(1), data: attractions },
  { name: "location.transportHubs", schema: z.array(transportHubSchema).min(1), data: transportHubs },
  ...Object.entries(homeStringsByLocale).flatMap(([locale, strings]) => [
    {
      name: `locales.${locale}.home.experiences.items`,
      schema: textsFor(slugs(experiences), experienceTextSchema),
      data: strings.experiences.items,
    },
    { name: `locales.${locale}.home.offers.items`, schema: textsFor(slugs(offers), offerTextSchema), data: strings.offers.items },
    { name: `locales.${locale}.home.gallery.items`, schema: textsFor(galleryIds, galleryTextSchema), data: strings.gallery.items },
    {
      name: `locales.${locale}.home.testimonials.items`,
      schema: textsFor(slugs(testimonials), testimonialTextSchema),
      data: strings.testimonials.items,
    },
    {
      name: `locales.${locale}.home.location.attractions`,
      schema: textsFor(slugs(attractions), attractionTextSchema),
      data: strings.location.attractions,
    },
    {
      name: `locales.${locale}.home.location.hubs`,
      schema: textsFor(slugs(transportHubs), transportHubTextSchema),
      data: strings.location.hubs,
    },
  ]),
];
