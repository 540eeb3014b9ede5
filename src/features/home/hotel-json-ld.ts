import type { Site } from "@/content/schema";
import type { Locale } from "@/lib/i18n";
import { photoUrl } from "@/lib/photos";
import { hotelIdentity } from "@/lib/structured-data";

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
    ...hotelIdentity(site, locale),
    description,
    image: photos.map((photo) => photoUrl(photo, 1280)),
    email: site.emails.info,
    numberOfRooms: site.totalRooms,
    foundingDate: String(site.foundedYear),
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    amenityFeature: amenities.map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true })),
  };
}
