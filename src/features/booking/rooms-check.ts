import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import type { StepProblem } from "@/lib/forms/step-rules";
import type { StayPricing } from "@/content/read/rates";
import { isRoomSlug } from "@/content/read/rooms";
import type { BookingLaterStrings } from "@/content/schema/words";
import { roomsQuoteOf } from "./estimate";
import type { RoomName } from "./inquiry";
import { groupProblem, roomsOf, type BookingInquiry } from "./rooms";
import { roomProblemMessage } from "./stay-notes";

/*
 * What keeps the stay step's rooms from going on, in the page's words: each room's problems
 * (occupancy.ts's, and a room without a type), named by the room's number, to show under that room
 * and together in the step's alert; or, for a group, its two numbers.
 */

/** Each room's messages (index 0 for room 1), in the order of the rooms. */
export function roomMessages(
  values: BookingInquiry,
  pricing: StayPricing,
  s: BookingLaterStrings,
  names: readonly RoomName[],
  locale: Locale,
): string[][] {
  const rooms = roomsOf(values);
  const byRoom = rooms.map((room, i) =>
    i > 0 && !isRoomSlug(room.roomType) ? [fill(s.rooms.form.problems["room-type"], { number: i + 1 })] : [],
  );
  for (const problem of roomsQuoteOf(values, pricing, locale).occupancy)
    byRoom[problem.number - 1]?.push(roomProblemMessage(problem, s, names));
  return byRoom;
}

/** The field a group's problem is about and its words, or null when the group's numbers hold. */
export function groupMessage(
  values: Pick<BookingInquiry, "groupRooms" | "groupPeople">,
  s: BookingLaterStrings,
): { field: "groupRooms" | "groupPeople"; message: string } | null {
  const problem = groupProblem(values);
  if (!problem) return null;
  const field = problem.code === "group-rooms" ? "groupRooms" : "groupPeople";
  return { field, message: fill(s.rooms.form.problems[problem.code], problem.code === "group-rooms" ? problem : {}) };
}

/** The stay step's rooms problem for its alert: every room's messages, or the group's; null when they hold. */
export function roomsStepProblem(
  values: BookingInquiry,
  pricing: StayPricing,
  s: BookingLaterStrings,
  names: readonly RoomName[],
  locale: Locale,
): StepProblem<keyof BookingInquiry> | null {
  if (values.group) {
    const group = groupMessage(values, s);
    return group && { message: group.message, fields: [group.field] };
  }
  const byRoom = roomMessages(values, pricing, s, names, locale);
  const messages = byRoom.flat();
  if (messages.length === 0) return null;
  // Room 1's count is the one-room form's guests field, marked with the rest (not for a child's age still to choose).
  const countWanting = byRoom[0]!.length > 0 && !roomsOf(values)[0]!.childAges.includes("");
  return { message: messages.join(" "), fields: countWanting ? ["rooms", "guests"] : ["rooms"] };
}
