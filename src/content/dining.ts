import type { Dining } from "./schema-events";

/*
 * The top-floor restaurant: hours, kitchen, alcohol policy, table reservations and menu highlights.
 * Dish names and descriptions are in locales/<language>/dining.ts, by slug.
 * SAMPLE VALUES: hours, prices and dishes are plausible examples until the hotel gives its own.
 */
export const dining = {
  hours: [
    { meal: "breakfast", from: "07:00", to: "10:30" },
    { meal: "lunch", from: "12:30", to: "15:30" },
    { meal: "dinner", from: "19:00", to: "23:00" },
    { meal: "room-service", from: "06:00", to: "23:30" },
  ],
  kitchen: "veg-and-non-veg",
  alcoholServed: false,
  reservations: { maxPeople: 20, daysAhead: 60 },
  highlights: [
    { slug: "poha-jalebi", veg: true, price: 4 },
    { slug: "dal-bafla", veg: true, price: 8 },
    { slug: "paneer-tikka", veg: true, price: 9 },
    { slug: "jain-thali", veg: true, price: 11 },
    { slug: "malwa-thali", veg: true, price: 12 },
    { slug: "chicken-biryani", veg: false, price: 13 },
  ],
} satisfies Dining;

export type DishSlug = (typeof dining)["highlights"][number]["slug"];
