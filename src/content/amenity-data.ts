import type { Locale } from "@/lib/i18n";
import { fill } from "@/lib/format";
import { amenities, type AmenitySlug } from "./amenities";
import { halls } from "./halls";
import { amenityTexts as enAmenityTexts } from "./locales/en/amenities";
import { amenityTexts as hiAmenityTexts } from "./locales/hi/amenities";
import type { Amenity, AmenityText } from "./schema";

export const amenityTextsByLocale: Record<Locale, Record<AmenitySlug, AmenityText>> = { en: enAmenityTexts, hi: hiAmenityTexts };

export type AmenityWithText = Amenity & AmenityText;

/** Hall capacities as placeholders ({grandCapacity}), so the banquet card never repeats a number kept in halls.ts. */
const hallCapacities = Object.fromEntries(halls.map((hall) => [`${hall.slug}Capacity`, hall.capacity]));

/** The amenities with their words in a language, in the order of src/content/amenities.ts. */
export function amenitiesIn(locale: Locale): AmenityWithText[] {
  return amenities.map((amenity) => {
    const text = amenityTextsByLocale[locale][amenity.slug];
    return { ...amenity, ...text, description: fill(text.description, hallCapacities) };
  });
}
