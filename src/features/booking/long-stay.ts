import { whatsappUrl } from "@/lib/links/whatsapp";
import { stayLengthProblem } from "@/lib/stay/rooms-quote";
import type { BookingLaterStrings } from "@/content/schema/words";
import type { BookingValues } from "./booking-form";
import { stayLengthMessage } from "./stay-notes";
import type { StepProblem } from "./validation";

/*
 * A stay longer than the hotel's longest (policies.json maxStayNights) is not asked for in the
 * wizard: it is refused at once, counted from the two dates alone (a link to 9999-12-31 is 2.9
 * million nights, never listed), with a WhatsApp chat about a long stay offered instead.
 */

/** The refusal and the long-stay chat it offers, or null for a stay within the maximum (or without both dates). */
export function longStayNotice(
  values: Pick<BookingValues, "checkIn" | "checkOut">,
  maxNights: number,
  s: BookingLaterStrings,
  whatsapp: string,
): { message: string; ask: { label: string; href: string } } | null {
  const problem = stayLengthProblem(values.checkIn, values.checkOut, maxNights);
  if (!problem) return null;
  return {
    message: stayLengthMessage(problem, s),
    ask: { label: s.rooms.longStayAsk, href: whatsappUrl(whatsapp, s.rooms.longStayGreeting) },
  };
}

/** The stay step's refusal of a stay over the maximum, about the check-out. */
export function longStayProblem(
  values: Pick<BookingValues, "checkIn" | "checkOut">,
  maxNights: number,
  s: BookingLaterStrings,
): StepProblem | null {
  const problem = stayLengthProblem(values.checkIn, values.checkOut, maxNights);
  return problem && { message: stayLengthMessage(problem, s), fields: ["checkOut"] };
}
