import { parseIsoDate } from "@/lib/dates";
import { emptyBooking, usableStay, type BookingValues } from "./booking-form";

/** The query parameters other pages link with: /booking?checkIn=YYYY-MM-DD&checkOut=YYYY-MM-DD&guests=N&room=<slug>. */
export const bookingParams = ["checkIn", "checkOut", "guests", "room"] as const;

/**
 * The stay a link asks for, as of `today`. Each parameter is judged on its own and left out
 * silently when it is not a real date, lies in the past, or does not fit the others.
 */
export function readBookingParams(search: string | URLSearchParams, today: Date): Partial<BookingValues> {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return usableStay(
    {
      checkIn: params.get("checkIn") ?? undefined,
      checkOut: params.get("checkOut") ?? undefined,
      guests: params.get("guests") ?? undefined,
      roomType: params.get("room") ?? undefined,
    },
    today,
  );
}

/**
 * The values the wizard starts with: the stored draft, overridden field by field by the link's
 * parameters. Where the two disagree on the dates (check-out not after check-in), the link's date
 * stands and the draft's gives way.
 */
export function startingValues(draft: Partial<BookingValues>, fromLink: Partial<BookingValues>): BookingValues {
  const values = { ...emptyBooking, ...draft, ...fromLink };
  const checkIn = parseIsoDate(values.checkIn);
  const checkOut = parseIsoDate(values.checkOut);
  if (checkIn && checkOut && checkOut <= checkIn) {
    if (fromLink.checkOut && !fromLink.checkIn) values.checkIn = "";
    else values.checkOut = "";
  }
  return values;
}

/** The current address without the booking parameters, once the wizard has taken them in. */
export function withoutBookingParams(url: URL): string {
  const next = new URL(url);
  for (const key of bookingParams) next.searchParams.delete(key);
  return `${next.pathname}${next.search}${next.hash}`;
}
