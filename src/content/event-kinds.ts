/*
 * The kinds the event pages and the inquiry wizard choose between. Kept apart from the content
 * schemas (schema/events.ts, which re-exports them) so the wizard's code does not carry zod.
 */

/** The seating layouts a planner asks for, in the order the events page lists them. */
export const seatingLayouts = ["round-tables", "theatre", "classroom", "u-shape", "cocktail"] as const;
export type SeatingLayout = (typeof seatingLayouts)[number];

/** The times of day a hall is let for. */
export const eventSlots = ["lunch", "dinner", "full-day"] as const;
export type EventSlot = (typeof eventSlots)[number];

/** The catering packages the kitchen offers per plate. Add a key here and its words before offering it. */
export const menuKinds = ["veg", "jain"] as const;
export type MenuKind = (typeof menuKinds)[number];
