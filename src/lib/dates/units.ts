import type { Locale } from "../i18n/i18n";

/** Kilometres in a statute mile (exact, by definition). */
export const kmPerMile = 1.609344;

/** A distance given in miles, in kilometres rounded to one decimal, as a local reader knows it. */
export function milesToKm(miles: number): number {
  return Math.round(miles * kmPerMile * 10) / 10;
}

const numberTag: Record<Locale, string> = { en: "en-IN", hi: "hi-IN-u-nu-latn" };

/** A distance in miles and in kilometres, each with one decimal: { miles: "0.3", km: "0.5" }. */
export function distanceFigures(miles: number, locale: Locale): { miles: string; km: string } {
  const format = new Intl.NumberFormat(numberTag[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return { miles: format.format(miles), km: format.format(milesToKm(miles)) };
}

/**
 * A clock time written "HH:MM" (24-hour, as content and schema.org's checkinTime hold it) as a
 * guest reads it: "2:00 PM" in English, "2:00 pm" in Hindi, with Latin digits like every figure.
 */
export function formatClockTime(time: string, locale: Locale): string {
  const [hours, minutes] = time.split(":").map(Number);
  const at = new Date(Date.UTC(2000, 0, 1, hours, minutes));
  return new Intl.DateTimeFormat(locale === "hi" ? "hi-IN-u-nu-latn" : "en-US", {
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone: "UTC",
  }).format(at);
}
