import * as z from "zod/mini";
import { isBefore } from "date-fns";
import { firstCheckInDay, parseIsoDate } from "@/lib/dates/dates";
import { parseEventInquiryParams } from "@/lib/links/links";
import { clampText } from "@/lib/i18n/text";
import { emptyGuestContact, guestContactShape } from "@/lib/forms/contact-rules";
import { eventSlots, menuKinds, seatingLayouts } from "@/content/event-kinds";

/*
 * The event inquiry's values. Everything is a string, as the form holds it: dates are calendar
 * dates written YYYY-MM-DD, choices are slugs from the content, numbers are what was typed,
 * and "" means not given. zod/mini: it ships to guests in the island.
 */
export const eventValuesSchema = z.object({
  eventType: z.string(),
  date: z.string(),
  alternateDate: z.string(),
  slot: z.string(),
  guests: z.string(),
  hall: z.string(),
  layout: z.string(),
  catering: z.string(),
  budget: z.string(),
  rooms: z.string(),
  nights: z.string(),
  ...guestContactShape,
  notes: z.string(),
});

export type EventValues = z.infer<typeof eventValuesSchema>;
export type EventField = keyof EventValues;

export const emptyEvent: EventValues = {
  eventType: "",
  date: "",
  alternateDate: "",
  slot: "",
  guests: "",
  hall: "",
  layout: "",
  catering: "",
  budget: "",
  rooms: "",
  nights: "",
  ...emptyGuestContact,
  notes: "",
};

export const eventTypes = ["wedding", "engagement", "birthday", "corporate-meeting", "conference", "other"] as const;
export type EventType = (typeof eventTypes)[number];

/** The hall choice that leaves the hall to the hotel ("Suggest a hall"). */
export const suggestHall = "suggest";
/** The catering choice for an event without food from the hotel. */
export const noCatering = "none";

export const cateringChoices = [...menuKinds, noCatering] as const;

/** The most guests an inquiry takes (the rule: a whole number from 1 to 2000). */
export const maxGuests = 2000;

/** The most characters each free-text field takes; numbers are short. */
export const eventFieldLimits = {
  firstName: 80,
  lastName: 80,
  email: 254,
  phone: 30,
  notes: 1000,
  guests: 4,
  budget: 9,
  rooms: 3,
  nights: 3,
} as const satisfies Partial<Record<EventField, number>>;

const is = (list: readonly string[], value: string) => list.includes(value);

/** Whether a choice names one of its options (a stored or linked value may not). */
export const choiceFields = {
  eventType: (value: string) => is(eventTypes, value),
  slot: (value: string) => is(eventSlots, value),
  layout: (value: string) => is(seatingLayouts, value),
  catering: (value: string) => is(cateringChoices, value),
} as const;

/** A date that is still usable on `today`: a real calendar date, today or later. */
export function isUsableDate(value: string, today: Date): boolean {
  const date = parseIsoDate(value);
  return date !== null && !isBefore(date, firstCheckInDay(today));
}

/**
 * Values read back from somewhere the page does not control (session storage): only strings are
 * kept, text is cut to its limit, past dates and choices that no longer exist are dropped.
 * `halls` are the hall slugs that exist now.
 */
export function usableEventValues(raw: unknown, today: Date, halls: readonly string[]): Partial<EventValues> {
  if (typeof raw !== "object" || raw === null) return {};
  const record = raw as Record<string, unknown>;
  const usable: Partial<EventValues> = {};
  for (const field of Object.keys(emptyEvent) as EventField[]) {
    const value = record[field];
    if (typeof value !== "string" || value === "") continue;
    const limit = (eventFieldLimits as Partial<Record<EventField, number>>)[field];
    if (field === "date" || field === "alternateDate") {
      if (isUsableDate(value, today)) usable[field] = value;
    } else if (field === "hall") {
      if (value === suggestHall || halls.includes(value)) usable.hall = value;
    } else if (field in choiceFields) {
      if (choiceFields[field as keyof typeof choiceFields](value)) usable[field] = value;
    } else {
      usable[field] = limit ? clampText(value, limit) : value;
    }
  }
  return usable;
}

/** A hall slug from a link (?hall=grand), when it names a hall that exists; null otherwise. */
export function hallFromLink(search: URLSearchParams, halls: readonly string[]): string | null {
  const { hall } = parseEventInquiryParams(search);
  return hall && halls.includes(hall) ? hall : null;
}
