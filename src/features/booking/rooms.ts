import * as z from "zod/mini";
import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { wholeNumberOf } from "@/lib/i18n/text";
import { paymentText, type PaymentWords, type PlanPayment } from "@/lib/stay/payment";
import { maxChildAge, maxChildrenPerRoom, maxRoomsPerInquiry, type RoomRequest } from "@/lib/stay/occupancy";
import type { RoomQuote } from "@/lib/stay/rooms-quote";
import type { BookingValues } from "./booking-form";
import type { MessageRoom, RoomName } from "./inquiry";

/*
 * The rooms of an inquiry as the form will hold them. Today's one-room form is room 1: its room
 * type, plan, guests (all adults) and extra bed; a draft saved before there were rooms has no
 * `rooms` and reads as that one room, so no draft is lost when the wizard takes several rooms.
 */

/** One room as the form holds it: strings as typed (a child's age "" until chosen). */
export const bookingRoomSchema = z.object({
  roomType: z.string(),
  ratePlan: z.string(),
  adults: z.string(),
  childAges: z.array(z.string()),
  extraBed: z.boolean(),
  cot: z.boolean(),
});
export type BookingRoom = z.infer<typeof bookingRoomSchema>;

/** The form's values with the rooms the wizard will add; without `rooms` the one-room fields are room 1. */
export type BookingWithRooms = BookingValues & { rooms?: BookingRoom[] };

/** Room 1 as the one-room form describes it: its guests are adults, as the form has always counted them. */
export function firstRoomOf(values: Pick<BookingValues, "roomType" | "ratePlan" | "guests" | "extraBed">): BookingRoom {
  const { roomType, ratePlan, guests, extraBed } = values;
  return { roomType, ratePlan, adults: guests, childAges: [], extraBed, cot: false };
}

/** The inquiry's rooms: the form's `rooms` when it has any, else room 1 from the one-room fields. */
export function roomsOf(values: BookingWithRooms): BookingRoom[] {
  return values.rooms && values.rooms.length > 0 ? values.rooms : [firstRoomOf(values)];
}

/** A room as the stay engine takes it; adults or ages not (yet) numbers count as none and are the occupancy check's to name. */
export function roomRequestOf(room: BookingRoom): RoomRequest {
  return {
    room: room.roomType,
    plan: room.ratePlan,
    adults: wholeNumberOf(room.adults) ?? 0,
    childAges: room.childAges.map((age) => wholeNumberOf(age) ?? -1),
    extraBed: room.extraBed,
    cot: room.cot,
  };
}

const isAge = (value: string) => {
  const age = wholeNumberOf(value);
  return value === "" || (age !== null && age <= maxChildAge);
};

function usableRoom(raw: unknown): BookingRoom | null {
  const parsed = bookingRoomSchema.safeParse(raw);
  if (!parsed.success || !/^[a-z0-9-]{0,40}$/.test(parsed.data.roomType)) return null;
  if (!/^[a-z0-9-]{0,40}$/.test(parsed.data.ratePlan)) return null;
  const childAges = parsed.data.childAges.slice(0, maxChildrenPerRoom).filter(isAge);
  return { ...parsed.data, adults: wholeNumberOf(parsed.data.adults) === null ? "" : parsed.data.adults, childAges };
}

/**
 * The rooms a stored draft holds, read as untrusted: undefined for a draft kept before there were
 * rooms (room 1 is then its one-room fields), else each well-formed room, at most five.
 */
export function usableRooms(raw: unknown): BookingRoom[] | undefined {
  if (typeof raw !== "object" || raw === null || !("rooms" in raw) || !Array.isArray(raw.rooms)) return undefined;
  const rooms = raw.rooms.map(usableRoom).filter((room): room is BookingRoom => room !== null);
  return rooms.length > 0 ? rooms.slice(0, maxRoomsPerInquiry) : undefined;
}

/** The rooms as the message names them: each type as the rooms page names it, each plan by the quote's plan. */
export function messageRoomsOf(
  quotes: readonly Pick<RoomQuote<{ id: string; name: string }>, "plan" | "request">[],
  names: readonly RoomName[],
): MessageRoom[] {
  return quotes.map(({ plan, request }) => {
    const room = names.find((name) => name.slug === request.room);
    return {
      room: room?.name ?? null,
      plan: plan?.name ?? null,
      adults: request.adults,
      childAges: request.childAges,
      extraBed: request.extraBed && room?.extraBed !== false,
      cot: request.cot === true,
    };
  });
}

/**
 * The Payment line's value: the way the chosen plans are paid, once when every room is paid alike,
 * else each way after the rooms it is for ("Room 1: An advance of 25% …; Room 2, 3: Pay at the hotel").
 */
export function paymentValue(
  payments: readonly (PlanPayment | undefined)[],
  words: PaymentWords,
  roomLine: string,
  locale: Locale,
): string | null {
  const byText = new Map<string, number[]>();
  payments.forEach((payment, i) => {
    if (!payment) return;
    const text = paymentText(payment, words, locale);
    byText.set(text, [...(byText.get(text) ?? []), i + 1]);
  });
  if (byText.size <= 1) return [...byText.keys()][0] ?? null;
  return [...byText].map(([text, rooms]) => fill(roomLine, { number: rooms.join(", "), value: text })).join("; ");
}
