import type { RoomWithText } from "@/content/room-data";
import type { Site } from "@/content/schema";
import { localePath, type Locale } from "@/lib/i18n";
import { photoUrl } from "@/lib/photos";
import { absoluteUrl } from "@/lib/seo";
import { hotelIdentity } from "@/lib/structured-data";

/** The link that opens the booking wizard with a room chosen. */
export function roomBookingPath(locale: Locale, slug: string): string {
  return `${localePath(locale, "/booking")}?room=${encodeURIComponent(slug)}`;
}

/**
 * Structured data for the rooms page: the hotel, offering each room (a schema.org HotelRoom)
 * at its nightly price in US dollars.
 */
export function roomOffersJsonLd(rooms: RoomWithText[], site: Site, locale: Locale) {
  const roomsPage = absoluteUrl(site.url, localePath(locale, "/rooms"));
  return {
    ...hotelIdentity(site, locale),
    makesOffer: rooms.map((room) => ({
      "@type": "Offer",
      name: room.name,
      url: absoluteUrl(site.url, roomBookingPath(locale, room.slug)),
      price: room.price,
      priceCurrency: "USD",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: room.price,
        priceCurrency: "USD",
        unitCode: "DAY",
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "DAY" },
      },
      itemOffered: {
        "@type": "HotelRoom",
        "@id": `${roomsPage}#${room.slug}`,
        name: room.name,
        description: room.description,
        image: room.photos.map((photo) => photoUrl(photo, 1280)),
        bed: { "@type": "BedDetails", typeOfBed: room.beds },
        occupancy: { "@type": "QuantitativeValue", maxValue: room.guests },
        floorSize: { "@type": "QuantitativeValue", value: room.sizeSqm, unitCode: "MTK" },
        amenityFeature: room.amenities.map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true })),
      },
    })),
  };
}
