import type { Locale } from "@/lib/i18n/i18n";
import { listIn, listInOrder, type ListEntry, type ListFile } from "../lists";
import { withFacts } from "./facts";

export type HallFile = ListFile<"halls">;
export type HallWithText = ListEntry<"halls">;
export type HallSlug = string;
export type EventServiceWithText = ListEntry<"event-services">;

/**
 * The banquet halls: src/content/halls/<slug>.<language>.json (capacity, size, photo, layouts,
 * dimensions, slots, per-plate prices and rules in the English file; name, description, features
 * and AV equipment in each language's file).
 * SAMPLE VALUES: the dimensions, floors, layout capacities, slot times, prices per plate and rules
 * are plausible examples until the hotel gives its own; the events page says so.
 */
export const halls: HallFile[] = /* @__PURE__ */ listInOrder("halls");

/** The banquet halls with their words in a language, in their display order. */
export function hallsIn(locale: Locale): HallWithText[] {
  return withFacts(listIn("halls", locale));
}

/** The event services with their words in a language, in their display order. */
export function eventServicesIn(locale: Locale): EventServiceWithText[] {
  return withFacts(listIn("event-services", locale));
}
