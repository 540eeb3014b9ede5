import type { Locale as DateLocale } from "date-fns";
import { nightsBetween, parseIsoDate } from "@/lib/dates/dates";
import { longDate } from "@/lib/dates/long-date";
import { labelled, messageText } from "@/lib/forms/message-lines";
import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { oneLine, wellFormed } from "@/lib/i18n/text";
import { whatsappUrl } from "@/lib/links/whatsapp";
import { partyText } from "@/lib/stay/party";
import { clampText, fieldLimits, isGuestOption, type BookingValues } from "./booking-form";
import type { InquiryMessageStrings } from "@/content/schema/words";

/**
 * A room as the rooms page names it (roomsIn(locale)), whether its type holds an accessible room,
 * and whether it takes an extra bed (false: the message never mentions one).
 */
export type RoomName = { slug: string; name: string; accessible?: boolean; extraBed?: boolean };

/**
 * The stay's plan and estimated total as the wizard shows them (quoteStay, src/lib/stay/stay-quote.ts),
 * null while unknown; and whether an extra bed is asked for in a room that takes one (the estimate adds it).
 */
export type MessageQuote = { plan: string | null; total: string | null; extraBed?: boolean };

/** The inquiry's fields resolved for people to read; null where the visitor gave nothing usable. */
export type InquiryDetails = {
  name: string;
  email: string;
  phone: string;
  room: string | null;
  guests: string | null;
  /** The guest asks for the accessible room, and the chosen type has one. */
  accessibleRoom: boolean;
  /** The chosen type takes an extra bed (or the page did not say it does not). */
  extraBedFits: boolean;
  checkIn: Date | null;
  checkOut: Date | null;
  nights: number | null;
  specialRequests: string | null;
};

export { wellFormed };

export function inquiryDetails(values: BookingValues, rooms: readonly RoomName[]): InquiryDetails {
  const checkIn = parseIsoDate(values.checkIn);
  const checkOut = parseIsoDate(values.checkOut);
  const room = rooms.find((r) => r.slug === values.roomType);
  const requests = wellFormed(clampText(values.specialRequests, fieldLimits.specialRequests)).trim();
  return {
    name: [oneLine(values.firstName), oneLine(values.lastName)].filter(Boolean).join(" "),
    email: oneLine(values.email),
    phone: oneLine(values.phone),
    room: room?.name ?? null,
    guests: isGuestOption(values.guests) ? values.guests : null,
    accessibleRoom: values.accessibleRoom === "yes" && room?.accessible === true,
    extraBedFits: room !== undefined && room.extraBed !== false,
    checkIn,
    checkOut,
    nights: checkIn && checkOut ? nightsBetween(checkIn, checkOut) : null,
    specialRequests: requests || null,
  };
}

/**
 * The Guests value: the count, then ", extra bed" when the estimate adds one, then ", accessible room"
 * when the guest asks for it (docs/inquiry-messages.md, section 1).
 */
export function guestsValue(
  d: Pick<InquiryDetails, "guests" | "accessibleRoom">,
  strings: InquiryMessageStrings,
  extraBed = false,
): string {
  return `${d.guests ?? strings.notSpecified}${d.accessibleRoom ? strings.accessibleRoom : ""}${beddingValue({ extraBed }, strings)}`;
}

/** Who sleeps in one room, as the message counts them; ages in whole years. */
export type MessageParty = { adults: number; childAges: readonly number[]; extraBed: boolean; cot?: boolean };

/** One room of a several-room inquiry, named as the pages name it; null where not chosen. */
export type MessageRoom = MessageParty & { room: string | null; plan: string | null };

/**
 * What the inquiry says beyond the one-room form's fields, each only when given: the party of
 * each room (one entry: room 1's children; several: a line per room), a group of six rooms or
 * more, the arrival time, the plan's payment in words, and a company's GST details.
 */
export type InquiryMore = {
  rooms?: readonly MessageRoom[];
  group?: { rooms: number; people: number } | null;
  arrival?: string | null;
  payment?: string | null;
  gst?: { legalName: string; gstin: string; state: string } | null;
};

