import { parseIsoDate } from "@/lib/dates/dates";
import { parseBookingParams } from "@/lib/links/links";
import { emptyBooking, usableStay, type BookingValues } from "./booking-form";

/**
 * The stay a link asks for, as of `today`. Each parameter is judged on its own and left out
 * silently when it is not a real date, lies in the past, or does not fit the others.
 */
export function readBookingParams(search: string | URLSearchParams, today: Date): Partial<BookingValues> {
  const { room, ...stay } = parseBookingParams(search);
  return usableStay({ ...stay, roomType: room }, today);
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
