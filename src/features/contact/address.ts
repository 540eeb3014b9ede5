import type { Locale } from "@/lib/i18n/i18n";
import type { Site } from "@/content/schema/hotel";

/** The postal address as lines: street; city, region and postcode; the country's name in the page's language. */
export function addressLines(address: Site["address"], locale: Locale): string[] {
  const country = new Intl.DisplayNames([locale], { type: "region" }).of(address.country) ?? address.country;
  return [address.street, `${address.locality}, ${address.region} ${address.postalCode}`, country];
}

/** The address as one line, for a map search that finds the hotel by name and address. */
export function mapQuery(name: string, address: Site["address"], locale: Locale): string {
  return [name, ...addressLines(address, locale)].join(", ");
}
