/**
 * What a visitor has picked in the quick-booking bar; anything may still be unset. Dates are
 * calendar dates written YYYY-MM-DD (see src/lib/dates.ts), so this module needs no date library
 * and the bar's first load stays small.
 */
export type QuickBookingChoice = {
  checkIn?: string | null;
  checkOut?: string | null;
  guests?: number | null;
};

/**
 * The booking page with the visitor's choices: /booking?checkIn=YYYY-MM-DD&checkOut=YYYY-MM-DD&guests=N.
 * Unset values are left out, so the wizard only prefills what was chosen.
 */
export function quickBookingHref(bookingPath: string, { checkIn, checkOut, guests }: QuickBookingChoice): string {
  const params = new URLSearchParams();
  if (checkIn) params.set("checkIn", checkIn);
  if (checkOut) params.set("checkOut", checkOut);
  if (guests && Number.isInteger(guests) && guests > 0) params.set("guests", String(guests));
  const query = params.toString();
  return query ? `${bookingPath}?${query}` : bookingPath;
}

/** The guest counts offered: 1 up to the largest room's capacity, the last one meaning "that many or more". */
export function guestChoices(maxGuests: number): number[] {
  return Array.from({ length: Math.max(1, maxGuests) }, (_, i) => i + 1);
}
