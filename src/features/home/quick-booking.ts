import { keepsCheckOut, toIsoDate } from "@/lib/dates";

/** What a visitor has picked in the quick-booking bar; anything may still be unset. */
export type QuickBookingChoice = {
  checkIn?: Date | null;
  checkOut?: Date | null;
  guests?: number | null;
};

/**
 * The booking page with the visitor's choices: /booking?checkIn=YYYY-MM-DD&checkOut=YYYY-MM-DD&guests=N.
 * Unset values are left out, so the wizard only prefills what was chosen.
 */
export function quickBookingHref(bookingPath: string, { checkIn, checkOut, guests }: QuickBookingChoice): string {
  const params = new URLSearchParams();
  if (checkIn) params.set("checkIn", toIsoDate(checkIn));
  if (checkOut) params.set("checkOut", toIsoDate(checkOut));
  if (guests && Number.isInteger(guests) && guests > 0) params.set("guests", String(guests));
  const query = params.toString();
  return query ? `${bookingPath}?${query}` : bookingPath;
}

/** A new check-in on or after the chosen check-out clears the check-out. */
export function withCheckIn(
  choice: QuickBookingChoice,
  checkIn: Date | undefined,
): QuickBookingChoice {
  const checkOut = checkIn && !keepsCheckOut(checkIn, choice.checkOut) ? null : choice.checkOut;
  return { ...choice, checkIn: checkIn ?? null, checkOut };
}

/** The guest counts offered: 1 up to the largest room's capacity, the last one meaning "that many or more". */
export function guestChoices(maxGuests: number): number[] {
  return Array.from({ length: Math.max(1, maxGuests) }, (_, i) => i + 1);
}
