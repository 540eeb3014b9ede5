import { format, type Locale as DateFnsLocale } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import { hi } from "date-fns/locale/hi";
import type { DayPickerLocale, Modifiers } from "react-day-picker";
import { fill } from "../i18n/format";
import type { Locale } from "../i18n/i18n";

/** The calendar's screen-reader words in one language (src/content/copy/calendar.json). */
export type CalendarWords = {
  navigation: string;
  previousMonth: string;
  nextMonth: string;
  today: string;
  selected: string;
};

/**
 * date-fns' locale with the calendar's screen-reader labels in the same language: react-day-picker
 * reads `labels` from its locale, and falls back to English ones without them.
 */
function withCalendarLabels(base: DateFnsLocale, words: CalendarWords): DayPickerLocale {
  const dayName = (date: Date, modifiers: Partial<Modifiers> | undefined) => {
    const written = format(date, "PPPP", { locale: base });
    return modifiers?.today ? fill(words.today, { date: written }) : written;
  };
  return {
    ...base,
    labels: {
      labelNav: words.navigation,
      labelPrevious: words.previousMonth,
      labelNext: words.nextMonth,
      labelDayButton: (date, modifiers) => {
        const name = dayName(date, modifiers);
        return modifiers.selected ? fill(words.selected, { date: name }) : name;
      },
      labelGridcell: (date, modifiers) => dayName(date, modifiers),
    },
  };
}

/**
 * date-fns writes the day of a Hindi "PPP" date in Devanagari digits but the year in Latin ones
 * ("४ दिसंबर, 2026"). The Hindi pages write every figure in Latin digits, as Hindi newspapers and
 * Indian sites do (prices, nights, phone numbers, the calendar's days), so dates do too: "4 दिसंबर, 2026".
 */
const hindi: DateFnsLocale = { ...hi, localize: { ...hi.localize, ordinalNumber: (n: unknown) => String(Number(n)) } };

const baseLocales: Record<Locale, DateFnsLocale> = { en: enUS, hi: hindi };

/** date-fns' locale of a language, without the calendar's labels: what a date written as text needs. */
export function dateFnsLocaleOf(locale: Locale): DateFnsLocale {
  return baseLocales[locale];
}

/** Built once per set of words, so a calendar re-rendering keeps the same locale object. */
const built = new WeakMap<CalendarWords, DayPickerLocale>();

/** A language's dates: month names, "PPP" formats and the calendar's labels (`words`) follow the page's language. */
export function dateLocaleFor(locale: Locale, words: CalendarWords): DayPickerLocale {
  let dateLocale = built.get(words);
  if (!dateLocale) built.set(words, (dateLocale = withCalendarLabels(baseLocales[locale], words)));
  return dateLocale;
}

/** A date written short, month and day, in each language's order and words: "Nov 25", "25 नवंबर" (Hindi rarely abbreviates months). */
export const monthDayFormats: Record<Locale, string> = { en: "MMM d", hi: "d MMMM" };