/** What comes after the party: ", extra bed", ", cot". */
function beddingValue(party: Pick<MessageParty, "extraBed" | "cot">, strings: InquiryMessageStrings): string {
  return [party.extraBed ? strings.extraBed : null, party.cot ? strings.cot : null]
    .filter((word) => word !== null)
    .map((word) => `, ${word}`)
    .join("");
}

/** "Deluxe Room, With breakfast, 2 adults, 1 child (age 6), extra bed": a room's line after its number. */
export function roomValue(room: MessageRoom, strings: InquiryMessageStrings, locale: Locale): string {
  return [room.room ?? strings.notSpecified, room.plan ?? strings.notSpecified, partyText(room, strings, locale, false)]
    .join(", ")
    .concat(beddingValue(room, strings));
}

/** "Room 1: Deluxe Room, With breakfast, 2 adults, 1 child (age 6), extra bed". */
export function roomLine(room: MessageRoom, number: number, strings: InquiryMessageStrings, locale: Locale): string {
  return fill(labelled(strings.roomLine, roomValue(room, strings, locale)), { number });
}

export function formatStayDate(date: Date, dateLocale?: DateLocale): string {
  return longDate(date, dateLocale);
}

/** The booking inquiry's text (docs/inquiry-messages.md, section 1), line by line. Pure: the same values give the same text. */
export function inquiryMessage(
  values: BookingValues,
  strings: InquiryMessageStrings,
  rooms: readonly RoomName[],
  quote: MessageQuote,
  dateLocale?: DateLocale,
  more: InquiryMore = {},
  locale: Locale = "en",
): string {
  const d = inquiryDetails(values, rooms);
  const date = (value: Date | null) => (value ? formatStayDate(value, dateLocale) : strings.notSelected);
  return messageText(strings.heading, [
    [labelled(strings.name, d.name), labelled(strings.email, d.email), labelled(strings.phone, d.phone)],
    [
      ...roomsLines(values, d, quote, strings, more, locale),
      labelled(strings.checkIn, date(d.checkIn)),
      labelled(strings.checkOut, date(d.checkOut)),
      labelled(strings.nights, d.nights === null ? strings.notApplicable : String(d.nights)),
      labelled(strings.estimatedTotal, quote.total ?? strings.notAvailable),
      ...moreLines(more, strings),
    ],
    [labelled(strings.specialRequests, d.specialRequests ?? strings.none)],
  ]);
}

/**
 * The lines naming the rooms: a group's one line; a line per room for several; else Room, Rate
 * plan and Guests, the Guests line counting room 1's children and its extra bed when there are any.
 */
function roomsLines(
  values: BookingValues,
  d: InquiryDetails,
  quote: MessageQuote,
  strings: InquiryMessageStrings,
  more: InquiryMore,
  locale: Locale,
): string[] {
  if (more.group) return [fill(strings.group, more.group)];
  if (more.rooms && more.rooms.length > 1) return more.rooms.map((room, i) => roomLine(room, i + 1, strings, locale));
  const party = more.rooms?.[0];
  const takesExtraBed = d.room !== null && values.extraBed && d.extraBedFits;
  const guests = party
    ? `${partyText(party, strings, locale)}${d.accessibleRoom ? strings.accessibleRoom : ""}${beddingValue(party, strings)}`
    : guestsValue(d, strings, takesExtraBed);
  return [
    labelled(strings.room, d.room ?? strings.notSpecified),
    labelled(strings.ratePlan, quote.plan ?? strings.notSpecified),
    labelled(strings.guests, guests),
  ];
}

/** Arrival, Payment and GST invoice, each only when given. */
function moreLines(more: InquiryMore, strings: InquiryMessageStrings): string[] {
  const lines: string[] = [];
  if (more.arrival) lines.push(labelled(strings.arrival, more.arrival));
  if (more.payment) lines.push(labelled(strings.payment, more.payment));
  if (more.gst) lines.push(fill(strings.gstInvoice, { ...more.gst, name: more.gst.legalName }));
  return lines;
}

/** The wa.me link that opens a chat with the hotel, the inquiry typed in (`inquiryMessage`'s arguments after the number). */
export function inquiryUrl(whatsappNumber: string, ...message: Parameters<typeof inquiryMessage>): string {
  return whatsappUrl(whatsappNumber, inquiryMessage(...message));
}
