import type { HotelLeaf, WithContext } from "schema-dts";
import type { Locale } from "@/lib/i18n/i18n";
import { absolutePhotoUrl } from "@/lib/photos/photos";
import { hotelIdentity, hotelStayJsonLd, type HotelStayFacts } from "@/lib/site/structured-data";
import type { Site } from "@/content/schema/hotel";

type HotelJsonLdInput = {
  site: Site;
  locale: Locale;
  description: string;
  /** The amenities' names in the page's language. */
  amenities: string[];
  /** Photos of the hotel, the first one the main image. */
  photos: Site["heroPhoto"][];
  /** From the rooms' prices. */
  priceRange: string;
  /** Check-in and check-out, pets, payment, the restaurant and the halls. */
  stay: HotelStayFacts;
};

/** Structured data for the home page: the hotel as a schema.org Hotel, from the site's facts. */
export function hotelJsonLd({ site, locale, description, amenities, photos, priceRange, stay }: HotelJsonLdInput) {
  return {
    ...hotelIdentity(site, locale, priceRange),
    description,
    image: photos.map((photo) => absolutePhotoUrl(photo, 1280, site.url)),
    email: site.emails.info,
    numberOfRooms: site.totalRooms,
    foundingDate: String(site.foundedYear),
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    amenityFeature: amenities.map((name) => ({ "@type": "LocationFeatureSpecification" as const, name, value: true })),
    ...hotelStayJsonLd(site, stay),
  } satisfies WithContext<HotelLeaf>;
}
