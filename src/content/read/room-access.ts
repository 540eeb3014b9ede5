import { fill } from "@/lib/i18n/format";
import { localePath, type Locale } from "@/lib/i18n/i18n";
import type { AccessibleRoom } from "../schema/hotel";
import { roomsIn } from "./rooms";
import { words } from "./words";

/** A room type's accessible room in words: what the room page and /accessibility list, and the JSON-LD's features. */
export type RoomAccess = { heading: string; intro: string; lines: string[]; unit: string; book: string };

/** What the type's accessible room has, in the page's language; null for a type without one. */
export function roomAccessIn(access: AccessibleRoom | undefined, locale: Locale): RoomAccess | null {
  if (!access) return null;
  const s = words("room-page", locale).accessible;
  const has = (present: boolean, line: string) => (present ? [line] : []);
  const lines = [
    ...has(access.stepFreeRoute, s.stepFreeRoute),
    fill(s.doorWidth, { width: access.doorWidthCm }),
    ...has(access.rollInShower, s.rollInShower),
    ...has(access.grabBars, s.grabBars),
    ...has(access.accessibleToilet, s.accessibleToilet),
    ...has(access.visualAlarm, s.visualAlarm),
  ];
  return { heading: s.heading, intro: fill(s.intro, { count: access.count }), lines, unit: s.unit, book: s.book };
}

/** The room types that hold an accessible room, each with its page and what the room has: /accessibility. */
export function accessibleRoomTypesIn(locale: Locale) {
  return roomsIn(locale).flatMap((room) => {
    const access = roomAccessIn(room.accessibleRoom, locale);
    return access ? [{ name: room.name, href: localePath(locale, `/rooms/${room.slug}`), access }] : [];
  });
}
