import type { Locale } from "@/lib/i18n/i18n";
import type { BookingPageStrings, BookingStrings } from "@/content/schema/words";
import { words } from "@/content/read/island-words/booking-later";

/**
 * The wizard's words: the page's and the first step's come as props (the server renders them), the
 * later steps' with the wizard's code (read/island-words/booking-later.ts).
 */
export function withLaterSteps(pageStrings: BookingPageStrings, locale: Locale): BookingStrings {
  return { ...pageStrings, ...words("booking-later", locale) };
}
