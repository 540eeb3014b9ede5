import type { Locale } from "@/lib/i18n";
import { calendar as enCalendar, type CalendarStrings } from "./locales/en/calendar";
import { calendar as hiCalendar } from "./locales/hi/calendar";

/** The calendar's screen-reader words in every language (a few bytes: every date picker carries them all). */
export const calendarStrings: Record<Locale, CalendarStrings> = { en: enCalendar, hi: hiCalendar };
