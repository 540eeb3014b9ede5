import { nightsBetween, parseIsoDate } from "@/lib/dates/dates";
import type { Locale } from "@/lib/i18n/i18n";
import type { Currency } from "@/lib/stay/money";
import { stayTotalText } from "@/lib/stay/price";
import { priceStay, type RateCard, type StayPrice, type TaxSlab } from "@/lib/stay/stay-price";

/*
 * One stay quote: the plan and the price of one stay in one room, as the booking wizard's estimate,
 * its WhatsApp inquiry and a room page's totals all show it. The guards (a room with rates, a plan,
 * real dates, one night to a year of nights) live here once.
 */

/** What a stay is priced with: each room's rate card and plans, the tax slabs and the words after a total. */
export type QuotePricing<Plan extends { id: string }> = {
  currency: Currency;
  slabs: TaxSlab[];
  /** The words after a stay's total ("incl. GST"), or null when the hotel states no tax. */
  totalTax: string | null;
  rooms: Record<string, { card: RateCard; plans: readonly Plan[] }>;
};

/** The stay asked about: the room's slug, a plan's id ("" for the room's first), dates YYYY-MM-DD ("" or null: not chosen). */
export type StayAsked = {
  room: string;
  plan: string;
  checkIn: string | null;
  checkOut: string | null;
  /** Priced only where the room takes one; elsewhere the engine would refuse the stay. */
  extraBed: boolean;
  /** A cot for a baby, at the policies' cot charge. */
  cot?: boolean;
};

/** The plan and the price of a stay, as far as the stay asked goes. */
export type StayQuote<Plan> = {
  /** The chosen plan, or the room's first when none (or one of another room) is chosen; null without a room. */
  plan: Plan | null;
  /** Null until a room and both dates make a stay of one night to a year. */
  price: StayPrice | null;
  /** "₹34,818.01 incl. GST": the total with the site's tax words, or null with no price. */
  total: string | null;
};

/** The longest stay the site prices: rates further ahead are the hotel's to quote in the chat. */
export const maxQuotedNights = 365;

/** A room's rates by its slug; only the rooms' own keys ("constructor" is no room). */
export function roomRatesOf<Rates>(pricing: { rooms: Record<string, Rates> }, slug: string): Rates | undefined {
  return Object.hasOwn(pricing.rooms, slug) ? pricing.rooms[slug] : undefined;
}

function nightsAsked(stay: StayAsked): number {
  const checkIn = parseIsoDate(stay.checkIn);
  const checkOut = parseIsoDate(stay.checkOut);
  return checkIn && checkOut ? nightsBetween(checkIn, checkOut) : 0;
}

/** The quote of one stay: the price engine's price and total, null while the stay is not one the site prices. */
export function quoteStay<Plan extends { id: string }>(
  pricing: QuotePricing<Plan>,
  stay: StayAsked,
  locale: Locale,
): StayQuote<Plan> {
  const room = roomRatesOf(pricing, stay.room);
  const plan = room ? (room.plans.find(({ id }) => id === stay.plan) ?? room.plans[0] ?? null) : null;
  const nights = nightsAsked(stay);
  if (!room || !plan || nights < 1 || nights > maxQuotedNights) return { plan, price: null, total: null };
  const price = priceStay(room.card, pricing.slabs, {
    plan: plan.id,
    checkIn: stay.checkIn!,
    checkOut: stay.checkOut!,
    // The guest count is the visitor's to settle with the hotel; a quote does not refuse it.
    guests: 1,
    extraBed: stay.extraBed && room.card.extraBed !== null,
    cot: stay.cot === true,
  });
  if (price.nights.length === 0) return { plan, price: null, total: null };
  return { plan, price, total: stayTotalText(price.total, pricing.currency, pricing.totalTax, locale) };
}
