import type { Locale } from "@/lib/i18n/i18n";
import type { Currency } from "@/lib/stay/money";
import diningFile from "../dining.json" with { type: "json" };
import eventRoomOfferFile from "../event-room-offer.json" with { type: "json" };
import { listIn } from "../lists";
import { seatingLayouts, type SeatingLayout } from "../event-kinds";
import type { Dining, Dish, DishText, EventRoomOffer } from "../schema/events";
import type { Hall, HallText } from "../schema/hotel";
import { halls, hallsIn, type HallSlug } from "./halls";
import { priceIn } from "./prices";
import { site } from "./site";

/** The restaurant's facts: hours, kitchen, alcohol, reservations (src/content/dining.json). */
export const dining: Dining = diningFile as Dining;

/** Rooms for out-of-town guests of an event held here (src/content/event-room-offer.json; SAMPLE until the hotel sets its own). */
export const eventRoomOffer: EventRoomOffer = eventRoomOfferFile;

/** A hall as the inquiry wizard needs it: its name in the page's language, what each layout seats, and its own prices. */
export type HallChoice = {
  slug: HallSlug;
  name: string;
  capacity: number;
  layouts: Partial<Record<SeatingLayout, number>>;
  /** The hall's "from" price per plate of each package it serves, as the site shows every price (with its tax line). */
  perPlate: Partial<Record<string, string>>;
};

/** A price per plate as the site shows every price, with its tax line ("$12 incl. taxes"; "from" is in the words around it). */
const platePriceIn = (price: number, locale: Locale) => priceIn(price, locale, undefined, { fixed: true }).text;

export function hallChoicesIn(locale: Locale): HallChoice[] {
  return hallsIn(locale).map((hall) => ({
    slug: hall.slug,
    name: hall.name,
    capacity: hall.capacity,
    layouts: Object.fromEntries(seatingLayouts.filter((l) => l in hall.layouts).map((l) => [l, hall.layouts[l]])),
    perPlate: Object.fromEntries(hall.menus.map((menu) => [menu.kind, platePriceIn(menu.fromPerPlate, locale)])),
  }));
}

/** The lowest "from" price per plate of each catering package over all halls, for the wizard's hint while no hall is chosen. */
export function cateringFromPrices(): Record<string, number> {
  const prices: Record<string, number> = {};
  for (const menu of halls.flatMap((hall) => hall.menus)) {
    prices[menu.kind] = Math.min(prices[menu.kind] ?? Infinity, menu.fromPerPlate);
  }
  return prices;
}

/** Those prices as the site shows every price, with its tax line ("$12 incl. taxes"; "from" is in the words around it). */
export function cateringFromIn(locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(cateringFromPrices()).map(([kind, price]) => [kind, platePriceIn(price, locale)]),
  );
}

/** The menu highlights (src/content/dishes/<slug>.<language>.json) with their words in a language, in display order. */
export function dishesIn(locale: Locale): (Dish & DishText)[] {
  return listIn("dishes", locale).map(({ slug, veg, price, name, description }) => ({
    slug,
    veg,
    price,
    name,
    description,
  }));
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
