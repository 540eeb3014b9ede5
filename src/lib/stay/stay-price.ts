import { addDays, getDay } from "date-fns";
import { nightsBetween, parseIsoDate, toIsoDate } from "../dates/dates";

/*
 * The price of one stay in one room, night by night: each night's rate and why (base, weekend, a
 * season), the long-stay discount, the extra bed, and tax by the slab that night's price falls in.
 * Every amount is an integer in minor units (paise, cents): money is never a float here, so the
 * total is exactly the sum of the nights. Percentages are basis points (10% = 1000, 5% = 500).
 */

/** A calendar date written YYYY-MM-DD. */
export type IsoDate = string;

/** Night names by date-fns getDay() (0 is Sunday); a night is named by the day it starts on. */
export const weekdays = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type Weekday = (typeof weekdays)[number];

/** Named dates with their own nightly rate; `from` and `to` are the first and last night charged at it. */
export type Season = {
  name: string;
  from: IsoDate;
  to: IsoDate;
  nightly: number;
  /** The fewest nights a stay with any night in the season may have. */
  minNights: number;
  highDemand: boolean;
};

/** "Room only", "With breakfast": a difference per night on the room's rate. */
export type RatePlan = { id: string; nightlyDifference: number };

/** One room's rates. */
export type RateCard = {
  /**
   * The rate of a night outside any season, and of a weekday night when there is a weekend rate:
   * a separate weekday rate would leave the base unused, two figures for one night.
   */
  base: number;
  weekend?: { nightly: number; nights: readonly Weekday[] };
  seasons: readonly Season[];
  /** Every night of a stay of `fromNights` or more is discounted by `basisPoints`. */
  longStay?: { fromNights: number; basisPoints: number };
  /** Per night; null where no extra bed fits. */
  extraBed: number | null;
  /** A cot's charge per night (policies.json children.cotCharge); absent or 0: free. */
  cot?: number;
  /** Guests the room sleeps in its own beds; an extra bed sleeps one more. */
  maxGuests: number;
  plans: readonly RatePlan[];
};

/**
 * One tax slab: nights from `from` whose taxable value is at most `upTo` (inclusive; null: any value
 * above the lower slabs). The slabs sharing the latest `from` on or before a night are the ones in
 * force: a new notification replaces the whole table. GST from 2025-09-22: 5% up to ₹7,500, 18% above.
 */
export type TaxSlab = { from: IsoDate; upTo: number | null; basisPoints: number; wordsKey: string };

/** The check-out day is not a night charged. */
export type Stay = {
  plan: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: number;
  extraBed: boolean;
  /** A cot for a baby, charged per night like the extra bed. */
  cot?: boolean;
};

export type NightReason = "base" | "weekend" | { season: string };

export type PricedNight = {
  date: IsoDate;
  /** The room's rate for the night with the plan's difference. */
  rate: number;
  reason: NightReason;
  highDemand: boolean;
  discount: number;
  extraBed: number;
  cot: number;
  /** rate - discount + extraBed + cot: what is charged for the night before tax. */
  taxable: number;
  /** Null when no tax slab covers the night (a problem says so). */
  slab: TaxSlab | null;
  tax: number;
  /** taxable + tax */
  total: number;
};

/** "2 nights × 7,200 (base)": nights at one rate for one reason, in the order they first come. */
export type RateGroup = { nights: number; rate: number; reason: NightReason };
export type SlabTax = { slab: TaxSlab; nights: number; taxable: number; tax: number };

export type StayProblem =
  | { kind: "invalid-dates" }
  | { kind: "check-out-not-after-check-in" }
  | { kind: "unknown-plan"; plan: string }
  | { kind: "no-extra-bed" }
  | { kind: "too-many-guests"; guests: number; max: number }
  | { kind: "below-minimum-stay"; season: string; minNights: number; nights: number }
  | { kind: "no-tax-rule"; date: IsoDate };

export type StayPrice = {
  nights: PricedNight[];
  groups: RateGroup[];
  /** The nights' rates, extra beds and cots before the discount. */
  subtotal: number;
  extraBeds: number;
  cots: number;
  discount: number;
  taxBySlab: SlabTax[];
  tax: number;
  /** subtotal - discount + tax, which is the sum of the nights' totals. */
  total: number;
  /** A stay with problems is priced as far as it can be, for the page to say what is wrong. */
  problems: StayProblem[];
};

