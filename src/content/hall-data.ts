import type { Locale } from "@/lib/i18n";
import { eventServiceFiles, type EventServiceFile } from "./event-services";
import { withFacts } from "./fact-values";
import { listIn } from "./files";
import { hallFiles, type HallFile } from "./halls";
import type { EventService, EventServiceText, Hall, HallText } from "./schema";

export type HallWithText = Hall & HallText;
export type EventServiceWithText = EventService & EventServiceText;

/** The banquet halls with their words in a language, in their display order. */
export function hallsIn(locale: Locale): HallWithText[] {
  return withFacts(listIn<HallFile, HallText>(hallFiles, locale, "slug"));
}

/** The event services with their words in a language, in their display order. */
export function eventServicesIn(locale: Locale): EventServiceWithText[] {
  return withFacts(listIn<EventServiceFile, EventServiceText>(eventServiceFiles, locale, "slug"));
}
