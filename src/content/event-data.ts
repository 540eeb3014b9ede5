import { site } from "./site";
import type { Locale } from "@/lib/i18n";
import type { Currency } from "@/lib/money";
import diningCopy from "./copy/dining.json" with { type: "json" };
import diningFile from "./dining.json" with { type: "json" };
import eventRoomOfferFile from "./event-room-offer.json" with { type: "json" };
import hallDetailsCopy from "./copy/hall-details.json" with { type: "json" };
import { withFacts } from "./fact-values";
import { listIn, type DataFiles } from "./files";
import { hallsIn } from "./hall-data";
import { halls, type HallSlug } from "./halls";
import { eventInquiry as enInquiry, type EventInquiryStrings } from "./locales/en/event-inquiry";
import { eventInquiry as hiInquiry } from "./locales/hi/event-inquiry";
import type { Hall, HallText } from "./schema";
import {
  seatingLayouts,
  type Dining,
  type Dish,
  type DishText,
  type EventRoomOffer,
  type SeatingLayout,
} from "./schema-events";

/**
 * The words of the halls' planner details (copy/hall-details.json), the dining page
 * (copy/dining.json) and the event inquiry wizard (locales/<language>/event-inquiry.ts) in every language.
 */
export type HallDetailsStrings = (typeof hallDetailsCopy)["en"];
export type DiningPageStrings = (typeof diningCopy)["en"];
export type TableMessageStrings = DiningPageStrings["message"];
export const hallDetailsStringsByLocale: Record<Locale, HallDetailsStrings> =
  /* @__PURE__ */ withFacts(hallDetailsCopy);
export const eventInquiryStringsByLocale: Record<Locale, EventInquiryStrings> = { en: enInquiry, hi: hiInquiry };
export const diningStringsByLocale: Record<Locale, DiningPageStrings> = /* @__PURE__ */ withFacts(diningCopy);

/** The restaurant's facts: hours, kitchen, alcohol, reservations (src/content/dining.json). */
export const dining: Dining = diningFile as Dining;

/** Rooms for out-of-town guests of an event held here (src/content/event-room-offer.json; SAMPLE until the hotel sets its own). */
export const eventRoomOffer: EventRoomOffer = eventRoomOfferFile;

const dishFiles: DataFiles = import.meta.glob("./dishes/*.json", { eager: true, import: "default" });

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

/** The menu highlights (src/content/dishes/<slug>.<language>.json) with their words in a language, in display order. */
export function dishesIn(locale: Locale): (Dish & DishText)[] {
  return listIn<Dish & DishText & { order: number }, DishText>(dishFiles, locale, "slug").map(
    ({ slug, veg, price, name, description }) => ({ slug, veg, price, name, description }),
  );
}

/** The currency of hall, menu and budget prices: the site's one price setting (site.pricing). */
export function priceCurrency(): Currency {
  return site.pricing.currency;
}

/** A hall with its words (equipment included) and its planner details in one language. */
export type PlannerHall = Hall & HallText;

/** Halls with their planner details and words in a language, in display order. */
export function plannerHallsIn(locale: Locale): PlannerHall[] {
  return hallsIn(locale);
}
