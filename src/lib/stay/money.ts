import type { Locale } from "../i18n/i18n";

/** The currencies the hotel may quote in; which one is a content setting. */
export const currencies = ["USD", "INR"] as const;
export type Currency = (typeof currencies)[number];

/*
 * INR is formatted with the Indian grouping (₹1,25,000) in both languages; USD as Americans write
 * it. Digits stay Latin in Hindi, as the site's dates do (decision 004).
 */
const numberLocale: Record<Currency, Record<Locale, string>> = {
  USD: { en: "en-US", hi: "hi-IN-u-nu-latn" },
  INR: { en: "en-IN", hi: "hi-IN-u-nu-latn" },
};

/** An amount of money as a guest reads it: "$299", "₹1,25,000", "₹1,499.50" (decimals only when there are any). */
export function formatMoney(amount: number, currency: Currency, locale: Locale): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(numberLocale[currency][locale], {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}
