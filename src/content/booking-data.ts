import type { Locale } from "@/lib/i18n";
import { booking as enBooking, type BookingStrings } from "./locales/en/booking";
import { booking as hiBooking } from "./locales/hi/booking";

/** The booking page's strings in every language; TypeScript refuses a language that misses a key. */
export const bookingStringsByLocale: Record<Locale, BookingStrings> = { en: enBooking, hi: hiBooking };

export function bookingStringsIn(locale: Locale): BookingStrings {
  return bookingStringsByLocale[locale];
}
