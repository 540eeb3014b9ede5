import type { Locale } from "@/lib/i18n";
import { eventServices, type EventServiceSlug } from "./event-services";
import { halls, type HallSlug } from "./halls";
import { eventServiceTexts as enServiceTexts, hallTexts as enHallTexts } from "./locales/en/events";
import { eventServiceTexts as hiServiceTexts, hallTexts as hiHallTexts } from "./locales/hi/events";
import type { EventService, EventServiceText, Hall, HallText } from "./schema";

export const hallTextsByLocale: Record<Locale, Record<HallSlug, HallText>> = { en: enHallTexts, hi: hiHallTexts };
export const eventServiceTextsByLocale: Record<Locale, Record<EventServiceSlug, EventServiceText>> = { en: enServiceTexts, hi: hiServiceTexts };

export type HallWithText = Hall & HallText;
export type EventServiceWithText = EventService & EventServiceText;

/** The banquet halls with their words in a language, in the order of src/content/halls.ts. */
export function hallsIn(locale: Locale): HallWithText[] {
  return halls.map((hall) => ({ ...hall, ...hallTextsByLocale[locale][hall.slug] }));
}

/** The event services with their words in a language, in the order of src/content/event-services.ts. */
export function eventServicesIn(locale: Locale): EventServiceWithText[] {
  return eventServices.map((service) => ({ ...service, ...eventServiceTextsByLocale[locale][service.slug] }));
}
