import type { Locale } from "@/lib/i18n";
import { listIn, listInOrder, type ListEntry, type ListFile } from "../lists";
import type { Room } from "../schema/hotel";

export type RoomFile = ListFile<"rooms">;
export type RoomWithText = ListEntry<"rooms">;
export type RoomSlug = string;

/** The rooms: src/content/rooms/<slug>.en.json (price, size, photos, English words) and <slug>.hi.json (Hindi words), in display order. */
export const rooms: RoomFile[] = /* @__PURE__ */ listInOrder("rooms");

/** The rooms with their text in a language, in their display order. */
export function roomsIn(locale: Locale): RoomWithText[] {
  return listIn("rooms", locale);
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
