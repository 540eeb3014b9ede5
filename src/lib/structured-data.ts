import type { Site } from "@/content/schema";
import { localePath, type Locale } from "./i18n";
import { absoluteUrl } from "./seo";

/**
 * The hotel as schema.org knows it: the fields every page's structured data shares, under one
 * @id, so search engines read the home page's Hotel and the rooms page's offers as one hotel.
 */
export function hotelIdentity(site: Site, locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "Hotel",
    "@id": `${absoluteUrl(site.url, "/")}#hotel`,
    name: site.name,
    url: absoluteUrl(site.url, localePath(locale, "/")),
    telephone: site.phones.frontDesk,
    priceRange: site.priceRange,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
  } as const;
}
