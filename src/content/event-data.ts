import { site } from "./site";
import type { Locale } from "@/lib/i18n";
import { dining, type DishSlug } from "./dining";
import type { Currency } from "@/lib/money";
import { hallsIn } from "./hall-data";
import { halls, type HallSlug } from "./halls";
import { diningPage as enDining, type DiningPageStrings } from "./locales/en/dining";
import { eventInquiry as enInquiry, type EventInquiryStrings } from "./locales/en/event-inquiry";
import { hallDetails as enHallDetails, type HallDetailsStrings } from "./locales/en/hall-details";
import { diningPage as hiDining } from "./locales/hi/dining";
import { eventInquiry as hiInquiry } from "./locales/hi/event-inquiry";
import { hallDetails as hiHallDetails } from "./locales/hi/hall-details";
import type { Hall, HallText } from "./schema";
import { seatingLayouts, type HallDetailsText, type SeatingLayout } from "./schema-events";

/** The words of the halls' planner details, the event inquiry and the dining page in every language. */
export const hallDetailsStringsByLocale: Record<Locale, HallDetailsStrings> = { en: enHallDetails, hi: hiHallDetails };
export const eventInquiryStringsByLocale: Record<Locale, EventInquiryStrings> = { en: enInquiry, hi: hiInquiry };
export const diningStringsByLocale: Record<Locale, DiningPageStrings> = { en: enDining, hi: hiDining };

/** A hall as the inquiry wizard needs it: its name in the page's language and what each layout seats. */
export type HallChoice = {
  slug: HallSlug;
  name: string;
  capacity: number;
  layouts: Partial<Record<SeatingLayout, number>>;
};

export function hallChoicesIn(locale: Locale): HallChoice[] {
  return hallsIn(locale).map((hall) => ({
    slug: hall.slug,
    name: hall.name,
    capacity: hall.capacity,
    layouts: Object.fromEntries(seatingLayouts.filter((l) => l in hall.layouts).map((l) => [l, hall.layouts[l]])),
  }));
}

/** The lowest "from" price per plate of each catering package over all halls, for the wizard's hint. */
export function cateringFromPrices(): Record<string, number> {
  const prices: Record<string, number> = {};
  for (const menu of halls.flatMap((hall) => hall.menus)) {
    prices[menu.kind] = Math.min(prices[menu.kind] ?? Infinity, menu.fromPerPlate);
  }
  return prices;
}

/** The menu highlights with their words in a language, in the order of src/content/dining.ts. */
export function dishesIn(locale: Locale) {
  const texts: Record<DishSlug, { name: string; description: string }> = diningStringsByLocale[locale].dishes;
  return dining.highlights.map((dish) => ({ ...dish, ...texts[dish.slug] }));
}

/** The currency of hall, menu and budget prices: the site's one price setting (site.pricing). */
export function priceCurrency(): Currency {
  return site.pricing.currency;
}

/** A hall with its words and its planner details in one language. */
export type PlannerHall = Hall & HallText & HallDetailsText;

/** Halls with their planner details and words in a language, in the order of src/content/halls.ts. */
export function plannerHallsIn(locale: Locale): PlannerHall[] {
  const details: Record<string, HallDetailsText> = hallDetailsStringsByLocale[locale].halls;
  return hallsIn(locale).map((hall) => ({ ...hall, ...details[hall.slug]! }));
}
