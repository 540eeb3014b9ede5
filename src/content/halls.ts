import type { Hall } from "./schema";
import type { EventRoomOffer } from "./schema-events";

/*
 * The banquet halls: capacities, sizes, layouts, slots, per-plate prices, rules and photos.
 * Names, descriptions, features and equipment are in locales/<language>/{events,hall-details}.ts.
 * SAMPLE VALUES: the dimensions, floors, layout capacities, slot times, prices per plate and rules
 * are plausible examples until the hotel gives its own; the events page says so.
 */
export const halls = [
  {
    slug: "grand",
    capacity: 75,
    sizeSqm: 120,
    airConditioned: true,
    photo: { src: "https://images.unsplash.com/photo-1519167758481-83f550bb49b3", width: 2000, height: 1333 },
    lengthM: 15,
    widthM: 8,
    ceilingM: 4.2,
    floor: 1,
    naturalLight: false,
    layouts: { "round-tables": 60, theatre: 75, classroom: 40, "u-shape": 30, cocktail: 75 },
    slots: [
      { slot: "lunch", from: "12:00", to: "16:00" },
      { slot: "dinner", from: "19:00", to: "23:00" },
      { slot: "full-day", from: "09:00", to: "23:00" },
    ],
    menus: [
      { kind: "veg", fromPerPlate: 15 },
      { kind: "jain", fromPerPlate: 16 },
    ],
    rules: {
      musicUntil: "22:00",
      outsideDecorators: true,
      outsideCaterers: false,
      alcohol: false,
      advancePercent: 50,
      freeCancellationDays: 30,
    },
  },
  {
    slug: "elegant",
    capacity: 50,
    sizeSqm: 85,
    airConditioned: true,
    photo: { src: "https://images.unsplash.com/photo-1464366400600-7168b8af9bc3", width: 2000, height: 1333 },
    lengthM: 10,
    widthM: 8.5,
    ceilingM: 3.6,
    floor: 2,
    naturalLight: true,
    layouts: { "round-tables": 40, theatre: 50, classroom: 28, "u-shape": 22, cocktail: 50 },
    slots: [
      { slot: "lunch", from: "12:00", to: "16:00" },
      { slot: "dinner", from: "19:00", to: "23:00" },
      { slot: "full-day", from: "09:00", to: "23:00" },
    ],
    menus: [
      { kind: "veg", fromPerPlate: 12 },
      { kind: "jain", fromPerPlate: 13 },
    ],
    rules: {
      musicUntil: "22:00",
      outsideDecorators: true,
      outsideCaterers: false,
      alcohol: false,
      advancePercent: 50,
      freeCancellationDays: 30,
    },
  },
] satisfies Hall[];

export type HallSlug = (typeof halls)[number]["slug"];

/** Rooms for out-of-town guests of an event held here (SAMPLE until the hotel sets its own). */
export const eventRoomOffer = { discountPercent: 15, minRooms: 5 } satisfies EventRoomOffer;