/**
 * A share in basis points of an amount, rounded half up to the minor unit: 5% of ₹7,499.90 is
 * ₹374.995, charged ₹375.00. Both are non-negative integers (the content schema sees to it), so the
 * arithmetic is whole-number and exact. Each night is rounded on its own, as each night's value
 * decides its own slab; the stay's total is the sum of the rounded nights, never rounded again.
 */
export function percentOf(amount: number, basisPoints: number): number {
  const scaled = amount * basisPoints + 5000;
  return (scaled - (scaled % 10000)) / 10000;
}

/** The nights of a stay, check-in first and check-out excluded; null when a date is not a real date. */
export function nightsOf(checkIn: IsoDate, checkOut: IsoDate): IsoDate[] | null {
  const start = parseIsoDate(checkIn);
  const end = parseIsoDate(checkOut);
  if (!start || !end) return null;
  return Array.from({ length: nightsBetween(start, end) }, (_, i) => toIsoDate(addDays(start, i)));
}

/** The season a night falls in (ISO dates compare as strings). */
export function seasonOn(seasons: readonly Season[], date: IsoDate): Season | undefined {
  return seasons.find((season) => season.from <= date && date <= season.to);
}

/** The slab a night's taxable value falls in, under the slabs in force that night. */
export function slabFor(slabs: readonly TaxSlab[], date: IsoDate, taxable: number): TaxSlab | null {
  const inForce = slabs.filter((slab) => slab.from <= date);
  const latest = inForce.reduce((last, slab) => (slab.from > last ? slab.from : last), "");
  const table = inForce.filter((slab) => slab.from === latest).sort((a, b) => ceiling(a) - ceiling(b));
  return table.find((slab) => slab.upTo === null || taxable <= slab.upTo) ?? null;
}

const ceiling = (slab: TaxSlab) => slab.upTo ?? Number.MAX_SAFE_INTEGER;

function roomRate(card: RateCard, date: IsoDate): Pick<PricedNight, "rate" | "reason" | "highDemand"> {
  const season = seasonOn(card.seasons, date);
  if (season) return { rate: season.nightly, reason: { season: season.name }, highDemand: season.highDemand };
  const weekday = weekdays[getDay(parseIsoDate(date)!)];
  if (card.weekend?.nights.includes(weekday))
    return { rate: card.weekend.nightly, reason: "weekend", highDemand: false };
  return { rate: card.base, reason: "base", highDemand: false };
}

/** What applies to every night of one stay. */
type StayTerms = { plan: RatePlan; discountBasisPoints: number; extraBed: number; cot: number };

/*
 * The taxable value of a night is the price actually charged for it: the rate after the long-stay
 * discount, plus the extra bed, and the slab follows that value. GST is levied on the transaction
 * value (section 15 of the CGST Act), which excludes a discount shown on the invoice and includes
 * what is supplied with the room for the night (an extra bed, a breakfast plan): a ₹7,800 night
 * discounted to ₹7,020 is taxed at 5%, and a ₹7,200 night with a ₹500 extra bed at 18%. The
 * discount applies to the rate, not to the extra bed or the cot, which the site states as fixed charges.
 */
function priceNight(card: RateCard, slabs: readonly TaxSlab[], terms: StayTerms, date: IsoDate): PricedNight {
  const room = roomRate(card, date);
  const rate = room.rate + terms.plan.nightlyDifference;
  const discount = percentOf(rate, terms.discountBasisPoints);
  const taxable = rate - discount + terms.extraBed + terms.cot;
  const slab = slabFor(slabs, date, taxable);
  const tax = slab ? percentOf(taxable, slab.basisPoints) : 0;
  const { extraBed, cot } = terms;
  return { ...room, date, rate, discount, extraBed, cot, taxable, slab, tax, total: taxable + tax };
}

function termsOf(card: RateCard, plan: RatePlan, stay: Stay, nights: number): StayTerms {
  const longStay = card.longStay && nights >= card.longStay.fromNights ? card.longStay.basisPoints : 0;
  const extraBed = stay.extraBed ? (card.extraBed ?? 0) : 0;
  return { plan, discountBasisPoints: longStay, extraBed, cot: stay.cot ? (card.cot ?? 0) : 0 };
}

