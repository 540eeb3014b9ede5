import type { Restaurant, WithContext } from "schema-dts";
import type { Site } from "@/content/schema";
import { localePath, type Locale } from "@/lib/i18n";
import { photoUrl } from "@/lib/photos";
import { absoluteUrl } from "@/lib/seo";
import { hotelIdentity } from "@/lib/structured-data";

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
 * (`<site>/dining#restaurant`), inside the Hotel (same @id as src/lib/structured-data.ts).
 */
export function restaurantJsonLd(input: RestaurantJsonLdInput): WithContext<Restaurant> {
  const { site, locale, name, description, cuisines, hours, photo, alcoholServed } = input;
  const hotel = hotelIdentity(site, locale);
  return {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    "@id": `${site.url}/dining#restaurant`,
    name,
    description,
    url: absoluteUrl(site.url, localePath(locale, "/dining")),
    image: photoUrl(photo, 1280),
    telephone: site.phones.frontDesk,
    servesCuisine: cuisines,
    openingHours: hours.map((h) => `Mo-Su ${h.from}-${h.to}`),
    acceptsReservations: true,
    ...(alcoholServed ? {} : { amenityFeature: { "@type": "LocationFeatureSpecification", name: "Alcohol-free", value: true } }),
    address: hotel.address,
    containedInPlace: { "@type": "Hotel", "@id": hotel["@id"], name: hotel.name },
  };
}
