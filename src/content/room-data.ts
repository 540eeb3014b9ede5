import type { Locale } from "@/lib/i18n";
import { roomTexts as enRoomTexts } from "./locales/en/rooms";
import { roomTexts as hiRoomTexts } from "./locales/hi/rooms";
import { rooms, type RoomSlug } from "./rooms";
import type { Room, RoomText } from "./schema";

export const roomTextsByLocale: Record<Locale, Record<RoomSlug, RoomText>> = { en: enRoomTexts, hi: hiRoomTexts };

export type RoomWithText = Room & RoomText;

/** The rooms with their text in a language, in the order of src/content/rooms.ts. */
export function roomsIn(locale: Locale): RoomWithText[] {
  return rooms.map((room) => ({ ...room, ...roomTextsByLocale[locale][room.slug] }));
}

export function isRoomSlug(value: string): value is RoomSlug {
  return rooms.some((room) => room.slug === value);
}

/** The largest number of guests any room takes (the rooms page's badge). */
export function maxGuestsPerRoom(): number {
  return Math.max(...rooms.map((room) => room.guests));
}
