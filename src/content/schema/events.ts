import { z } from "zod";

/*
 * What planners and diners ask about: the halls' layouts, dimensions, slots, per-plate packages
 * and rules (halls/<slug>.<language>.json), and the restaurant (dining.json, dishes/). Their words
 * are in copy/{hall-details,dining}.json and the lists' language files.
 */

const text = z.string().min(1, "must not be empty");
/** A time of day as the hotel writes it on a notice board: 24-hour "HH:MM". */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time such as 19:30");
/** An amount in the site's currency (see the price settings); whole or with paise/cents. */
const amount = z.number().positive().multipleOf(0.01);

import { eventSlots, menuKinds, seatingLayouts, type SeatingLayout } from "../event-kinds";

export { eventSlots, menuKinds, seatingLayouts };
export type { SeatingLayout } from "../event-kinds";

export const hallDetailsSchema = z.object({
  /** Metres. The floor area (sizeSqm) is the hall's, these are the room's outline and height. */
  lengthM: z.number().positive(),
  widthM: z.number().positive(),
  ceilingM: z.number().positive(),
  /** 0 is the ground floor. */
  floor: z.number().int().min(0),
  naturalLight: z.boolean(),
  /** Guests per layout; a layout the hall cannot be set in is left out. */
  // One optional field per layout (not a record), so the editor shows a number box for each.
  layouts: z.object(
    Object.fromEntries(
      seatingLayouts.map((layout) => [layout, z.number().int().positive("must be more than 0").optional()]),
    ) as Record<SeatingLayout, z.ZodOptional<z.ZodNumber>>,
  ),
  slots: z.array(z.object({ slot: z.enum(eventSlots), from: clockTime, to: clockTime })).min(1),
  /** "From" prices per plate, by package. */
  menus: z.array(z.object({ kind: z.enum(menuKinds), fromPerPlate: amount })).min(1),
  rules: z.object({
    /** When amplified music must stop. */
    musicUntil: clockTime,
    outsideDecorators: z.boolean(),
    outsideCaterers: z.boolean(),
    alcohol: z.boolean(),
    /** Per cent of the quote paid to confirm the date. */
    advancePercent: z.number().int().min(0).max(100),
    /** Cancelled at least this many days ahead, the advance is refunded in full. */
    freeCancellationDays: z.number().int().min(0),
  }),
});

/** Rooms for an event's out-of-town guests, the same offer in every hall. */
export const eventRoomOfferSchema = z.object({
  discountPercent: z.number().int().min(1, "must be at least 1").max(99, "must be below 100: nothing is given away"),
  minRooms: z.number().int().positive(),
});
export type EventRoomOffer = z.infer<typeof eventRoomOfferSchema>;

export const hallDetailsTextSchema = z.object({
  /** The AV and stage equipment, item by item. */
  equipment: z.array(z.string().min(1, "must not be empty")).min(1),
});

/* The restaurant. */

export const mealKinds = ["breakfast", "lunch", "dinner", "room-service"] as const;

/** The restaurant's facts (dining.json); its menu highlights are a list of their own (dishes/<slug>.<language>.json). */
export const diningSchema = z.object({
  /** Opening hours per meal, "from" before "to" on the same day. */
  hours: z.array(z.object({ meal: z.enum(mealKinds), from: clockTime, to: clockTime })).min(1),
  /** "veg" (pure vegetarian) or "veg-and-non-veg". */
  kitchen: z.enum(["veg", "veg-and-non-veg"]),
  /** Whether alcohol is served (the policy's words are in copy/dining.json). */
  alcoholServed: z.boolean(),
  /** Table reservations: times are offered every half hour of lunch and dinner, up to an hour before closing. */
  reservations: z.object({
    maxPeople: z.number().int().min(1).max(100),
    /** How many days ahead a table can be booked online. */
    daysAhead: z.number().int().min(1).max(365),
  }),
});
export type Dining = z.infer<typeof diningSchema>;

/** A menu highlight's facts: dishes/<slug>.en.json, with its display order and English words. */
export const dishSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/, "must be lowercase letters, digits and hyphens"),
  veg: z.boolean(),
  price: amount,
});
export type Dish = z.infer<typeof dishSchema>;

/** The words of a highlight in one language. */
export const dishTextSchema = z.object({ name: text, description: text });
export type DishText = z.infer<typeof dishTextSchema>;

/** A pure-vegetarian kitchen (dining.json) lists no non-vegetarian dish. */
export function vegKitchenProblem(kitchen: Dining["kitchen"], dish: Pick<Dish, "veg">): string | undefined {
  return kitchen === "veg" && !dish.veg
    ? "must be true: the kitchen is pure vegetarian (dining.json, kitchen)"
    : undefined;
}
