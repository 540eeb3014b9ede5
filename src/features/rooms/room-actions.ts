import type { Locale as DateLocale } from "date-fns";
import { parseIsoDate, type StayDates } from "@/lib/dates/dates";
import { longDate } from "@/lib/dates/long-date";
import { fill } from "@/lib/i18n/format";
import { localePath, type Locale } from "@/lib/i18n/i18n";
import { bookingHref } from "@/lib/links/links";
import { whatsappUrl } from "@/lib/links/whatsapp";

/**
 * The ids of a room page's two actions, 'Book this room' and 'Ask about this room on WhatsApp': the
 * page renders them as plain links (a tap follows them at once, with or without the code), and the
 * dates island points them at the stay the guest picks.
 */
export const roomActionIds = { book: "room-book", ask: "room-ask" } as const;

/** The stay picked on a room page; guests, or the party (adults and each child's age), once the guest chooses them; the plan once priced. */
export type RoomStayPicked = StayDates & {
  plan?: string | null;
  guests?: number | null;
  adults?: number | null;
  childAges?: readonly number[] | null;
};

/** 'Book this room': the booking wizard with the room chosen and the stay picked so far (/booking?checkIn=…&checkOut=…&room=deluxe&plan=breakfast&adults=2&children=4,9). */
export function roomBookHref(locale: Locale, room: string, stay: RoomStayPicked = { checkIn: null, checkOut: null }) {
  return bookingHref(localePath(locale, "/booking"), { ...stay, room });
}

/** What 'Ask about this room on WhatsApp' opens with: the room, the dates picked (once both are), and the page. */
export type RoomAsk = {
  whatsapp: string;
  room: string;
  url: string;
  /** "Hello! I have a question about the {room}: {url}"; with dates, "… for {checkIn} to {checkOut}: {url}". */
  message: string;
  messageWithDates: string;
};

/**
 * The WhatsApp link of 'Ask about this room': with the picked dates in the page's long date once
 * both are picked, then a line each for what else is chosen (the plan's "Rate plan: With breakfast",
 * the party's "Guests: 2 adults, 2 children (ages 4, 9)"); lines not given (null) are left out.
 */
export function roomAskHref(
  ask: RoomAsk,
  stay: RoomStayPicked,
  dateLocale?: DateLocale,
  lines: readonly (string | null)[] = [],
): string {
  const checkIn = parseIsoDate(stay.checkIn);
  const checkOut = parseIsoDate(stay.checkOut);
  const text =
    checkIn && checkOut
      ? fill(ask.messageWithDates, {
          room: ask.room,
          url: ask.url,
          checkIn: longDate(checkIn, dateLocale),
          checkOut: longDate(checkOut, dateLocale),
        })
      : fill(ask.message, { room: ask.room, url: ask.url });
  return whatsappUrl(ask.whatsapp, [text, ...lines.filter((line) => line !== null)].join("\n"));
}
