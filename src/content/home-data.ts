import type { Locale } from "@/lib/i18n";
import { fill } from "@/lib/format";
import { hallCapacityValues } from "./event-data";
import { priceLine } from "@/lib/price";
import { site } from "./site";
import { priceStringsByLocale } from "./stay-data";
import { home as enHome, type HomeStrings } from "./locales/en/home";
import { home as hiHome } from "./locales/hi/home";
import { experiences } from "./experiences";
import { offers } from "./offers";
import { gallery, virtualTour, type GalleryId } from "./gallery";
import { testimonials } from "./testimonials";
import { attractions, transportHubs } from "./location";

/** The home page's strings in every language; TypeScript refuses a language that misses a key. */
export const homeStringsByLocale: Record<Locale, HomeStrings> = { en: enHome, hi: hiHome };

/** Copy that names hall capacities ({grandCapacity}, {largestCapacity}) gets them from halls.ts. */
function withHallCapacities<T extends Record<string, unknown>>(texts: T): T {
  const capacities = hallCapacityValues();
  return Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [key, typeof value === "string" ? fill(value, capacities) : value]),
  ) as T;
}

/** The experiences section's intro, hall capacities filled in. */
export function experiencesIntroIn(locale: Locale): string {
  return fill(homeStringsByLocale[locale].experiences.intro, hallCapacityValues());
}

/** The experiences with their text in a language, in the order of src/content/experiences.ts. */
export function experiencesIn(locale: Locale) {
  const texts = homeStringsByLocale[locale].experiences.items;
  return experiences.map((item) => {
    const text = withHallCapacities(texts[item.slug]);
    if (!("priceFrom" in item)) return { ...item, ...text };
    // A price in running text: always the lowest ("from $12"), with the site's tax line after the label.
    const price = priceLine(item.priceFrom, { ...site.pricing, from: true }, priceStringsByLocale[locale], locale);
    return { ...item, ...text, priceLabel: [fill(text.priceLabel, { price: price.amount }), price.tax].filter(Boolean).join(" ") };
  });
}

export function offersIn(locale: Locale) {
  const texts = homeStringsByLocale[locale].offers.items;
  return offers.map((item) => ({ ...item, ...texts[item.slug] }));
}

export function galleryIn(locale: Locale) {
  const texts = homeStringsByLocale[locale].gallery.items;
  return gallery.map((item) => ({ ...item, ...withHallCapacities(texts[item.id]) }));
}

export type GalleryEntry = ReturnType<typeof galleryIn>[number];

/** The virtual tour's photos, in tour order. */
export function virtualTourIn(locale: Locale): GalleryEntry[] {
  const byId = new Map<GalleryId, GalleryEntry>(galleryIn(locale).map((item) => [item.id, item]));
  return virtualTour.map((id) => byId.get(id)!);
}

export function testimonialsIn(locale: Locale) {
  const texts = homeStringsByLocale[locale].testimonials.items;
  return testimonials.map((item) => ({ ...item, ...texts[item.slug] }));
}

export function attractionsIn(locale: Locale) {
  const texts = homeStringsByLocale[locale].location.attractions;
  return attractions.map((item) => ({ ...item, ...texts[item.slug] }));
}

export function transportHubsIn(locale: Locale) {
  const texts = homeStringsByLocale[locale].location.hubs;
  return transportHubs.map((item) => ({ ...item, ...texts[item.slug] }));
}
