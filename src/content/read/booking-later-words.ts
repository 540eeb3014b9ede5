import type { Locale } from "@/lib/i18n";
import type { BookingLaterStrings } from "../schema/words";
import bookingLater from "../copy/booking-later.json" with { type: "json" };

/**
 * The words of the booking wizard's later steps (the estimate, the sold-out notice, the summary and
 * the WhatsApp inquiry), both languages, read by the wizard's own code: no guest sees them before
 * the island is live, and as props they would weigh on the booking page's HTML. Same words as
 * `words("booking-later", locale)`.
 */
export function bookingLaterWords(locale: Locale): BookingLaterStrings {
  return bookingLater[locale];
}
