import type { Locale } from "@/lib/i18n";
import { amenityFiles, type AmenityFile } from "./amenities";
import { withFacts } from "./fact-values";
import { listIn } from "./files";
import type { Amenity, AmenityText } from "./schema";

export type AmenityWithText = Amenity & AmenityText;

/** The amenities with their words in a language, in display order; hall capacities ({grandCapacity}) come from the halls' files. */
export function amenitiesIn(locale: Locale): AmenityWithText[] {
  return withFacts(listIn<AmenityFile, AmenityText>(amenityFiles, locale, "slug"));
}
