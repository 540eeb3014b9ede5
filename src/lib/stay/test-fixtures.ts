import type { RoomRequest } from "./occupancy";
import type { TaxSlab } from "./stay-price";

/*
 * What the stay's unit tests share (read by tests only, never by the site): the GST slabs and one
 * room of a party as the wizard asks for it. Amounts in paise: 750000 is ₹7,500.00.
 */

/** GST on a hotel room from 22 September 2025: 5% on a night up to ₹7,500, 18% above. */
export const gst2025: TaxSlab[] = [
  { from: "2025-09-22", upTo: 750000, basisPoints: 500, wordsKey: "gst-5" },
  { from: "2025-09-22", upTo: null, basisPoints: 1800, wordsKey: "gst-18" },
];

/** One room of a party: two adults, no children, no extra bed, no plan chosen, in the room named. */
export const roomRequest = (room: string, more: Partial<RoomRequest> = {}): RoomRequest => ({
  room,
  plan: "",
  adults: 2,
  childAges: [],
  extraBed: false,
  ...more,
});
