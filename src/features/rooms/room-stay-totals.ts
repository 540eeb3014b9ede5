import type { Locale as DateLocale } from "date-fns";
import type { StayBreakdownProps } from "@/components/stay/StayBreakdown";
import { breakdownRows, type BreakdownRow } from "@/components/stay/stay-breakdown";
import { parseIsoDate, type StayDates } from "@/lib/dates/dates";
import { longDate } from "@/lib/dates/long-date";
import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { plural } from "@/lib/i18n/plural";
import { soldOutStay } from "@/lib/stay/availability";
import { formatMoney } from "@/lib/stay/money";
import {
  needsExtraBed,
  roomOccupancy,
  roomProblemText,
  type OccupancyProblem,
  type RoomRequest,
} from "@/lib/stay/occupancy";
import { paymentText } from "@/lib/stay/payment";
import { quoteRooms, type RoomQuote } from "@/lib/stay/rooms-quote";
import { roomRatesOf } from "@/lib/stay/stay-quote";
import type { RateCard } from "@/lib/stay/stay-price";
import { roomsRules, type RoomPlan, type StayPricing } from "@/content/read/rates";
import type { BookingLaterStrings, RoomStayStrings } from "@/content/schema/words";

/** Who stays, as a room page asks: adults, and each child's age in whole years (null until chosen). */
export type RoomParty = { adults: number; childAges: readonly (number | null)[] };

/** A plan as the page offers it for the dates: "$1,347 incl. taxes for 3 nights", and how it is paid. */
export type PlanOffer = { id: string; name: string; total: string; payment: string };

export type RoomStayView = {
  /** What stops the stay or the party as chosen, each saying what to change. */
  problems: string[];
  /** Every plan's total for the party and the dates; none while the party does not fit the room. */
  plans: PlanOffer[];
  /** The chosen plan's price line by line (the wizard's breakdown), or null with no plan priced. */
  breakdown: StayBreakdownProps | null;
};

/** The room page's words and the wizard's later ones it shares: the breakdown's lines, the payment, the longest stay. */
export type RoomStayWords = { stay: RoomStayStrings; later: BookingLaterStrings };

/**
 * The party as the one stay quote takes it. An extra bed is added where the party is one over the
 * room's beds and the room takes one; otherwise the occupancy check names what to change.
 */
function partyRequest(card: RateCard, room: string, party: RoomParty): RoomRequest {
  const childAges = party.childAges.map((age) => age ?? -1);
  const request: RoomRequest = { room, plan: "", adults: party.adults, childAges, extraBed: false };
  return { ...request, extraBed: needsExtraBed(card, roomsRules.children, request) };
}

/** "The Deluxe Room takes up to 2 guests. For your party, book a second room or choose a larger room." */
function partyProblemText(problem: OccupancyProblem, words: RoomStayStrings, card: RateCard, roomName: string) {
  const tooMany = card.extraBed === null ? words.problems["too-many-guests"] : words.problems.tooManyWithBed;
  const problems = { ...words.problems, "too-many-guests": tooMany };
  return roomProblemText({ ...problem, number: 1, room: "" }, problems, roomName);
}

/** The sold-out night and a season's minimum stay, as the page has always said them. */
function stayProblems(
  pricing: StayPricing<RoomPlan>,
  room: string,
  quote: RoomQuote<RoomPlan>,
  dates: { checkIn: string; checkOut: string },
  words: RoomStayStrings,
  dateLocale: DateLocale | undefined,
): string[] {
  const problems = (quote.price?.problems ?? []).flatMap((problem) =>
    problem.kind === "below-minimum-stay"
      ? [fill(words.minimumStay, { season: problem.season, min: problem.minNights })]
      : [],
  );
  const soldOut = soldOutStay(pricing.availability.marks, [room], { room, ...dates });
  if (soldOut) problems.unshift(fill(words.soldOut, { date: longDate(parseIsoDate(soldOut.night)!, dateLocale) }));
  return problems;
}

