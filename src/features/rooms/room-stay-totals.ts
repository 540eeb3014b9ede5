import type { Locale as DateLocale } from "date-fns";
import { soldOutStay } from "@/lib/stay/availability";
import { parseIsoDate, type StayDates } from "@/lib/dates/dates";
import { longDate } from "@/lib/dates/long-date";
import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { plural } from "@/lib/i18n/plural";
import { quoteStay, roomRatesOf } from "@/lib/stay/stay-quote";
import type { PlanName, StayPricing } from "@/content/read/rates";
import type { RoomStayStrings } from "@/content/schema/words";

export type PlanTotal = { id: string; name: string; total: string };
export type RoomStayTotals = { plans: PlanTotal[]; problems: string[] };

/**
 * A room's total for the chosen dates in each of its plans ("₹23,310 incl. GST for 3 nights"),
 * from the one stay quote, and what stops the stay: a sold-out night, a season's minimum stay.
 * Null until both dates make a stay the site prices.
 */
export function roomStayTotals(
  pricing: StayPricing<PlanName>,
  room: string,
  dates: StayDates,
  s: RoomStayStrings,
  locale: Locale,
  dateLocale: DateLocale | undefined,
): RoomStayTotals | null {
  const { checkIn, checkOut } = dates;
  const plans = roomRatesOf(pricing, room)?.plans ?? [];
  const quotes = plans.map((plan) =>
    quoteStay(pricing, { room, plan: plan.id, checkIn, checkOut, extraBed: false }, locale),
  );
  const first = quotes[0]?.price;
  if (!first || !checkIn || !checkOut) return null;
  const nights = plural(s.nights, first.nights.length, locale);
  const totals = quotes.flatMap(({ plan, total }) =>
    plan && total ? [{ id: plan.id, name: plan.name, total: fill(s.planTotal, { total, nights }) }] : [],
  );
  const problems = first.problems.flatMap((problem) =>
    problem.kind === "below-minimum-stay"
      ? [fill(s.minimumStay, { season: problem.season, min: problem.minNights })]
      : [],
  );
  const soldOut = soldOutStay(pricing.availability.marks, [room], { room, checkIn, checkOut });
  if (soldOut) problems.unshift(fill(s.soldOut, { date: longDate(parseIsoDate(soldOut.night)!, dateLocale) }));
  return { plans: totals, problems };
}