function stayProblems(card: RateCard, stay: Stay, dates: IsoDate[] | null): StayProblem[] {
  const problems: StayProblem[] = [];
  if (!dates) problems.push({ kind: "invalid-dates" });
  else if (dates.length === 0) problems.push({ kind: "check-out-not-after-check-in" });
  if (!card.plans.some((plan) => plan.id === stay.plan)) problems.push({ kind: "unknown-plan", plan: stay.plan });
  if (stay.extraBed && card.extraBed === null) problems.push({ kind: "no-extra-bed" });
  const max = card.maxGuests + (stay.extraBed && card.extraBed !== null ? 1 : 0);
  if (stay.guests > max) problems.push({ kind: "too-many-guests", guests: stay.guests, max });
  return problems;
}

/** A season's minimum stay counts every night of the stay, inside the season or not. */
function minimumStayProblems(card: RateCard, dates: IsoDate[]): StayProblem[] {
  return card.seasons
    .filter((season) => season.minNights > dates.length && dates.some((date) => seasonOn([season], date)))
    .map((season) => ({
      kind: "below-minimum-stay",
      season: season.name,
      minNights: season.minNights,
      nights: dates.length,
    }));
}

const taxProblems = (nights: PricedNight[]): StayProblem[] =>
  nights.filter((night) => !night.slab).map((night) => ({ kind: "no-tax-rule", date: night.date }));

const reasonKey = (reason: NightReason) => (typeof reason === "string" ? reason : `season:${reason.season}`);

function groupsOf(nights: PricedNight[]): RateGroup[] {
  const groups: RateGroup[] = [];
  for (const { rate, reason } of nights) {
    const group = groups.find((g) => g.rate === rate && reasonKey(g.reason) === reasonKey(reason));
    if (group) group.nights += 1;
    else groups.push({ nights: 1, rate, reason });
  }
  return groups;
}

function taxBySlabOf(nights: PricedNight[]): SlabTax[] {
  const bySlab = new Map<TaxSlab, SlabTax>();
  for (const { slab, taxable, tax } of nights) {
    if (!slab) continue;
    const entry = bySlab.get(slab) ?? { slab, nights: 0, taxable: 0, tax: 0 };
    bySlab.set(slab, { slab, nights: entry.nights + 1, taxable: entry.taxable + taxable, tax: entry.tax + tax });
  }
  return [...bySlab.values()];
}

const sum = (nights: PricedNight[], amount: (night: PricedNight) => number) =>
  nights.reduce((total, night) => total + amount(night), 0);

function totalsOf(nights: PricedNight[]): Omit<StayPrice, "problems"> {
  const subtotal = sum(nights, (night) => night.rate + night.extraBed + night.cot);
  const discount = sum(nights, (night) => night.discount);
  const tax = sum(nights, (night) => night.tax);
  const extraBeds = sum(nights, (night) => night.extraBed);
  const cots = sum(nights, (night) => night.cot);
  const taxBySlab = taxBySlabOf(nights);
  return {
    nights,
    groups: groupsOf(nights),
    subtotal,
    extraBeds,
    cots,
    discount,
    taxBySlab,
    tax,
    total: subtotal - discount + tax,
  };
}

/** The price of a stay under one room's rates and the tax slabs; without a known plan or real dates, no nights. */
export function priceStay(card: RateCard, slabs: readonly TaxSlab[], stay: Stay): StayPrice {
  const dates = nightsOf(stay.checkIn, stay.checkOut);
  const plan = card.plans.find((p) => p.id === stay.plan);
  const problems = stayProblems(card, stay, dates);
  if (!dates || !plan) return { ...totalsOf([]), problems };
  const terms = termsOf(card, plan, stay, dates.length);
  const nights = dates.map((date) => priceNight(card, slabs, terms, date));
  return { ...totalsOf(nights), problems: [...problems, ...minimumStayProblems(card, dates), ...taxProblems(nights)] };
}

/** Two seasons of one room that share nights: `from`-`to` are the shared nights. */
export type SeasonOverlap = { first: string; second: string; from: IsoDate; to: IsoDate };

/** Every pair of a room's seasons that share a night, for the content build to refuse: a night has one rate. */
export function seasonOverlaps(card: Pick<RateCard, "seasons">): SeasonOverlap[] {
  return card.seasons.flatMap((a, i) => card.seasons.slice(i + 1).flatMap((b) => overlapOf(a, b)));
}

function overlapOf(a: Season, b: Season): SeasonOverlap[] {
  const from = a.from > b.from ? a.from : b.from;
  const to = a.to < b.to ? a.to : b.to;
  return from <= to ? [{ first: a.name, second: b.name, from, to }] : [];
}
