import { useId, useState } from "react";
import type { HomeStrings } from "@/content/locales/en/home";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import { DatePicker } from "@/components/forms/DatePicker";
import { buttonVariants } from "@/components/ui/button";
import { firstCheckInDay, firstCheckOutDay } from "@/lib/dates";
import { fill } from "@/lib/format";
import { cn } from "@/lib/utils";
import { guestChoices, quickBookingHref, withCheckIn, type QuickBookingChoice } from "./quick-booking";

type QuickBookingProps = {
  /** The booking page in the page's language. */
  bookingPath: string;
  /** The largest room's capacity: the last guest choice means that many or more. */
  maxGuests: number;
  strings: HomeStrings["quickBooking"];
};

/**
 * Check-in, check-out and guests, carried to the booking wizard in the link's query. The link is
 * plain /booking in the HTML, so it works before (and without) JavaScript.
 */
function QuickBooking({ bookingPath, maxGuests, strings }: QuickBookingProps) {
  const id = useId();
  const [today] = useState(() => new Date());
  const [choice, setChoice] = useState<QuickBookingChoice>({});
  const choices = guestChoices(maxGuests);
  const guestLabel = (count: number) =>
    count === 1
      ? strings.guestOne
      : fill(count === choices.length ? strings.guestMax : strings.guestMany, { count });

  return (
    <div
      role="group"
      aria-label={strings.formLabel}
      className="grid gap-4 rounded-2xl border bg-card p-4 text-card-foreground shadow-lg sm:grid-cols-3 sm:p-6 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
    >
      <DatePicker
        id={`${id}-check-in`}
        label={strings.checkIn}
        value={choice.checkIn ?? undefined}
        onChange={(date) => setChoice((current) => withCheckIn(current, date))}
        disabled={{ before: firstCheckInDay(today) }}
        placeholder={strings.pickDate}
        displayFormat="MMM d"
      />
      <DatePicker
        id={`${id}-check-out`}
        label={strings.checkOut}
        value={choice.checkOut ?? undefined}
        onChange={(date) => setChoice((current) => ({ ...current, checkOut: date ?? null }))}
        disabled={{ before: firstCheckOutDay(today, choice.checkIn) }}
        placeholder={strings.pickDate}
        displayFormat="MMM d"
      />
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-guests`} className="text-sm font-medium">
          {strings.guests}
        </label>
        <select
          id={`${id}-guests`}
          value={choice.guests ?? ""}
          onChange={(event) =>
            setChoice((current) => ({ ...current, guests: event.target.value ? Number(event.target.value) : null }))
          }
          className="h-11 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/70"
        >
          <option value="">{strings.guestsPlaceholder}</option>
          {choices.map((count) => (
            <option key={count} value={count}>
              {guestLabel(count)}
            </option>
          ))}
        </select>
      </div>
      <a
        href={quickBookingHref(bookingPath, choice)}
        className={cn(buttonVariants({ size: "lg" }), "h-11 w-full sm:col-span-3 lg:col-span-1 lg:w-auto")}
      >
        {strings.checkAvailability}
      </a>
    </div>
  );
}

export default withErrorBoundary(QuickBooking);
