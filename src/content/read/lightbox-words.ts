import type { Locale } from "@/lib/i18n";
import type { HomeStrings } from "../schema/words";
import { en, hi } from "../copy/home.json" with { type: "json" };

// Only the lightbox's words: the bundler leaves the rest of the home page's dictionary out of the island.
const lightbox: Record<Locale, HomeStrings["lightbox"]> = { en: en.lightbox, hi: hi.lightbox };

/**
 * The photo lightbox's words for a room page's photo grid (features/rooms/RoomPhotoGrid.tsx), both
 * languages, read by the island's own code, where as props they would weigh on every room page's
 * HTML. Same words as `words("home", locale).lightbox`.
 */
export function lightboxWords(locale: Locale): HomeStrings["lightbox"] {
  return lightbox[locale];
}
