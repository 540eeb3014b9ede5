import type { HallSlug } from "@/content/halls";
import type { EventSlot, HallDetailsText, MenuKind, SeatingLayout } from "@/content/schema-events";

/**
 * What a planner reads on each hall card of the events page, in English: capacity per layout,
 * dimensions, slots, per-plate prices, rules and the room offer. The figures are in
 * src/content/halls.ts and are filled into the "{placeholders}".
 */
export const hallDetails = {
  sampleNote: "Layouts, prices and rules shown are sample values until the hotel confirms them.",
  capacityTable: {
    caption: "Capacity of the {hall} by seating layout",
    layout: "Layout",
    guests: "Guests",
  },
  layouts: {
    "round-tables": "Round tables",
    theatre: "Theatre",
    classroom: "Classroom",
    "u-shape": "U-shape",
    cocktail: "Cocktail",
  } satisfies Record<SeatingLayout, string>,
  dimensionsLabel: "Dimensions",
  dimensionsValue: "{length} m × {width} m, ceiling {height} m",
  floorLabel: "Floor",
  floors: { ground: "Ground floor", upper: "Floor {floor}" },
  lightLabel: "Daylight",
  light: { yes: "Windows with natural light", no: "No windows: lighting fully controlled" },
  equipmentLabel: "AV and stage equipment",
  slotsLabel: "Time slots",
  slots: { lunch: "Lunch", dinner: "Dinner", "full-day": "Full day" } satisfies Record<EventSlot, string>,
  slotValue: "{slot}: {from} – {to}",
  menusLabel: "Catering per plate",
  menus: { veg: "Vegetarian package", jain: "Jain package" } satisfies Record<MenuKind, string>,
  menuValue: "{menu}: from {price} per plate",
  taxNote: "Plus taxes. Menus are chosen with our chef.",
  rulesLabel: "House rules",
  rules: {
    musicUntil: "Amplified music until {time}",
    decoratorsAllowed: "Outside decorators welcome",
    decoratorsNotAllowed: "Decoration by the hotel only",
    caterersAllowed: "Outside caterers allowed",
    caterersNotAllowed: "Food from our kitchen only (no outside caterers)",
    alcoholAllowed: "Alcohol allowed with a licence",
    alcoholNotAllowed: "No alcohol",
    advance: "{percent}% advance confirms the date",
    cancellation: "Advance refunded in full if cancelled {days} days ahead",
  },
  roomOfferLabel: "Rooms for your guests",
  roomOffer: "{percent}% off rooms for out-of-town guests when you book {rooms} or more",
  /** Each hall's equipment, by slug. */
  halls: {
    grand: {
      equipment: [
        "Stage 6 m × 3 m with steps",
        "Sound system with two cordless microphones",
        "Stage and dance-floor lighting",
        "Projector and 3 m screen on request",
      ],
    },
    elegant: {
      equipment: [
        "Projector and 2.5 m screen",
        "Sound system with a microphone",
        "Podium",
        "Flip chart and whiteboard",
      ],
    },
  } satisfies Record<HallSlug, HallDetailsText>,
};

export type HallDetailsStrings = typeof hallDetails;
