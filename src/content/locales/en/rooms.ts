import type { RoomText } from "@/content/schema";

/** The rooms' names and descriptions in English, by slug (see src/content/rooms.ts). */
export const roomTexts: Record<"deluxe" | "premium" | "executive-suite", RoomText> = {
  deluxe: {
    name: "Deluxe Room",
    description:
      "A quiet, well-planned room overlooking our interior courtyard, with a comfortable double bed, a work desk and everything you need after a day in the city.",
    beds: "Double bed",
    view: "Interior courtyard",
    amenities: ["Free WiFi", "Air conditioning", "Mini bar", "Cable TV", "Safe", "24/7 room service"],
    photoAlts: [
      "Deluxe Room with a made double bed and warm bedside lighting",
      "Work desk and armchair in the Deluxe Room",
      "Deluxe Room bathroom with a walk-in shower",
      "Courtyard view from the Deluxe Room window",
    ],
  },
  premium: {
    name: "Premium Room",
    description:
      "More space and a wide window onto the Indore skyline, a queen bed, a coffee machine and breakfast included: our guests' favourite for longer stays.",
    beds: "Queen bed",
    view: "City skyline",
    amenities: [
      "Free WiFi",
      "Premium city view",
      "Air conditioning",
      "Mini bar",
      "Coffee machine",
      "Complimentary breakfast",
    ],
    photoAlts: [
      "Premium Room with a queen bed facing a wide window",
      "Seating corner with a coffee machine in the Premium Room",
      "City skyline seen from the Premium Room",
      "Marble bathroom of the Premium Room",
    ],
  },
  "executive-suite": {
    name: "Executive Suite",
    description:
      "Sixty square metres with a separate living and dining area, panoramic city views, a jacuzzi and a butler on call: room for a family of four or a working stay in style.",
    beds: "King bed + Sofa bed",
    view: "Panoramic city",
    amenities: [
      "Private check-in",
      "Executive lounge access",
      "Butler service",
      "High-speed WiFi",
      "Jacuzzi",
      "Dining area",
    ],
    photoAlts: [
      "Executive Suite bedroom with a king bed",
      "Living room of the Executive Suite with a sofa bed",
      "Dining area of the Executive Suite",
      "Jacuzzi in the Executive Suite bathroom",
    ],
  },
};
