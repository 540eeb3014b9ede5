import type { Locale as DateLocale } from "date-fns";
import { soldOutStay } from "@/lib/stay/availability";
import { parseIsoDate } from "@/lib/dates/dates";
import { fill } from "@/lib/i18n/format";
import type { StayPricing } from "@/content/read/rates";
import type { BookingStrings } from "@/content/schema/words";
import { formatStayDate } from "./inquiry";
import type { RoomChoice } from "./booking-form";
import type { BookingWithRooms } from "./rooms";

/**
 * A stay that takes a night a room is sold out: what to say, the rooms to offer instead, and which
 * of the inquiry's rooms it is about (0 for room 1), the one an offer switches.
 */
export type SoldOutNotice = {
  message: string;
  offers: { slug: string; label: string }[];
  noneFree: string | null;
  room: number;
};

/** The type of each of the inquiry's rooms, room 1's from the one-room fields ("" where not chosen). */
function roomTypes(values: Pick<BookingWithRooms, "roomType" | "rooms">): string[] {
  return [values.roomType, ...(values.rooms ?? []).slice(1).map((room) => room.roomType)];
}

/**
 * The wizard's refusal of a stay with a night one of its rooms is sold out on
 * (src/content/availability.json): the first such room, in the order of the rooms, and its first
 * such night named (with the room's number when there are several), and every other room type
 * free on all the stay's nights. Null while a date is missing, or when no room's night is sold out.
 */
export function soldOutNotice(
  values: Pick<BookingWithRooms, "roomType" | "checkIn" | "checkOut" | "rooms">,
  pricing: StayPricing,
  rooms: readonly Pick<RoomChoice, "slug" | "name">[],
  s: BookingStrings["availability"],
  dateLocale: DateLocale | undefined,
): SoldOutNotice | null {
  const { checkIn, checkOut } = values;
  if (!checkIn || !checkOut) return null;
  const slugs = rooms.map((room) => room.slug);
  const types = roomTypes(values);
  const found = types
    .map((room) => (room ? soldOutStay(pricing.availability.marks, slugs, { room, checkIn, checkOut }) : null))
    .map((soldOut, index) => ({ soldOut, index }))
    .find((entry) => entry.soldOut !== null);
  if (!found?.soldOut) return null;
  const { soldOut, index } = found;
  const nameOf = (slug: string) => rooms.find((room) => room.slug === slug)?.name ?? slug;
  const night = formatStayDate(parseIsoDate(soldOut.night)!, dateLocale);
  const said = { room: nameOf(soldOut.room), date: night, number: index + 1 };
  return {
    room: index,
    message: fill(types.length > 1 ? s.soldOutRoom : s.soldOut, said),
    offers: soldOut.freeRooms.map((slug) => ({ slug, label: fill(s.switchRoom, { room: nameOf(slug) }) })),
    noneFree: soldOut.freeRooms.length === 0 ? s.noRoomFree : null,
  };
}
