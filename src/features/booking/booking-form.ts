import * as z from "zod/mini";
import { isBefore } from "date-fns";
import { firstCheckInDay, firstCheckOutDay, parseIsoDate } from "@/lib/dates/dates";
import { clampText } from "@/lib/i18n/text";
import { emptyGuestContact, guestContactShape } from "@/lib/forms/contact-rules";
import { isArrivalTime } from "@/lib/stay/arrival";
import { legalNameLimit } from "@/lib/stay/gst-details";
import { gstStates } from "@/lib/stay/gst-states";
import { isRoomSlug } from "@/content/read/rooms";

export { clampText };

/*
 * The booking inquiry's values. Everything but the extra bed is a string, as the form holds it:
 * dates are calendar dates written YYYY-MM-DD (never through UTC), the room is a slug from
 * src/content/rooms/, guests are "1" to "4", and "" means not chosen yet.
 * zod/mini rather than classic zod: it ships to guests in the island and is a fraction of the size.
 */
export const bookingValuesSchema = z.object({
  ...guestContactShape,
  checkIn: z.string(),
  checkOut: z.string(),
  roomType: z.string(),
  /** A rate plan of the room (rates.json); "" or another room's plan: the room's first. */
  ratePlan: z.string(),
  guests: z.string(),
  /** An extra bed, in a room that takes one (priced per night by the estimate). */
  extraBed: z.boolean(),
  /** "yes" to ask for the room type's accessible room, in a type that has one; "" for no. */
  accessibleRoom: z.string(),
  specialRequests: z.string(),
  /** The expected arrival, "HH:MM" in half-hour steps (lib/stay/arrival.ts); "" for not sure. */
  arrivalTime: z.string(),
  /** A company's GST invoice: its legal name and GSTIN as typed, and the billing state's code ("" until known). */
  gstLegalName: z.string(),
  gstin: z.string(),
  gstState: z.string(),
});

export type BookingValues = z.infer<typeof bookingValuesSchema>;
export type BookingField = keyof BookingValues;

export const emptyBooking: BookingValues = {
  ...emptyGuestContact,
  checkIn: "",
  checkOut: "",
  roomType: "",
  ratePlan: "",
  guests: "",
  extraBed: false,
  accessibleRoom: "",
  specialRequests: "",
  arrivalTime: "",
  gstLegalName: "",
  gstin: "",
  gstState: "",
};

/**
 * A room as the wizard offers it: the rooms page's name, its nightly price as the site shows prices
 * ("$299/night incl. taxes"), how many it sleeps, and whether its type holds an accessible room.
 */
export type RoomChoice = { slug: string; name: string; price: string; guests: number; accessible: boolean };

/** The guest counts a visitor can choose (the largest room takes four). */
export const guestOptions = ["1", "2", "3", "4"] as const;
export type GuestOption = (typeof guestOptions)[number];

export function isGuestOption(value: string): value is GuestOption {
  return (guestOptions as readonly string[]).includes(value);
}

/** The most characters each free-text field takes (special requests: docs/inquiry-messages.md, section 1). */
export const fieldLimits = {
  firstName: 80,
  lastName: 80,
  email: 254,
  phone: 30,
  specialRequests: 1000,
  gstLegalName: legalNameLimit,
  // A GSTIN is 15 characters; room for the spaces and hyphens a guest may type in it.
  gstin: 20,
} as const satisfies Partial<Record<BookingField, number>>;

type TextField = keyof typeof fieldLimits;
const textFields = Object.keys(fieldLimits) as TextField[];
type StringField = Exclude<BookingField, "extraBed">;

/** An extra bed as a draft holds it: true or false, or "yes" or "" in a draft kept before it was a boolean. */
export function storedExtraBed(value: unknown): boolean | undefined {
  if (typeof value === "boolean") return value;
  return value === "yes" || value === "" ? value === "yes" : undefined;
}

/**
 * The stay fields of `values` that still make sense on `today`, each judged on its own: a real
 * check-in from today on; a real check-out after the check-in (after today when there is none);
 * a room that exists; a rate plan's name; 1 to 4 guests. Anything else is left out.
 */
export function usableStay(
  values: Partial<
    Pick<BookingValues, "checkIn" | "checkOut" | "roomType" | "ratePlan" | "guests" | "extraBed" | "accessibleRoom">
  >,
  today: Date,
): Partial<BookingValues> {
  const usable: Partial<BookingValues> = {};
  const checkIn = parseIsoDate(values.checkIn);
  const keptCheckIn = checkIn && !isBefore(checkIn, firstCheckInDay(today)) ? checkIn : null;
  if (keptCheckIn) usable.checkIn = values.checkIn;
  const checkOut = parseIsoDate(values.checkOut);
  if (checkOut && !isBefore(checkOut, firstCheckOutDay(today, keptCheckIn))) usable.checkOut = values.checkOut;
  if (values.roomType && isRoomSlug(values.roomType)) usable.roomType = values.roomType;
  if (values.guests && isGuestOption(values.guests)) usable.guests = values.guests;
  // Which plans a room has is the estimate's to judge (a plan it does not have reads as its first).
  if (values.ratePlan && /^[a-z0-9-]{1,40}$/.test(values.ratePlan)) usable.ratePlan = values.ratePlan;
  if (typeof values.extraBed === "boolean") usable.extraBed = values.extraBed;
  if (values.accessibleRoom === "yes" || values.accessibleRoom === "") usable.accessibleRoom = values.accessibleRoom;
  return usable;
}

/**
 * Values read back from somewhere the page does not control (session storage): anything that is
 * not a string (the extra bed: not a yes or no) is dropped, text is cut to its limit, and the stay
 * is checked against `today`.
 */
export function usableValues(raw: unknown, today: Date): Partial<BookingValues> {
  if (typeof raw !== "object" || raw === null) return {};
  const record = raw as Record<string, unknown>;
  const strings: Partial<Record<StringField, string>> = {};
  for (const field of Object.keys(emptyBooking) as BookingField[]) {
    const value = record[field];
    if (typeof value === "string" && field !== "extraBed") strings[field] = value;
  }
  const usable: Partial<BookingValues> = {};
  for (const field of textFields) {
    const text = strings[field];
    if (text !== undefined) usable[field] = clampText(text, fieldLimits[field]);
  }
  return {
    ...usable,
    ...usableExtras(strings),
    ...usableStay({ ...strings, extraBed: storedExtraBed(record.extraBed) }, today),
  };
}

/** The arrival and the billing state as a draft holds them, each kept only when empty or one the form offers. */
function usableExtras(strings: Partial<Record<StringField, string>>): Partial<BookingValues> {
  const usable: Partial<BookingValues> = {};
  const { arrivalTime, gstState } = strings;
  if (arrivalTime !== undefined && (arrivalTime === "" || isArrivalTime(arrivalTime))) usable.arrivalTime = arrivalTime;
  if (gstState !== undefined && (gstState === "" || Object.hasOwn(gstStates, gstState))) usable.gstState = gstState;
  return usable;
}
