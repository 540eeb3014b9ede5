import type { Restaurant, WithContext } from "schema-dts";
import { localePath, type Locale } from "@/lib/i18n/i18n";
import { absolutePhotoUrl } from "@/lib/photos/photos";
import { absoluteUrl } from "@/lib/site/seo";
import { hotelId, postalAddress, restaurantId } from "@/lib/site/structured-data";
import type { Site } from "@/content/schema/hotel";

type RestaurantJsonLdInput = {
  site: Site;
  locale: Locale;
  name: string;
  description: string;
  cuisines: string[];
  /** Breakfast, lunch and dinner as schema.org opening hours ("Mo-Su 07:00-10:30"). */
  hours: { from: string; to: string }[];
  photo: Site["heroPhoto"];
  alcoholServed: boolean;
};

/**
 * The restaurant as schema.org knows it, under the same @id the Hotel's structured data gives it
 * (`<site>/dining#restaurant`), inside the Hotel (same @id as src/lib/site/structured-data.ts).
 */
export function restaurantJsonLd(input: RestaurantJsonLdInput): WithContext<Restaurant> {
  const { site, locale, name, description, cuisines, hours, photo, alcoholServed } = input;
  return {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    "@id": restaurantId(site.url),
    name,
    description,
    url: absoluteUrl(site.url, localePath(locale, "/dining")),
    image: absolutePhotoUrl(photo, 1280, site.url),
    telephone: site.phones.frontDesk,
    servesCuisine: cuisines,
    openingHours: hours.map((h) => `Mo-Su ${h.from}-${h.to}`),
    acceptsReservations: true,
    ...(alcoholServed
      ? {}
      : { amenityFeature: { "@type": "LocationFeatureSpecification", name: "Alcohol-free", value: true } }),
    address: postalAddress(site),
    containedInPlace: { "@type": "Hotel", "@id": hotelId(site.url), name: site.name },
  };
}
