import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { formatMoney } from "@/lib/stay/money";
import { plural } from "@/lib/i18n/plural";
import { breakdownRows, type BreakdownRow } from "@/components/stay/stay-breakdown";
import { quoteStay, roomRatesOf, type StayAsked, type StayQuote } from "@/lib/stay/stay-quote";
import { quoteRooms, type RoomsQuote } from "@/lib/stay/rooms-quote";
import { roomsRules, type PlanChoice, type StayPricing } from "@/content/read/rates";
import type { BookingStrings } from "@/content/schema/words";
import type { BookingValues } from "./booking-form";
import type { MessageQuote, RoomName } from "./inquiry";
import { roomRequestOf, roomsOf, type BookingWithRooms } from "./rooms";

type EstimateStrings = BookingStrings["estimate"];
type RoomsFormStrings = BookingStrings["rooms"]["form"];

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

export type EstimateRow = BreakdownRow;
export type EstimateView = {
  rows: EstimateRow[];
  total: EstimateRow;
  warnings: string[];
  note: string;
  /** Said while the rates are the samples (rates.json `sample`). */
  sampleNotice: string | null;
};

/**
 * The estimate step 2 shows: the room page's breakdown rows (a row per rate, the extra bed,
 * `afterBeds` such as the free children, the long-stay discount, tax by slab where tax is added;
 * stay-breakdown.ts), the total, and why the stay cannot be booked as chosen (a season's minimum).
 */
export function estimateView(
  quote: BookingQuote,
  pricing: StayPricing,
  s: EstimateStrings,
  locale: Locale,
  roomSlug: string,
  afterBeds: readonly EstimateRow[] = [],
): EstimateView | null {
  const { price, total } = quote;
  if (!price || !total) return null;
  const discount = roomRatesOf(pricing, roomSlug)?.card.longStay?.basisPoints ?? null;
  const rows = breakdownRows(price, discount, s, (minor) => money(minor, pricing, locale), locale, afterBeds);
  const warnings = price.problems.flatMap((problem) =>
    problem.kind === "below-minimum-stay"
      ? [fill(s.minimumStay, { season: problem.season, min: problem.minNights, count: problem.nights })]
      : [],
  );
  const sampleNotice = pricing.sample.rates ? s.sampleNotice : null;
  return { rows, total: { term: s.total, value: total }, warnings, note: s.note, sampleNotice };
}

/** The quote of every room the wizard's values list (quoteRooms); an extra bed counts only in a room that takes one. */
export function roomsQuoteOf(values: BookingWithRooms, pricing: StayPricing, locale: Locale): RoomsQuote<PlanChoice> {
  const rooms = roomsOf(values).map((room) => {
    const request = roomRequestOf(room);
    const takesExtraBed = (roomRatesOf(pricing, request.room)?.card.extraBed ?? null) !== null;
    return { ...request, extraBed: request.extraBed && takesExtraBed };
  });
  return quoteRooms(pricing, roomsRules, { checkIn: values.checkIn, checkOut: values.checkOut, rooms }, locale);
}

/** "2 children under 6": the children who stay free in a room's existing beds, or null for none. */
function freeChildrenRow(
  ages: readonly number[],
  f: RoomsFormStrings,
  locale: Locale,
  prefix: string,
): EstimateRow | null {
  const age = roomsRules.children.freeUnderAge;
  const count = ages.filter((childAge) => childAge >= 0 && childAge < age).length;
  if (count === 0) return null;
  return { term: `${prefix}${fill(plural(f.freeChildren, count, locale), { age })}`, value: f.free };
}

/**
 * The estimate of the rooms: one room is the one-room estimate (with its free children); several
 * give each room's subtotal, its extra bed and its free children, then the total of the rooms.
 */
export function roomsEstimateView(
  quote: RoomsQuote<PlanChoice>,
  pricing: StayPricing,
  s: Pick<BookingStrings, "estimate" | "rooms">,
  names: readonly RoomName[],
  locale: Locale,
): EstimateView | null {
  const f = s.rooms.form;
  const [first] = quote.rooms;
  if (!first) return null;
  if (quote.rooms.length === 1) {
    const free = freeChildrenRow(first.request.childAges, f, locale, "");
    return estimateView(first, pricing, s.estimate, locale, first.request.room, free ? [free] : []);
  }
  if (quote.totalText === null) return null;
  const views = quote.rooms.map((room) => estimateView(room, pricing, s.estimate, locale, room.request.room));
  const rows = quote.rooms.flatMap(({ number, price, request }): EstimateRow[] => {
    const name = names.find((room) => room.slug === request.room)?.name ?? request.room;
    const prefix = `${fill(f.room, { number })}: `;
    const own: EstimateRow[] = [
      { term: fill(f.roomTotal, { number, room: name }), value: money(price!.total, pricing, locale) },
    ];
    if (price!.extraBeds > 0)
      own.push({
        term: fill(f.roomExtraBed, { number }),
        value: fill(s.estimate.group, {
          nights: plural(s.estimate.nights, price!.nights.length, locale),
          price: money(price!.extraBeds / price!.nights.length, pricing, locale),
        }),
      });
    const free = freeChildrenRow(request.childAges, f, locale, prefix);
    return free ? [...own, free] : own;
  });
  const warnings = [...new Set(views.flatMap((view) => view?.warnings ?? []))];
  const sampleNotice = pricing.sample.rates ? s.estimate.sampleNotice : null;
  return {
    rows,
    total: { term: s.estimate.total, value: quote.totalText },
    warnings,
    note: s.estimate.note,
    sampleNotice,
  };
}

/**
 * The plan's name and the total, for the inquiry's `Rate plan:` and `Estimated total:` lines, and
 * whether the extra bed the estimate adds (asked for, in a room that takes one) goes on the `Guests:` line.
 * With several rooms the total is the rooms'; a group has none.
 */
export function messageQuoteOf(
  values: BookingValues & Partial<Pick<BookingWithRooms, "rooms">> & { group?: boolean },
  pricing: StayPricing,
  locale: Locale,
): MessageQuote {
  const { plan, total } = quoteStay(pricing, bookingStay(values), locale);
  const takesExtraBed = (roomRatesOf(pricing, values.roomType)?.card.extraBed ?? null) !== null;
  const extraBed = values.extraBed && takesExtraBed;
  if (values.group) return { plan: null, total: null, extraBed };
  if (!values.rooms || values.rooms.length <= 1) return { plan: plan?.name ?? null, total, extraBed };
  return { plan: plan?.name ?? null, total: roomsQuoteOf(values, pricing, locale).totalText, extraBed };
}
