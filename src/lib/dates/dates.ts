import { addDays, differenceInCalendarDays, startOfDay } from "date-fns";

/**
 * Dates here are calendar dates in the visitor's own time zone: a Date at local midnight.
 * In URLs and storage they are written YYYY-MM-DD, never through UTC (toISOString would shift
 * them by a day east or west of Greenwich).
 */

export function toIsoDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, "0");
  const d = String(date.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/** A YYYY-MM-DD string as a local calendar date, or null when it is not a real date. */
export function parseIsoDate(value: string | null | undefined): Date | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // new Date rolls 2026-02-30 over to March 2nd: only a date that reads back the same is real.
  return toIsoDate(date) === value ? date : null;
}

/** Calendar nights between two dates, never negative. */
export function nightsBetween(checkIn: Date, checkOut: Date): number {
  return Math.max(0, differenceInCalendarDays(checkOut, checkIn));
}

/** The first day a check-in may be: today. */
export function firstCheckInDay(today: Date): Date {
  return startOfDay(today);
}

/** The first day a check-out may be: the day after check-in, or after today when there is none. */
export function firstCheckOutDay(today: Date, checkIn: Date | null | undefined): Date {
  return addDays(startOfDay(checkIn ?? today), 1);
}

/** Whether a chosen check-out still stands after a new check-in (it must fall after it). */
export function keepsCheckOut(checkIn: Date, checkOut: Date | null | undefined): boolean {
  return Boolean(checkOut) && differenceInCalendarDays(checkOut!, checkIn) > 0;
}

/** A stay's dates as YYYY-MM-DD calendar dates, null while not chosen. */
export type StayDates = { checkIn: string | null; checkOut: string | null };

/** A new check-in; one on or after the chosen check-out clears the check-out. */
export function pickCheckIn(dates: StayDates, checkIn: Date | undefined): StayDates {
  if (!checkIn) return { ...dates, checkIn: null };
  const keep = keepsCheckOut(checkIn, parseIsoDate(dates.checkOut));
  return { checkIn: toIsoDate(checkIn), checkOut: keep ? dates.checkOut : null };
}

export function pickCheckOut(dates: StayDates, checkOut: Date | undefined): StayDates {
  return { ...dates, checkOut: checkOut ? toIsoDate(checkOut) : null };
}

/** Years since the hotel was founded, counted from today (the build's date): the footer and the stats strip. */
export function yearsOfExcellence(foundedYear: number, today = new Date()): number {
  return today.getFullYear() - foundedYear;
}
