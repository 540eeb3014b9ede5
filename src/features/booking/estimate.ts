import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { formatMoney } from "@/lib/stay/money";
import { plural } from "@/lib/i18n/plural";
import type { NightReason, StayPrice } from "@/lib/stay/stay-price";
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
    const view = estimateView(first, pricing, s.estimate, locale, first.request.room);
    const free = freeChildrenRow(first.request.childAges, f, locale, "");
    return view && free ? { ...view, rows: [...view.rows, free] } : view;
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
