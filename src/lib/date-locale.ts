import type { Locale as DateFnsLocale } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import { hi } from "date-fns/locale/hi";
import type { Locale } from "./i18n";

/** The date-fns locale for each language: month names, ordinals and "PPP" formats follow the page's language. */
const dateLocales: Record<Locale, DateFnsLocale> = { en: enUS, hi };

export function dateLocaleFor(locale: Locale): DateFnsLocale {
  return dateLocales[locale];
}
