import { nightsBetween, parseIsoDate } from "../dates/dates";
import type { Locale } from "../i18n/i18n";
import { stayTotalText } from "./price";
import { roomsProblems, type ChildrenRules, type RoomProblem, type RoomRequest } from "./occupancy";
import { quoteStay, roomRatesOf, type QuotePricing, type StayQuote } from "./stay-quote";

/*
 * The quote of an inquiry for several rooms on the same dates: each room is the one stay quote
 * (quoteStay) of its own type, plan, extra bed and cot, so each room's nights are taxed by the slab
 * of that room's own nightly value (GST follows the tariff of each room per night, decision 016),
 * and the total is the sum of the rooms' totals. One room is exactly today's quote.
 */

/** A stay's length against the hotel's longest (policies.json `maxStayNights`), worked out from the two dates alone. */
export type StayLengthProblem = { code: "longer-than-max"; nights: number; max: number };

/**
 * Refuses a stay longer than `maxNights` in constant time: the nights are counted from the two
 * dates (a check-out on 9999-12-31 is 2.9 million nights, never listed), so nothing after this
 * guard needs to walk a stay longer than the maximum.
 */
export function stayLengthProblem(checkIn: string, checkOut: string, maxNights: number): StayLengthProblem | null {
  const start = parseIsoDate(checkIn);
  const end = parseIsoDate(checkOut);
  if (!start || !end) return null;
  const nights = nightsBetween(start, end);
  return nights > maxNights ? { code: "longer-than-max", nights, max: maxNights } : null;
}

/** The rooms asked about, all for the same dates (YYYY-MM-DD; "" or null: not chosen). */
export type RoomsAsked = { checkIn: string | null; checkOut: string | null; rooms: readonly RoomRequest[] };

export type RoomQuote<Plan> = StayQuote<Plan> & {
  /** 1 for the first room. */
  number: number;
  request: RoomRequest;
};

export type RoomsQuote<Plan> = {
  rooms: RoomQuote<Plan>[];
  /** The sum of the rooms' totals in minor units; null until every room has a price. */
  total: number | null;
  /** The total with the site's tax words ("₹34,818 incl. GST"), or null. */
  totalText: string | null;
  /** Each room's occupancy problems, named by its number. */
  occupancy: RoomProblem[];
  stayLength: StayLengthProblem | null;
};

/** What the rooms are checked and priced under: the rates, the children rule and the longest stay. */
export type RoomsRules = { children: ChildrenRules; maxStayNights: number };

/** The quote of every room of an inquiry and their total; a stay over the maximum is refused before any night is priced. */
export function quoteRooms<Plan extends { id: string }>(
  pricing: QuotePricing<Plan>,
  rules: RoomsRules,
  asked: RoomsAsked,
  locale: Locale,
): RoomsQuote<Plan> {
  const stayLength = stayLengthProblem(asked.checkIn ?? "", asked.checkOut ?? "", rules.maxStayNights);
  const occupancy = roomsProblems((room) => roomRatesOf(pricing, room)?.card, rules.children, asked.rooms);
  const rooms = asked.rooms.map((request, i): RoomQuote<Plan> => {
    const stay = { ...request, checkIn: asked.checkIn, checkOut: asked.checkOut };
    const quote = stayLength
      ? quoteStay(pricing, { ...stay, checkIn: null }, locale)
      : quoteStay(pricing, stay, locale);
    return { ...quote, number: i + 1, request };
  });
  const priced = rooms.length > 0 && rooms.every((room) => room.price !== null);
  const total = priced ? rooms.reduce((sum, room) => sum + room.price!.total, 0) : null;
  const totalText = total === null ? null : stayTotalText(total, pricing.currency, pricing.totalTax, locale);
  return { rooms, total, totalText, occupancy, stayLength };
}
