import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { formatMoney } from "@/lib/stay/money";
import { plural } from "@/lib/i18n/plural";
import type { NightReason, StayPrice } from "@/lib/stay/stay-price";
import { quoteStay, roomRatesOf, type StayAsked, type StayQuote } from "@/lib/stay/stay-quote";
import type { PlanChoice, StayPricing } from "@/content/read/rates";
import type { BookingStrings } from "@/content/schema/words";
import type { BookingValues } from "./booking-form";
import type { MessageQuote } from "./inquiry";

type EstimateStrings = BookingStrings["estimate"];

/** The plan and the price of the stay the wizard's values describe (quoteStay), as far as they go. */
export type BookingQuote = StayQuote<PlanChoice>;

/** The stay the wizard's values ask about, as the one stay quote takes it. */
export function bookingStay(
  values: Pick<BookingValues, "roomType" | "ratePlan" | "checkIn" | "checkOut" | "extraBed">,
): StayAsked {
  const { roomType: room, ratePlan: plan, checkIn, checkOut, extraBed } = values;
  return { room, plan, checkIn, checkOut, extraBed };
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
  quote: BookingQuote,
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

/**
 * The plan's name and the total, for the inquiry's `Rate plan:` and `Estimated total:` lines, and
 * whether the extra bed the estimate adds (asked for, in a room that takes one) goes on the `Guests:` line.
 */
export function messageQuoteOf(values: BookingValues, pricing: StayPricing, locale: Locale): MessageQuote {
  const { plan, total } = quoteStay(pricing, bookingStay(values), locale);
  const takesExtraBed = (roomRatesOf(pricing, values.roomType)?.card.extraBed ?? null) !== null;
  return { plan: plan?.name ?? null, total, extraBed: values.extraBed && takesExtraBed };
}
