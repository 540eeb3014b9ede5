import type { Locale as DateLocale } from "date-fns";
import { soldOutStay } from "@/lib/stay/availability";
import { parseIsoDate, type StayDates } from "@/lib/dates/dates";
import { longDate } from "@/lib/dates/long-date";
import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { plural } from "@/lib/i18n/plural";
import { stayTotalText } from "@/lib/stay/price";
import { priceStay } from "@/lib/stay/stay-price";
import type { PlanName, StayPricing } from "@/content/read/rates";
import type { RoomStayStrings } from "@/content/schema/words";

export type PlanTotal = { id: string; name: string; total: string };
export type RoomStayTotals = { plans: PlanTotal[]; problems: string[] };

/** The longest stay a room page prices; longer ones are the hotel's to quote in the chat. */
const maxNights = 365;

/**
 * A room's total for the chosen dates in each of its plans ("₹23,310 incl. GST for 3 nights"),
 * from the price engine, and what stops the stay: a sold-out night, a season's minimum stay.
 * Null until both dates make a stay.
 */
export function roomStayTotals(
  pricing: StayPricing<PlanName>,
  room: string,
  dates: StayDates,
  s: RoomStayStrings,
  locale: Locale,
  dateLocale: DateLocale | undefined,
): RoomStayTotals | null {
  const rates = Object.hasOwn(pricing.rooms, room) ? pricing.rooms[room] : undefined;
  if (!rates || !dates.checkIn || !dates.checkOut) return null;
  const stay = { checkIn: dates.checkIn, checkOut: dates.checkOut, guests: 1, extraBed: false };
  const priced = rates.plans.map((plan) => ({
    plan,
    price: priceStay(rates.card, pricing.slabs, { ...stay, plan: plan.id }),
  }));
  const nights = priced[0]?.price.nights.length ?? 0;
  if (nights < 1 || nights > maxNights) return null;
  const plans = priced.map(({ plan, price }) => ({
    id: plan.id,
    name: plan.name,
    total: fill(s.planTotal, {
      total: stayTotalText(price.total, pricing.currency, pricing.totalTax, locale),
      nights: plural(s.nights, nights, locale),
    }),
  }));
  const problems = priced[0]!.price.problems.flatMap((problem) =>
    problem.kind === "below-minimum-stay"
      ? [fill(s.minimumStay, { season: problem.season, min: problem.minNights })]
      : [],
  );
  const soldOut = soldOutStay(pricing.availability.marks, [room], { room, ...stay });
  if (soldOut) problems.unshift(fill(s.soldOut, { date: longDate(parseIsoDate(soldOut.night)!, dateLocale) }));
  return { plans, problems };
}
