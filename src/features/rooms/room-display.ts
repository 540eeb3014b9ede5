import type { Locale } from "@/lib/i18n";

/** A nightly price as guests read it: "$299" (US dollars, no cents). */
export function formatRoomPrice(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(amount);
}

/** The first `shown` amenities, and how many are left for the '+N more' badge. */
export function amenityPreview(amenities: readonly string[], shown = 3): { shown: string[]; more: number } {
  return { shown: amenities.slice(0, shown), more: Math.max(0, amenities.length - shown) };
}
