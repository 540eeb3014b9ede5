import { nightsBetween, parseIsoDate } from "@/lib/dates/dates";
import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { formatMoney } from "@/lib/stay/money";
import { stayTotalText } from "@/lib/stay/price";
import { plural } from "@/lib/i18n/plural";
import { priceStay, type NightReason, type StayPrice } from "@/lib/stay/stay-price";
import type { PlanChoice, StayPricing } from "@/content/read/rates";
import type { BookingStrings } from "@/content/schema/words";
import type { BookingValues } from "./booking-form";
import type { MessageQuote } from "./inquiry";

type EstimateStrings = BookingStrings["estimate"];

/** The plan and the price of the stay the values describe, as far as they go. */
export type StayQuote = {
  /** The chosen plan, or the room's first when none (or one of another room) is chosen; null without a room. */
  plan: PlanChoice | null;
  /** Null until a room and both dates are chosen. */
  price: StayPrice | null;
  /** "₹34,818.01 incl. GST": the total with the site's tax words, or null with no price. */
  total: string | null;
};

/** A room's rates by its slug; only the rooms' own keys ("constructor" is no room). */
export function roomRatesOf(pricing: StayPricing, slug: string): StayPricing["rooms"][string] | undefined {
  return Object.hasOwn(pricing.rooms, slug) ? pricing.rooms[slug] : undefined;
}

/** The plan a stay is priced in: the chosen one if the room has it, else the room's first. */
export function planOf(values: BookingValues, pricing: StayPricing): PlanChoice | null {
  const room = roomRatesOf(pricing, values.roomType);
  if (!room) return null;
  return room.plans.find((plan) => plan.id === values.ratePlan) ?? room.plans[0] ?? null;
}

/** The longest stay the site estimates: rates further ahead are the hotel's to quote in the chat. */
export const maxEstimatedNights = 365;

function nightsCount(values: BookingValues): number {
  const checkIn = parseIsoDate(values.checkIn);
  const checkOut = parseIsoDate(values.checkOut);
  return checkIn && checkOut ? nightsBetween(checkIn, checkOut) : 0;
}

export function quoteOf(values: BookingValues, pricing: StayPricing, locale: Locale): StayQuote {
  const room = roomRatesOf(pricing, values.roomType);
  const plan = planOf(values, pricing);
  const nights = nightsCount(values);
  if (!room || !plan || nights < 1 || nights > maxEstimatedNights) return { plan, price: null, total: null };
  const price = priceStay(room.card, pricing.slabs, {
    plan: plan.id,
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    // The guest count is the visitor's to settle with the hotel; the estimate does not refuse it.
    guests: 1,
    // Asked for only where the room takes one (StayStep); elsewhere the engine would refuse it.
    extraBed: values.extraBed === "yes" && room.card.extraBed !== null,
  });
  if (price.nights.length === 0) return { plan, price: null, total: null };
  return { plan, price, total: stayTotalText(price.total, pricing.currency, pricing.totalTax, locale) };
}

/** An amount in minor units as every price on the site is written. */
export const money = (minor: number, pricing: StayPricing, locale: Locale) =>
  formatMoney(minor / 100, pricing.currency, locale);

export type EstimateRow = { term: string; value: string };
export type EstimateView = {
  rows: EstimateRow[];
  total: EstimateRow;
  warnings: string[];
  note: string;
  /** Said while the rates are the samples (rates.json `sample`). */
  sampleNotice: string | null;
};

function reasonLabel(reason: NightReason, s: EstimateStrings): string | null {
  if (reason === "base") return null;
  return reason === "weekend" ? s.weekend : reason.season;
}

/** "2 nights × ₹7,200, 1 night × ₹7,800 (weekend)": the nights grouped by rate, in the order they come. */
export function rateGroupsText(price: StayPrice, pricing: StayPricing, s: EstimateStrings, locale: Locale): string {
  return price.groups
    .map(({ nights, rate, reason }) => {
      const group = fill(s.group, { nights: plural(s.nights, nights, locale), price: money(rate, pricing, locale) });
      const label = reasonLabel(reason, s);
      return label ? fill(s.withReason, { group, reason: label }) : group;
    })
    .join(", ");
}

/**
 * The estimate step 2 shows: the nights by rate, the long-stay discount, tax by slab (when tax is
 * added to the prices), the total, and why the stay cannot be booked as chosen (a season's minimum).
 */
export function estimateView(
  quote: StayQuote,
  pricing: StayPricing,
  s: EstimateStrings,
  locale: Locale,
  roomSlug: string,
): EstimateView | null {
  const { price, total } = quote;
  if (!price || !total) return null;
  const amount = (minor: number) => money(minor, pricing, locale);
  const rows: EstimateRow[] = [{ term: s.rates, value: rateGroupsText(price, pricing, s, locale) }];
  if (price.extraBeds > 0)
    rows.push({
      term: s.extraBed,
      value: fill(s.group, {
        nights: plural(s.nights, price.nights.length, locale),
        price: amount(price.extraBeds / price.nights.length),
      }),
    });
  const longStay = roomRatesOf(pricing, roomSlug)?.card.longStay;
  if (price.discount > 0 && longStay)
    rows.push({ term: fill(s.discount, { percent: longStay.basisPoints / 100 }), value: `−${amount(price.discount)}` });
  for (const { slab, nights, tax } of price.taxBySlab) {
    if (slab.basisPoints === 0) continue;
    rows.push({
      term: fill(s.taxOn, { tax: slab.wordsKey, nights: plural(s.nights, nights, locale) }),
      value: amount(tax),
    });
  }
  const warnings = price.problems.flatMap((problem) =>
    problem.kind === "below-minimum-stay"
      ? [fill(s.minimumStay, { season: problem.season, min: problem.minNights, count: problem.nights })]
      : [],
  );
  const sampleNotice = pricing.sample.rates ? s.sampleNotice : null;
  return { rows, total: { term: s.total, value: total }, warnings, note: s.note, sampleNotice };
}

/** The plan's name and the total, for the inquiry's `Rate plan:` and `Estimated total:` lines. */
export function messageQuoteOf(values: BookingValues, pricing: StayPricing, locale: Locale): MessageQuote {
  const { plan, total } = quoteOf(values, pricing, locale);
  return { plan: plan?.name ?? null, total };
}
