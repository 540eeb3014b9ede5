import type { Site } from "@/content/schema";
import { localePath, type Locale } from "@/lib/i18n";
import { photoUrl } from "@/lib/photos";
import { absoluteUrl } from "@/lib/seo";

type HotelJsonLdInput = {
  site: Site;
  locale: Locale;
  description: string;
  /** The amenities' names in the page's language. */
  amenities: string[];
  /** Photos of the hotel, the first one the main image. */
  photos: Site["heroPhoto"][];
};

/** Structured data for the home page: the hotel as a schema.org Hotel, from the site's facts. */
export function hotelJsonLd({ site, locale, description, amenities, photos }: HotelJsonLdInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Hotel",
    "@id": `${absoluteUrl(site.url, "/")}#hotel`,
    name: site.name,
    description,
    url: absoluteUrl(site.url, localePath(locale, "/")),
    image: photos.map((photo) => photoUrl(photo, 1280)),
    telephone: site.phones.frontDesk,
    email: site.emails.info,
    priceRange: site.priceRange,
    numberOfRooms: site.totalRooms,
    foundingDate: String(site.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    amenityFeature: amenities.map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true })),
  };
}
