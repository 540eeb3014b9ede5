import { localePath, type Locale } from "./i18n";
import { absoluteUrl } from "./seo";

/** The facts of the hotel that its structured data names (the content's site facts have these and more). */
export type HotelFacts = {
  name: string;
  url: string;
  priceRange: string;
  phones: { frontDesk: string };
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
};

/**
 * The hotel as schema.org knows it: the fields every page's structured data shares, under one
 * @id, so search engines read the home page's Hotel and the rooms page's offers as one hotel.
 */
export function hotelIdentity(site: HotelFacts, locale: Locale) {
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
