import type { Locale } from "@/lib/i18n";
import type { RoomStayStrings } from "../schema/words";
import roomStay from "../copy/room-stay.json" with { type: "json" };

/**
 * The words of a room page's price for the guest's dates (features/rooms/RoomStayPrice.tsx), both
 * languages, read by the island's own code: in its script they are fetched once and cached, where
 * as props they would weigh on every room page's HTML. Same words as `words("room-stay", locale)`.
 */
export function roomStayWords(locale: Locale): RoomStayStrings {
  return roomStay[locale];
}
