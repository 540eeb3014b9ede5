import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import type { ArrivalNote } from "@/lib/stay/arrival";
import { legalNameLimit, type GstProblem } from "@/lib/stay/gst-details";
import { formatMoney } from "@/lib/stay/money";
import { roomProblemText, type RoomProblem } from "@/lib/stay/occupancy";
import type { StayLengthProblem } from "@/lib/stay/rooms-quote";
import type { StayPricing } from "@/content/read/rates";
import type { BookingLaterStrings } from "@/content/schema/words";
import type { RoomName } from "./inquiry";

/*
 * What the stay step says about the rooms, the dates, the arrival and the company's GST details:
 * the engine's problem codes and notes in the page's words (booking-later.json), for the wizard
 * to show beside the field they are about.
 */

/** "Room 2: Deluxe Room takes up to 2 guests; choose an extra bed or another room." */
export function roomProblemMessage(problem: RoomProblem, s: BookingLaterStrings, rooms: readonly RoomName[]): string {
  const name = rooms.find((room) => room.slug === problem.room)?.name ?? problem.room;
  return roomProblemText(problem, s.rooms.problems, name);
}

/** The maximum stay's refusal, which offers a long-stay inquiry in the chat. */
export function stayLengthMessage(problem: StayLengthProblem, s: BookingLaterStrings): string {
  return fill(s.rooms.longStay, { max: problem.max, nights: problem.nights });
}

/** The early check-in note for an arrival before check-in, its charge as every price is written (for several rooms, the rooms' shares summed, said so). */
export function arrivalNoteMessage(
  note: ArrivalNote,
  s: BookingLaterStrings,
  pricing: Pick<StayPricing, "currency">,
  locale: Locale,
  rooms = 1,
): string {
  if (note.kind === "before-early-check-in") return fill(s.arrival.beforeEarly, note);
  const amount = formatMoney(note.charge / 100, pricing.currency, locale);
  const said = { time: note.time, from: note.from, percent: note.percent, amount, rooms };
  return fill(rooms > 1 ? s.arrival.earlyRooms : s.arrival.early, said);
}

/** A GST detail's problem in the page's words. */
export function gstProblemMessage(problem: GstProblem, s: BookingLaterStrings): string {
  const key = `${problem.field}-${problem.code}` as keyof BookingLaterStrings["gst"]["problems"];
  return fill(s.gst.problems[key], { max: legalNameLimit });
}
