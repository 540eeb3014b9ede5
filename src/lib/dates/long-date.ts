import { format, type Locale as DateFnsLocale } from "date-fns";
import type { Locale } from "../i18n/i18n";
import { dateFnsLocaleOf } from "./date-locale";

/**
 * The one long date of each language, wherever the site writes a date in full: the inquiries'
 * messages and summaries, a sold-out night, a fact's checked date, a date picker's button.
 * date-fns' "PPP": "December 4th, 2026" in English, "4 दिसंबर, 2026" in Hindi (Latin digits, as
 * every figure on the Hindi pages).
 */
export const longDateFormat = "PPP";

/**
 * `date` written long in `language`: the page's language, or the date-fns locale a page already
 * holds for it (`dateLocaleFor`); English when none is given.
 */
export function longDate(date: Date, language: Locale | DateFnsLocale = "en"): string {
  const locale = typeof language === "string" ? dateFnsLocaleOf(language) : language;
  return format(date, longDateFormat, { locale });
}

/**
 * A calendar date written YYYY-MM-DD as the pilgrims' guide writes it in its sentences, day first
 * as Indian English does: "27 March 2028", "27 मार्च 2028". Its e2e test and the facts' "Last
 * verified 27 March 2028" read it so; the forms keep `longDate`.
 */
export function proseDate(date: string, locale: Locale): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Intl.DateTimeFormat(locale === "hi" ? "hi-IN-u-nu-latn" : "en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year!, month! - 1, day!)));
}
