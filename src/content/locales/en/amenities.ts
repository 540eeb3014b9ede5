import type { AmenityText } from "@/content/schema";
import type { AmenitySlug } from "@/content/amenities";

/** The amenities page in English. Card order, icons and photos are in src/content/amenities.ts. */
export const amenitiesPage = {
  intro:
    "Everything under one roof in the centre of Indore: a restaurant with a view, halls for your celebrations, and a reception that is awake whenever you are.",
  cardsLabel: "Our amenities",
  cta: {
    heading: "Ready to stay with us?",
    text: "Compare our rooms, or send us your dates and we will confirm availability within 24 hours.",
    rooms: "See Our Rooms",
    book: "Reserve Your Stay",
  },
};

export type AmenitiesPageStrings = typeof amenitiesPage;

/** Each amenity's words, by slug. {grandCapacity} and {elegantCapacity} are filled from src/content/halls.ts. */
export const amenityTexts: Record<AmenitySlug, AmenityText> = {
  restaurant: {
    title: "Top Floor Restaurant",
    description:
      "Indoor multi-cuisine dining on our top floor: Malwa and North Indian favourites, Indo-Chinese and continental plates, from early breakfast to late dinner, with the city lights outside.",
    photoAlt: "Dining tables set for dinner in a warmly lit restaurant",
    linkLabel: "Hours, menu and table reservations",
  },
  "banquet-halls": {
    title: "Banquet Halls",
    description:
      "Two air-conditioned halls for weddings, receptions, birthdays and business meetings: the Grand Hall for up to {grandCapacity} guests and the Elegant Hall for up to {elegantCapacity}.",
    photoAlt: "Banquet hall with round tables dressed for a celebration",
  },
  "air-conditioning": {
    title: "Air Conditioning",
    description:
      "Every room, corridor and hall is air-conditioned, with controls in your room, so Indore's summer afternoons stay outside.",
    photoAlt: "Cool, bright hotel room with the curtains drawn back",
  },
  parking: {
    title: "Parking Facility",
    description:
      "On-site parking for cars and two-wheelers, watched by our security staff around the clock, and free for staying guests.",
    photoAlt: "Well-lit covered parking area with marked bays",
  },
  wifi: {
    title: "High-Speed WiFi",
    description:
      "Complimentary high-speed WiFi in every room, the restaurant and the halls: fast enough for video calls, streaming and a working stay.",
    photoAlt: "Laptop open on a desk beside a cup of coffee",
  },
  reception: {
    title: "24/7 Reception",
    description:
      "Our front desk never closes: late check-ins, early departures, taxis, directions and local tips, whatever the hour.",
    photoAlt: "Hotel reception desk in a bright lobby",
  },
};
