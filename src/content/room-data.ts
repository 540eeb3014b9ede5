import type { Locale } from "@/lib/i18n";
import { listIn } from "./files";
import { roomFiles, rooms, type RoomFile, type RoomSlug } from "./rooms";
import type { Room, RoomText } from "./schema";

export type RoomWithText = Room & RoomText;

/** The rooms with their text in a language, in their display order. */
export function roomsIn(locale: Locale): RoomWithText[] {
  return listIn<RoomFile, RoomText>(roomFiles, locale, "slug");
}

/** Only the slugs (each file's "slug" export): the booking form checks a room name without shipping the rooms' words. */
const roomSlugs: readonly string[] = Object.values(
  import.meta.glob<string>("./rooms/*.en.json", { eager: true, import: "slug" }),
);

export function isRoomSlug(value: string): value is RoomSlug {
  return roomSlugs.includes(value);
}

/** The largest number of guests any room takes (the rooms page's badge). */
export function maxGuestsPerRoom(): number {
  return Math.max(...rooms.map((room) => room.guests));
}
