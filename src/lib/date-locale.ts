import type { Locale as DateFnsLocale } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import type { Locale } from "./i18n";

/** The date-fns locale for each language: month names, ordinals and "PPP" formats follow the page's language. */
const dateLocales: Record<Locale, DateFnsLocale> = { en: enUS };

export function dateLocaleFor(locale: Locale): DateFnsLocale {
  return dateLocales[locale];
}
