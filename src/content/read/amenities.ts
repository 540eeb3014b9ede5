import type { Locale } from "@/lib/i18n/i18n";
import { listIn, listInOrder, type ListEntry, type ListFile } from "../lists";
import { withFacts } from "./facts";

export type AmenityFile = ListFile<"amenities">;
export type AmenityWithText = ListEntry<"amenities">;

/** The amenities page's cards: src/content/amenities/<slug>.<language>.json (icon, photo and order in the English file). */
export const amenities: AmenityFile[] = /* @__PURE__ */ listInOrder("amenities");

/** The amenities with their words in a language, in display order; hall capacities ({grandCapacity}) come from the halls' files. */
export function amenitiesIn(locale: Locale): AmenityWithText[] {
  return withFacts(listIn("amenities", locale));
}
