import { keepsCheckOut, parseIsoDate, toIsoDate } from "@/lib/dates";

/** The quick-booking bar's dates, as YYYY-MM-DD calendar dates. */
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
