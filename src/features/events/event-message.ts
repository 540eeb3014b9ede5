import type { Locale as DateLocale } from "date-fns";
import { parseIsoDate } from "@/lib/dates/dates";
import { longDate } from "@/lib/dates/long-date";
import { fill } from "@/lib/i18n/format";
import { labelled, messageText } from "@/lib/forms/message-lines";
import { mailtoHref } from "@/lib/links/mailto";
import { clampText, oneLine, wellFormed, wholeNumberOf } from "@/lib/i18n/text";
import { whatsappUrl } from "@/lib/links/whatsapp";
import { eventFieldLimits, noCatering, suggestHall, type EventType, type EventValues } from "./event-form";
import { amountOf, isRoomRequest } from "./event-rules";
import type { EventMessageStrings } from "@/content/schema/words";
import type { EventSlot, MenuKind, SeatingLayout } from "@/content/event-kinds";

/** The names the page gives each choice, in its language: what the message says instead of slugs. */
export type EventNames = {
  eventTypes: Record<EventType, string>;
  slots: Record<EventSlot, string>;
  layouts: Record<SeatingLayout, string>;
  menus: Record<MenuKind, string>;
  halls: readonly { slug: string; name: string }[];
};

/** Everything the message needs besides the values. */
export type EventMessageContext = {
  strings: EventMessageStrings;
  names: EventNames;
  /** An amount as the site formats prices ("$15", "₹1,200"). */
  formatPrice: (amount: number) => string;
  /** The page language's date-fns locale: "December 4th, 2026" / "4 दिसंबर, 2026". */
  dateLocale?: DateLocale;
};

const lookup = <K extends string>(names: Record<K, string>, key: string): string | null =>
  key in names ? names[key as K] : null;

/** A count with its noun in the right number: "1 room", "5 rooms". */
function counted(forms: { one: string; other: string }, count: number): string {
  return fill(count === 1 ? forms.one : forms.other, { count });
}

/** The inquiry's lines after "Label: ", in the order of docs/inquiry-messages.md, section 2; each null where nothing usable was given. */
export function eventDetails(values: EventValues, { strings: m, names, formatPrice, dateLocale }: EventMessageContext) {
  const date = (value: string) => {
    const parsed = parseIsoDate(value);
    return parsed ? longDate(parsed, dateLocale) : null;
  };
  const number = (value: string) => String(wholeNumberOf(value));
  const hasRooms = values.rooms.trim() !== "" && isRoomRequest(values.rooms, values.nights);
  const budget = amountOf(values.budget);
  const notes = wellFormed(clampText(values.notes, eventFieldLimits.notes)).trim();
  return {
    name: [oneLine(values.firstName), oneLine(values.lastName)].filter(Boolean).join(" "),
    email: oneLine(values.email),
    phone: oneLine(values.phone),
    event: lookup(names.eventTypes, values.eventType) ?? m.notSpecified,
    date: date(values.date) ?? m.notSpecified,
    alternateDate: date(values.alternateDate) ?? m.none,
    time: lookup(names.slots, values.slot) ?? m.notSpecified,
    guests: wholeNumberOf(values.guests) === null ? m.notSpecified : number(values.guests),
    hall:
      values.hall === suggestHall
        ? m.hotelToSuggest
        : (names.halls.find((h) => h.slug === values.hall)?.name ?? m.hotelToSuggest),
    seating: lookup(names.layouts, values.layout) ?? m.notSpecified,
    food: values.catering === noCatering ? m.noCatering : (lookup(names.menus, values.catering) ?? m.noCatering),
    budget: budget === null ? m.notSpecified : formatPrice(budget),
    rooms: hasRooms
      ? `${counted(m.roomCount, wholeNumberOf(values.rooms)!)} × ${counted(m.nightCount, wholeNumberOf(values.nights)!)}`
      : m.none,
    notes: notes || m.none,
  };
}

/** The event inquiry's text (docs/inquiry-messages.md, section 2), line by line. Pure: the same values give the same text. */
export function eventMessage(values: EventValues, context: EventMessageContext): string {
  const m = context.strings;
  const d = eventDetails(values, context);
  const lines = (keys: readonly (keyof typeof d)[]) => keys.map((key) => labelled(m[key], d[key]));
  return messageText(m.heading, [
    lines(["name", "email", "phone"]),
    lines(["event", "date", "alternateDate", "time", "guests", "hall", "seating", "food", "budget", "rooms"]),
    lines(["notes"]),
  ]);
}

/** The wa.me link that opens a chat with the hotel, the inquiry typed in. */
export function eventInquiryUrl(whatsappNumber: string, values: EventValues, context: EventMessageContext): string {
  return whatsappUrl(whatsappNumber, eventMessage(values, context));
}

/** The same inquiry as an e-mail to the hotel, for guests without WhatsApp. */
export function eventInquiryMail(
  to: string,
  subjectTemplate: string,
  values: EventValues,
  context: EventMessageContext,
): string {
  const d = eventDetails(values, context);
  return mailtoHref(to, fill(subjectTemplate, { event: d.event, date: d.date }), eventMessage(values, context));
}
