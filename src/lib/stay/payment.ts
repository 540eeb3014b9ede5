import type { Locale } from "../i18n/i18n";
import { fill } from "../i18n/format";
import { plural } from "../i18n/plural";
import { percentOf, type StayPrice } from "./stay-price";

/*
 * How a rate plan is paid (rates.json `payment`): all at the hotel, or an advance of some nights or
 * of a share of the stay, asked for in the chat after the hotel confirms; the rest at the hotel.
 * The account is named only on the official page, never here.
 */
export type PlanPayment =
  { kind: "at-hotel" } | { kind: "advance"; nights: number } | { kind: "advance"; percent: number };

/** The words of each way: "Pay at the hotel", "{count} night in advance …", "{percent}% in advance …". */
export type PaymentWords = {
  atHotel: string;
  advanceNights: { one: string; other: string };
  advancePercent: string;
};

/** The plan's payment in the page's language, for the plan chooser, the room page and the message. */
export function paymentText(payment: PlanPayment, words: PaymentWords, locale: Locale): string {
  if (payment.kind === "at-hotel") return words.atHotel;
  if ("nights" in payment) return plural(words.advanceNights, payment.nights, locale);
  return fill(words.advancePercent, { percent: payment.percent });
}

/**
 * The advance of a priced stay in minor units: its first nights' totals (tax included), or the
 * share of its total rounded half up; 0 for a plan paid at the hotel.
 */
export function advanceOf(payment: PlanPayment, price: Pick<StayPrice, "nights" | "total">): number {
  if (payment.kind === "at-hotel") return 0;
  if ("nights" in payment) return price.nights.slice(0, payment.nights).reduce((sum, night) => sum + night.total, 0);
  return percentOf(price.total, payment.percent * 100);
}
