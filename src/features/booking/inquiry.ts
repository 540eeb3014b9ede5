import type { Locale as DateLocale } from "date-fns";
import { nightsBetween, parseIsoDate } from "@/lib/dates/dates";
import { longDate } from "@/lib/dates/long-date";
import { labelled, messageText } from "@/lib/forms/message-lines";
import { oneLine, wellFormed } from "@/lib/i18n/text";
import { whatsappUrl } from "@/lib/links/whatsapp";
import { clampText, fieldLimits, isGuestOption, type BookingValues } from "./booking-form";
import type { InquiryMessageStrings } from "@/content/schema/words";

/** A room as the rooms page names it (roomsIn(locale)), and whether its type holds an accessible room. */
export type RoomName = { slug: string; name: string; accessible?: boolean };

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
  const bed = extraBed ? strings.extraBed : "";
  return `${d.guests ?? strings.notSpecified}${bed}${d.accessibleRoom ? strings.accessibleRoom : ""}`;
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
): string {
  const d = inquiryDetails(values, rooms);
  const date = (value: Date | null) => (value ? formatStayDate(value, dateLocale) : strings.notSelected);
  return messageText(strings.heading, [
    [labelled(strings.name, d.name), labelled(strings.email, d.email), labelled(strings.phone, d.phone)],
    [
      labelled(strings.room, d.room ?? strings.notSpecified),
      labelled(strings.ratePlan, quote.plan ?? strings.notSpecified),
      labelled(strings.guests, guestsValue(d, strings, quote.extraBed)),
      labelled(strings.checkIn, date(d.checkIn)),
      labelled(strings.checkOut, date(d.checkOut)),
      labelled(strings.nights, d.nights === null ? strings.notApplicable : String(d.nights)),
      labelled(strings.estimatedTotal, quote.total ?? strings.notAvailable),
    ],
    [labelled(strings.specialRequests, d.specialRequests ?? strings.none)],
  ]);
}

/** The wa.me link that opens a chat with the hotel, the inquiry typed in. */
export function inquiryUrl(
  whatsappNumber: string,
  values: BookingValues,
  strings: InquiryMessageStrings,
  rooms: readonly RoomName[],
  quote: MessageQuote,
  dateLocale?: DateLocale,
): string {
  return whatsappUrl(whatsappNumber, inquiryMessage(values, strings, rooms, quote, dateLocale));
}
