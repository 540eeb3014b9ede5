import type { Graph, HotelRoomLeaf } from "schema-dts";
import { localePath, type Locale } from "@/lib/i18n/i18n";
import { bookingHref } from "@/lib/links/links";
import { absolutePhotoUrl } from "@/lib/photos/photos";
import { absoluteUrl } from "@/lib/site/seo";
import { hotelId, hotelIdentity, nightlyOffer } from "@/lib/site/structured-data";
import type { RoomWithText } from "@/content/read/rooms";
import type { Site } from "@/content/schema/hotel";

/** The link that opens the booking wizard with a room chosen. */
export function roomBookingPath(locale: Locale, slug: string): string {
  return bookingHref(localePath(locale, "/booking"), { room: slug });
}

/** A room's own page: /rooms/deluxe, /hi/rooms/deluxe. */
export function roomPagePath(locale: Locale, slug: string): string {
  return localePath(locale, `/rooms/${encodeURIComponent(slug)}`);
}

/** A room and, when its type holds an accessible room, what that room has in words (its JSON-LD amenity features). */
type RoomForJsonLd = RoomWithText & { accessFeatures?: string[] };

/** A room as a schema.org HotelRoom whose @id is its page's address. */
export function hotelRoomJsonLd(room: RoomForJsonLd, site: Site, locale: Locale) {
  return {
    "@type": "HotelRoom",
    "@id": absoluteUrl(site.url, roomPagePath(locale, room.slug)),
    url: absoluteUrl(site.url, roomPagePath(locale, room.slug)),
    name: room.name,
    description: room.description,
    image: room.photos.map((photo) => absolutePhotoUrl(photo, 1280, site.url)),
    bed: { "@type": "BedDetails", typeOfBed: room.beds },
    occupancy: { "@type": "QuantitativeValue", maxValue: room.guests },
    floorSize: { "@type": "QuantitativeValue", value: room.sizeSqm, unitCode: "MTK" },
    amenityFeature: [...room.amenities, ...(room.accessFeatures ?? [])].map((name) => ({
      "@type": "LocationFeatureSpecification" as const,
      name,
      value: true,
    })),
    containedInPlace: { "@id": hotelId(site.url) },
  } satisfies HotelRoomLeaf;
}

/** The hotel offering rooms at their nightly prices (currency, tax and "from" as the site shows them). */
function hotelOffering(rooms: RoomWithText[], site: Site, locale: Locale, priceRange: string) {
  return {
    ...hotelIdentity(site, locale, priceRange),
    makesOffer: rooms.map((room) =>
      nightlyOffer(
        room.price,
        site.pricing,
        absoluteUrl(site.url, roomBookingPath(locale, room.slug)),
        { "@id": absoluteUrl(site.url, roomPagePath(locale, room.slug)) },
        room.name,
      ),
    ),
  };
}

/** Structured data for the rooms page: the hotel's offers and every room. */
export function roomsPageJsonLd(rooms: RoomWithText[], site: Site, locale: Locale, priceRange: string) {
  const { "@context": _context, ...hotel } = hotelOffering(rooms, site, locale, priceRange);
  return {
    "@context": "https://schema.org",
    "@graph": [hotel, ...rooms.map((room) => hotelRoomJsonLd(room, site, locale))],
  } satisfies Graph;
}

/** Structured data for one room's page: the room, the hotel's offer of it, and the breadcrumb trail. */
export function roomPageJsonLd(
  room: RoomForJsonLd,
  site: Site,
  locale: Locale,
  priceRange: string,
  trail: { name: string; url: string }[],
) {
  const { "@context": _context, ...hotel } = hotelOffering([room], site, locale, priceRange);
  return {
    "@context": "https://schema.org",
    "@graph": [
      hotelRoomJsonLd(room, site, locale),
      hotel,
      {
        "@type": "BreadcrumbList",
        itemListElement: trail.map((crumb, i) => ({
          "@type": "ListItem" as const,
          position: i + 1,
          name: crumb.name,
          item: crumb.url,
        })),
      },
    ],
  } satisfies Graph;
}
