import type { RoomSlug } from "./rooms";
import type { RoomStay } from "./schema-stay";

/** Per room: meal plan and whether an extra bed fits (SAMPLE values until the hotel confirms them). */
export const roomStays: Record<RoomSlug, RoomStay> = {
  deluxe: { mealPlan: "room-only", extraBed: false },
  premium: { mealPlan: "breakfast", extraBed: true },
  "executive-suite": { mealPlan: "breakfast", extraBed: true },
};
