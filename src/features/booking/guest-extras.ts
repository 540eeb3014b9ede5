import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { arrivalNote, isArrivalTime, type EarlyCheckInRules } from "@/lib/stay/arrival";
import { gstDetailsOf, gstDetailsProblems, gstinStateCode, normalGstin, stateName } from "@/lib/stay/gst-details";
import type { StayPricing } from "@/content/read/rates";
import type { BookingLaterStrings } from "@/content/schema/words";
import type { BookingField, BookingValues } from "./booking-form";
import type { BookingWithRooms } from "./rooms";
import { roomsQuoteOf } from "./estimate";
import type { InquiryMore } from "./inquiry";
import { arrivalNoteMessage, gstProblemMessage } from "./stay-notes";
import type { StepProblem } from "./validation";

/*
 * The inquiry's optional extras about the guest: when they expect to arrive, and a company's
 * details for a GST invoice. Each is given or not; a GST part half given is a problem to name.
 */

/** The wizard's values as the arrival note reads them: every room, and whether it is a group's inquiry. */
type ArrivalValues = BookingWithRooms & { group?: boolean };
type GstValues = Pick<BookingValues, "gstLegalName" | "gstin" | "gstState">;

/**
 * The first night's room rate of each room, with its plan, as quoted for this stay (minor units);
 * null until every room is priced, and for a group, whose rooms are not listed.
 */
function firstNightRates(values: ArrivalValues, pricing: StayPricing, locale: Locale): number[] | null {
  if (values.group) return null;
  const rates = roomsQuoteOf(values, pricing, locale).rooms.map((room) => room.price?.nights[0]?.rate);
  return rates.every((rate) => rate !== undefined) ? (rates as number[]) : null;
}

/**
 * What an arrival before check-in means, in the page's words, or null (no time, at check-in or
 * later). The charge is the sum, over the rooms, of the policy's share of each room's first night's
 * rate with its plan as quoted for this stay (arrival.ts); with the stay not priced yet (or a
 * group's) it is of nothing, so the words say the share and not an amount.
 */
export function arrivalMessage(
  values: ArrivalValues,
  pricing: StayPricing,
  rules: EarlyCheckInRules,
  s: BookingLaterStrings,
  locale: Locale,
): string | null {
  if (!isArrivalTime(values.arrivalTime)) return null;
  const rates = firstNightRates(values, pricing, locale);
  const note = arrivalNote(values.arrivalTime, rules, rates ?? []);
  if (note?.kind === "early-check-in" && !rates) return fill(s.arrival.earlyUnpriced, note);
  return note && arrivalNoteMessage(note, s, pricing, locale, rates?.length);
}

/** Whether the guest has started on the GST part: anything typed in the name or the GSTIN. */
export function gstGiven(values: GstValues): boolean {
  return values.gstLegalName.trim() !== "" || values.gstin.trim() !== "";
}

/**
 * The billing state shown: the one the guest picked by hand, else the GSTIN's own (its first two
 * digits), else none. `gstState` holds only a hand-picked state, so the GSTIN fills the state in
 * only until the guest picks one, and a later GSTIN edit never overwrites that pick.
 */
export function billingState(values: Pick<GstValues, "gstin" | "gstState">): string {
  return values.gstState || (gstinStateCode(values.gstin) ?? "");
}

/** The GSTIN as the field keeps it while typed: capitals, spaces and hyphens as typed (dropped when read). */
export function typedGstin(typed: string): string {
  return typed.toUpperCase();
}

/** The GST values after the guest edits the GSTIN: the GSTIN as typed, the hand-picked state (or none) as it was. */
export function withTypedGstin<Values extends Pick<GstValues, "gstin" | "gstState">>(
  values: Values,
  typed: string,
): Values {
  return { ...values, gstin: typedGstin(typed) };
}

/** The first thing keeping a GST part that was started from an invoice, with the field it is about; null when none. */
export function gstProblem(values: GstValues, s: BookingLaterStrings): StepProblem | null {
  if (!gstGiven(values)) return null;
  const [problem] = gstDetailsProblems({ legalName: values.gstLegalName, gstin: values.gstin });
  if (!problem) return null;
  const field: BookingField = problem.field === "legalName" ? "gstLegalName" : "gstin";
  return { message: gstProblemMessage(problem, s), fields: [field] };
}

/** The message's GST invoice line's parts, only when the details are given and sound. */
export function gstInvoiceOf(values: GstValues, locale: Locale): InquiryMore["gst"] {
  if (!gstGiven(values)) return null;
  const details = gstDetailsOf({ legalName: values.gstLegalName, gstin: values.gstin });
  if (!details) return null;
  const state = stateName(billingState(values), locale) ?? stateName(details.stateCode, locale)!;
  return { legalName: details.legalName, gstin: normalGstin(details.gstin), state };
}

/** The Arrival and GST invoice lines' values for the message, each null when not given. */
export function guestExtrasOf(values: BookingValues, locale: Locale): Pick<InquiryMore, "arrival" | "gst"> {
  return {
    arrival: isArrivalTime(values.arrivalTime) ? values.arrivalTime : null,
    gst: gstInvoiceOf(values, locale),
  };
}