/** "1 child under 6: Free", for the children the policy lets stay free in the existing beds. */
function freeChildrenRows(party: RoomParty, words: RoomStayStrings, locale: Locale): BreakdownRow[] {
  const age = roomsRules.children.freeUnderAge;
  const free = party.childAges.filter((childAge) => childAge !== null && childAge < age).length;
  return free === 0 ? [] : [{ term: fill(plural(words.freeChildren, free, locale), { age }), value: words.free }];
}

type Context = {
  pricing: StayPricing<RoomPlan>;
  card: RateCard;
  party: RoomParty;
  words: RoomStayWords;
  locale: Locale;
};

/** The chosen plan's breakdown through the wizard's lines, with the free children named. */
function breakdownOf(quote: RoomQuote<RoomPlan>, totalText: string, { pricing, card, party, words, locale }: Context) {
  const { stay, later } = words;
  const money = (minor: number) => formatMoney(minor / 100, pricing.currency, locale);
  const discount = card.longStay?.basisPoints ?? null;
  const free = freeChildrenRows(party, stay, locale);
  return {
    heading: fill(stay.breakdown, { plan: quote.plan!.name }),
    rows: breakdownRows(quote.price!, discount, later.estimate, money, locale, free),
    total: { term: later.estimate.total, value: totalText },
    note: stay.note,
    sampleNotice: pricing.sample.rates ? stay.sampleNotice : null,
  };
}

/**
 * A room page's price for the guest's dates and party: the party checked against the room
 * (occupancy.ts), each plan's total and payment from the one quote (quoteRooms, so the longest stay
 * is refused before a night is priced), and the chosen plan's breakdown. Null until there is
 * something to say: both dates, or a party the room cannot take.
 */
export function roomStayView(
  pricing: StayPricing<RoomPlan>,
  room: { slug: string; name: string },
  stay: { dates: StayDates; party: RoomParty; plan: string },
  words: RoomStayWords,
  locale: Locale,
  dateLocale: DateLocale | undefined,
): RoomStayView | null {
  const rates = roomRatesOf(pricing, room.slug);
  if (!rates) return null;
  const { card, plans } = rates;
  const request = partyRequest(card, room.slug, stay.party);
  const occupancy = roomOccupancy(card, roomsRules.children, request).problems;
  const partyProblems = occupancy.map((problem) => partyProblemText(problem, words.stay, card, room.name));
  const { checkIn, checkOut } = stay.dates;
  const refused = { plans: [], breakdown: null };
  if (!checkIn || !checkOut) return partyProblems.length > 0 ? { problems: partyProblems, ...refused } : null;
  const quotes = plans.map((plan) =>
    quoteRooms(pricing, roomsRules, { checkIn, checkOut, rooms: [{ ...request, plan: plan.id }] }, locale),
  );
  const tooLong = quotes[0]?.stayLength;
  if (tooLong) return { problems: [...partyProblems, fill(words.later.rooms.longStay, tooLong)], ...refused };
  const first = quotes[0]?.rooms[0];
  if (!first?.price) return null;
  const problems = [...stayProblems(pricing, room.slug, first, { checkIn, checkOut }, words.stay, dateLocale)];
  if (partyProblems.length > 0) return { problems: [...problems, ...partyProblems], ...refused };
  const nights = plural(words.stay.nights, first.price.nights.length, locale);
  const offers = quotes.flatMap(({ rooms: [quote], totalText }) =>
    quote?.plan && totalText
      ? [{ quote, totalText, offer: planOffer(quote.plan, totalText, nights, words, locale) }]
      : [],
  );
  const chosen = offers.find(({ offer }) => offer.id === stay.plan) ?? offers[0];
  const context = { pricing, card, party: stay.party, words, locale };
  return {
    problems,
    plans: offers.map(({ offer }) => offer),
    breakdown: chosen ? breakdownOf(chosen.quote, chosen.totalText, context) : null,
  };
}

function planOffer(plan: RoomPlan, totalText: string, nights: string, words: RoomStayWords, locale: Locale): PlanOffer {
  return {
    id: plan.id,
    name: plan.name,
    total: fill(words.stay.planTotal, { total: totalText, nights }),
    payment: paymentText(plan.payment, words.later.payment, locale),
  };
}
