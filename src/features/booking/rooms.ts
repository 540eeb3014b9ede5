import * as z from "zod/mini";
import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { wholeNumberOf } from "@/lib/i18n/text";
import { paymentText, type PaymentWords, type PlanPayment } from "@/lib/stay/payment";
import {
  groupFromRooms,
  maxChildAge,
  maxChildrenPerRoom,
  maxRoomsPerInquiry,
  type RoomRequest,
} from "@/lib/stay/occupancy";
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

/**
 * What the wizard holds beyond the one-room form: the rooms (empty until the guest adds a room or
 * a child; room 1's type, plan, adults and extra bed are always the one-room fields, its children
 * and cot are `rooms[0]`'s), and a group inquiry's two numbers as typed, kept while the guest goes
 * back to room by room.
 */
export type RoomsFields = { rooms: BookingRoom[]; group: boolean; groupRooms: string; groupPeople: string };
export type BookingInquiry = BookingValues & RoomsFields;

export const emptyRoomsFields: RoomsFields = { rooms: [], group: false, groupRooms: "", groupPeople: "" };

/** The most characters a group's number keeps (a number of rooms or people). */
const groupNumberLimit = 4;

/** Room 1 as the one-room form describes it: its guests are adults, as the form has always counted them. */
export function firstRoomOf(values: Pick<BookingValues, "roomType" | "ratePlan" | "guests" | "extraBed">): BookingRoom {
  const { roomType, ratePlan, guests, extraBed } = values;
  return { roomType, ratePlan, adults: guests, childAges: [], extraBed, cot: false };
}

/**
 * The inquiry's rooms: room 1 from the one-room fields (with `rooms[0]`'s children and cot), then
 * the form's other rooms.
 */
export function roomsOf(values: BookingWithRooms): BookingRoom[] {
  const [stored, ...others] = values.rooms ?? [];
  return [{ ...firstRoomOf(values), childAges: stored?.childAges ?? [], cot: stored?.cot ?? false }, ...others];
}

/** The values with these rooms: room 1's type, plan, adults and extra bed go to the one-room fields too. */
export function withRooms<Values extends BookingInquiry>(values: Values, rooms: readonly BookingRoom[]): Values {
  const first = rooms[0] ?? firstRoomOf(values);
  const { roomType, ratePlan, adults: guests, extraBed } = first;
  return { ...values, roomType, ratePlan, guests, extraBed, rooms: [...rooms] };
}

/** One room changed (0 for room 1). */
export function changeRoom<Values extends BookingInquiry>(
  values: Values,
  index: number,
  patch: Partial<BookingRoom>,
): Values {
  return withRooms(
    values,
    roomsOf(values).map((room, i) => (i === index ? { ...room, ...patch } : room)),
  );
}

/** A room's children: the ages kept for the children still there, "" (to choose) for each new one. */
export function withChildren(room: BookingRoom, count: number): Pick<BookingRoom, "childAges"> {
  const kept = room.childAges.slice(0, count);
  return { childAges: [...kept, ...Array.from({ length: count - kept.length }, () => "")] };
}

/** Another room, up to five: the last room's type and plan for two adults, to change as the guest likes. */
export function addRoom<Values extends BookingInquiry>(values: Values): Values {
  const rooms = roomsOf(values);
  if (rooms.length >= maxRoomsPerInquiry) return values;
  const last = rooms[rooms.length - 1]!;
  const room: BookingRoom = { ...last, adults: "2", childAges: [], extraBed: false, cot: false };
  return withRooms(values, [...rooms, room]);
}

/** The values without room `index` (room 1 stays: it is the one-room fields). */
export function removeRoom<Values extends BookingInquiry>(values: Values, index: number): Values {
  if (index === 0) return values;
  return withRooms(
    values,
    roomsOf(values).filter((_, i) => i !== index),
  );
}

/** Whether the message lists the party room by room: several rooms, or room 1's children or cot. */
export function listsRooms(values: BookingWithRooms): boolean {
  const rooms = roomsOf(values);
  return rooms.length > 1 || rooms[0]!.childAges.length > 0 || rooms[0]!.cot;
}

/** The rooms and group fields a stored draft holds, read as untrusted (a draft from before has none). */
export function usableRoomsFields(raw: unknown): RoomsFields {
  if (typeof raw !== "object" || raw === null) return emptyRoomsFields;
  const record = raw as Record<string, unknown>;
  const number = (value: unknown) =>
    typeof value === "string" && value.length <= groupNumberLimit && /^[\p{Nd}\s]*$/u.test(value) ? value : "";
  return {
    rooms: usableRooms(raw) ?? [],
    group: record.group === true,
    groupRooms: number(record.groupRooms),
    groupPeople: number(record.groupPeople),
  };
}

/** What keeps a group inquiry from going on: too few rooms for a group, or fewer people than rooms. */
export type GroupProblem = { code: "group-rooms"; min: number } | { code: "group-people" };

/** A group's numbers as typed (Devanagari digits too): at least six rooms, and at least one person a room. */
export function groupProblem(values: Pick<RoomsFields, "groupRooms" | "groupPeople">): GroupProblem | null {
  const rooms = wholeNumberOf(values.groupRooms);
  const people = wholeNumberOf(values.groupPeople);
  if (rooms === null || rooms < groupFromRooms || rooms > 999) return { code: "group-rooms", min: groupFromRooms };
  if (people === null || people < rooms || people > 9999) return { code: "group-people" };
  return null;
}

/** The message's group line's numbers, once the group's numbers hold. */
export function groupOf(values: Pick<RoomsFields, "group" | "groupRooms" | "groupPeople">) {
  if (!values.group || groupProblem(values)) return null;
  return { rooms: wholeNumberOf(values.groupRooms)!, people: wholeNumberOf(values.groupPeople)! };
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
