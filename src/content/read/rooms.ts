import type { Locale } from "@/lib/i18n/i18n";
import { listIn, listInOrder, type ListEntry, type ListFile } from "../lists";
import type { Room } from "../schema/hotel";
import ratesFile from "../rates.json" with { type: "json" };

export type RoomFile = ListFile<"rooms"> & Pick<Room, "price">;
export type RoomWithText = ListEntry<"rooms"> & Pick<Room, "price">;
export type RoomSlug = string;

/**
 * A room with its price: the base (weekday) nightly rate of its rates in rates.json, where the
 * owner edits all of a room's rates together. The build refuses a room without rates.
 */
function withPrice<R extends { slug: string }>(room: R): R & Pick<Room, "price"> {
  const rates = ratesFile.rooms.find((entry) => entry.room === room.slug);
  if (!rates) throw new Error(`src/content/rates.json: rooms: the room "${room.slug}" has no rates`);
  return { ...room, price: rates.base };
}

/** The rooms: src/content/rooms/<slug>.en.json (size, photos, English words) and <slug>.hi.json (Hindi words), in display order, each with its price. */
export const rooms: RoomFile[] = /* @__PURE__ */ listInOrder("rooms").map(withPrice);

/** The rooms with their text in a language, in their display order. */
export function roomsIn(locale: Locale): RoomWithText[] {
  return listIn("rooms", locale).map(withPrice);
}

/** Only the slugs (each file's "slug" export): the booking form checks a room name without shipping the rooms' words. */
const roomSlugs: readonly string[] = Object.values(
  import.meta.glob<string>("../rooms/*.en.json", { eager: true, import: "slug" }),
);

export function isRoomSlug(value: string): value is RoomSlug {
  return roomSlugs.includes(value);
}

/** The largest number of guests any room takes (the rooms page's badge). */
export function maxGuestsPerRoom(): number {
  return Math.max(...rooms.map((room) => room.guests));
}

/** Whether an extra bed fits in a room (src/content/rooms/<slug>.en.json); what comes with each rate is its plan in rates.json. */
export function roomStayOf(slug: RoomSlug): Pick<Room, "extraBed"> {
  const room = rooms.find((r) => r.slug === slug);
  if (!room) throw new Error(`No room "${slug}"`);
  return { extraBed: room.extraBed };
}
