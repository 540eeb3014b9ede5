import type { BookingRoom } from "./rooms";

/*
 * What the booking wizard's unit tests share (read by tests only, never by the site).
 */

/** A room of the given type for two adults, nothing else chosen: a room after the first as a guest adds it. */
export const twoAdultRoom = (roomType: string): BookingRoom => ({
  roomType,
  ratePlan: "",
  adults: "2",
  childAges: [],
  extraBed: false,
  cot: false,
});
