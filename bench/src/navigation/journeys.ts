/**
 * The guest's journey between pages that the navigation rows time: the links a guest taps from
 * the home page to a booking (home → rooms, rooms → a room, a room → booking) and Back from the
 * booking to the room. Each link is found as a person finds it, by role and words from the site's
 * copy, so the Hindi edition reuses every row. Pure data.
 */
import homeCopy from "../../../src/content/copy/home.json" with { type: "json" };
import roomPageCopy from "../../../src/content/copy/room-page.json" with { type: "json" };
import deluxeEn from "../../../src/content/rooms/deluxe.en.json" with { type: "json" };
import deluxeHi from "../../../src/content/rooms/deluxe.hi.json" with { type: "json" };
import { pathIn, type Target, type TapLocale } from "../taps/controls";

export type Journey = {
  /** A short stable key for the results file. */
  id: string;
  /** What is tapped and where it leads, for the report. */
  title: string;
  /** The English page the tap starts on; the Hindi one is under /hi. */
  from: string;
  link: Target;
  /** The page the link opens (its path, without a query). */
  to: string;
};

/** The journey's links, in the guest's order. */
export function journeysIn(locale: TapLocale): Journey[] {
  const home = homeCopy[locale];
  const roomPage = roomPageCopy[locale];
  const deluxe = { en: deluxeEn, hi: { ...deluxeEn, ...deluxeHi } }[locale];
  const journeys: Journey[] = [
    {
      id: "home-rooms",
      title: "home → rooms (Explore Rooms)",
      from: "/",
      link: { role: "link", name: home.hero.exploreRooms },
      to: "/rooms",
    },
    {
      id: "rooms-room",
      title: "rooms → a room (Room details)",
      from: "/rooms",
      link: { role: "link", name: { startsWith: roomPage.details }, within: { role: "article", name: deluxe.name } },
      to: "/rooms/deluxe",
    },
    {
      id: "room-booking",
      title: "a room → booking (Book this room)",
      from: "/rooms/deluxe",
      link: { role: "link", name: roomPage.bookThisRoom },
      to: "/booking",
    },
  ];
  return journeys.map((j) => ({ ...j, from: pathIn(j.from, locale), to: pathIn(j.to, locale) }));
}

/** Back from the booking page to the room it was opened from: timed after the room → booking row. */
export const backRow = { id: "back", title: "Back: booking → the room" } as const;
/** The journey whose page Back returns to. */
export const backAfter = "room-booking";

/** Every row of the navigation table, in order. */
export const navigationRowIds = (): string[] => [...journeysIn("en").map((j) => j.id), backRow.id];

/**
 * How long the guest's finger rests on the link before it lifts: the time a pointer-down gives a
 * "moderate" or "conservative" speculation rule before the navigation starts. A phone has no hover,
 * so the press is the first sign of the tap the browser sees; 300 ms is a deliberate, unhurried press
 * (a quick tap is about 100 ms), under Chromium's long-press threshold (500 ms), so it stays a tap.
 */
export const restMs = 300;

/** How long after the page's `load` the guest taps: the settled taps' delay (taps/summary.ts). */
export const settleMs = 2000;
