import type { Locale } from "@/lib/i18n/i18n";
import { fill } from "@/lib/i18n/format";
import { priceLine } from "@/lib/stay/price";
import { listIn, listInOrder, type ListEntry } from "../lists";
import { withFacts } from "./facts";
import { site } from "./site";
import { words } from "./words";

/*
 * The home page's lists, each with its words in a language, in display order:
 * src/content/{experiences,offers,gallery,testimonials,attractions,transport-hubs}/<slug>.<language>.json
 * (photos, ratings, distances, order and tour stops in the English file).
 */

export type GalleryId = string;
export type GalleryEntry = ListEntry<"gallery">;

/** The experiences; a price label's {price} is the experience's priceFrom. */
export function experiencesIn(locale: Locale) {
  return withFacts(listIn("experiences", locale)).map((item) => {
    if (item.priceFrom === undefined) return item;
    // A price in running text: always the lowest ("from $12"), with the site's tax line after the label.
    const price = priceLine(item.priceFrom, { ...site.pricing, from: true }, words("prices", locale), locale);
    return {
      ...item,
      priceLabel: [fill(item.priceLabel, { price: price.amount }), price.tax].filter(Boolean).join(" "),
    };
  });
}

export function offersIn(locale: Locale) {
  return withFacts(listIn("offers", locale));
}

export function galleryIn(locale: Locale): GalleryEntry[] {
  return withFacts(listIn("gallery", locale));
}

/** The virtual tour: the gallery photos that have a tour stop, in the order a guest walks through the hotel. */
export const virtualTour: GalleryId[] = /* @__PURE__ */ listInOrder("gallery")
  .filter((item) => item.tourStop !== undefined)
  .sort((a, b) => a.tourStop! - b.tourStop!)
  .map((item) => item.id);

/** The virtual tour's photos, in tour order. */
export function virtualTourIn(locale: Locale): GalleryEntry[] {
  const byId = new Map<GalleryId, GalleryEntry>(galleryIn(locale).map((item) => [item.id, item]));
  return virtualTour.map((id) => byId.get(id)!);
}

export function testimonialsIn(locale: Locale) {
  return withFacts(listIn("testimonials", locale));
}

/** What is near the hotel (distance in miles and travel time in the English file). */
export function attractionsIn(locale: Locale) {
  return withFacts(listIn("attractions", locale));
}

/** How far the airport, the railway station and the bus stand are. */
export function transportHubsIn(locale: Locale) {
  return withFacts(listIn("transport-hubs", locale));
}
