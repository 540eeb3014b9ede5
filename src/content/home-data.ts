import type { Locale } from "@/lib/i18n";
import { fill } from "@/lib/format";
import { priceLine } from "@/lib/price";
import { site } from "./site";
import { priceStringsByLocale } from "./stay-data";
import { home as enHome, type HomeStrings } from "./locales/en/home";
import { home as hiHome } from "./locales/hi/home";
import { experienceFiles, type ExperienceFile } from "./experiences";
import { offerFiles, type OfferFile } from "./offers";
import { galleryFiles, virtualTour, type GalleryFile, type GalleryId } from "./gallery";
import { testimonialFiles, type TestimonialFile } from "./testimonials";
import { attractionFiles, transportHubFiles, type AttractionFile, type TransportHubFile } from "./location";
import { withFacts } from "./fact-values";
import { listIn } from "./files";
import type {
  AttractionText,
  ExperienceText,
  GalleryText,
  OfferText,
  TestimonialText,
  TransportHubText,
} from "./schema";

/** The home page's strings in every language; TypeScript refuses a language that misses a key. */
export const homeStringsByLocale: Record<Locale, HomeStrings> = { en: enHome, hi: hiHome };

/** The experiences with their text in a language, in display order; a price label's {price} is the experience's priceFrom. */
export function experiencesIn(locale: Locale) {
  return withFacts(listIn<ExperienceFile, ExperienceText>(experienceFiles, locale, "slug")).map((item) => {
    if (item.priceFrom === undefined) return item;
    // A price in running text: always the lowest ("from $12"), with the site's tax line after the label.
    const price = priceLine(item.priceFrom, { ...site.pricing, from: true }, priceStringsByLocale[locale], locale);
    return {
      ...item,
      priceLabel: [fill(item.priceLabel, { price: price.amount }), price.tax].filter(Boolean).join(" "),
    };
  });
}

export function offersIn(locale: Locale) {
  return withFacts(listIn<OfferFile, OfferText>(offerFiles, locale, "slug"));
}

export function galleryIn(locale: Locale) {
  return withFacts(listIn<GalleryFile, GalleryText>(galleryFiles, locale, "id"));
}

export type GalleryEntry = ReturnType<typeof galleryIn>[number];

/** The virtual tour's photos, in tour order. */
export function virtualTourIn(locale: Locale): GalleryEntry[] {
  const byId = new Map<GalleryId, GalleryEntry>(galleryIn(locale).map((item) => [item.id, item]));
  return virtualTour.map((id) => byId.get(id)!);
}

export function testimonialsIn(locale: Locale) {
  return withFacts(listIn<TestimonialFile, TestimonialText>(testimonialFiles, locale, "slug"));
}

export function attractionsIn(locale: Locale) {
  return withFacts(listIn<AttractionFile, AttractionText>(attractionFiles, locale, "slug"));
}

export function transportHubsIn(locale: Locale) {
  return withFacts(listIn<TransportHubFile, TransportHubText>(transportHubFiles, locale, "slug"));
}
