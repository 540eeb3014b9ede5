import { useEffect, useId, useRef, useState } from "react";
import StayDatePickers, { stayFieldText } from "@/components/forms/StayDatePickers";
import { dateLocaleFor, monthDayFormats } from "@/lib/dates/date-locale";
import { words } from "@/content/read/island-words/calendar";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import { buttonVariants } from "@/components/ui/button";
import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { clsx as cn } from "clsx";
import { bookingHref } from "@/lib/links/links";
import { guestChoices } from "./quick-booking";
import type { StayDates } from "@/lib/dates/dates";
import type { HomeStrings } from "@/content/schema/words";

/** The strings the island shows: the section's heading and links are the page's own. */
export const quickBookingStringKeys = [
  "formLabel",
  "checkIn",
  "checkOut",
  "pickDate",
  "guests",
  "guestsPlaceholder",
  "guestOne",
  "guestMany",
  "guestMax",
  "checkAvailability",
] as const;
export type QuickBookingStrings = Pick<HomeStrings["quickBooking"], (typeof quickBookingStringKeys)[number]>;

type QuickBookingProps = {
  /** The page's language: month names and the calendar's labels. */
  locale: Locale;
  /** The booking page in the page's language. */
  bookingPath: string;
  /** The largest room's capacity: the last guest choice means that many or more. */
  maxGuests: number;
  strings: QuickBookingStrings;
};

/**
 * Check-in, check-out and guests, carried to the booking wizard in the link's query. The link is
 * plain /booking in the HTML, so it works before (and without) JavaScript. The calendars come with
 * the island's code (fetched in the background once the page has shown, or all at once with it on an
 * early press), so a press on a date field opens its calendar as soon as the island is live.
 */
function QuickBooking({ locale, bookingPath, maxGuests, strings }: QuickBookingProps) {
  const id = useId();
  const [dates, setDates] = useState<StayDates>({ checkIn: null, checkOut: null });
  const [guests, setGuests] = useState<number | null>(null);
  const guestSelect = useRef<HTMLSelectElement>(null);
  // A guest count chosen before the island was live is in the field already: take it up.
  useEffect(() => {
    const chosen = Number(guestSelect.current?.value);
    if (chosen) setGuests(chosen);
  }, []);
  const choices = guestChoices(maxGuests);
  const guestLabel = (count: number) =>
    count === 1 ? strings.guestOne : fill(count === choices.length ? strings.guestMax : strings.guestMany, { count });

  return (
    <div
      role="group"
      aria-label={strings.formLabel}
      className="grid gap-4 rounded-2xl border bg-card p-4 text-card-foreground shadow-lg sm:grid-cols-3 sm:p-6 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
    >
      <StayDatePickers
        ids={{ checkIn: `${id}-check-in`, checkOut: `${id}-check-out` }}
        text={stayFieldText(strings)}
        dates={dates}
        onChange={setDates}
        displayFormat={monthDayFormats[locale]}
        dateLocale={dateLocaleFor(locale, words("calendar", locale))}
        // Without JavaScript the date fields could do nothing: the link below still leads to the booking page.
        className="js-only"
      />
      <div className="js-only flex flex-col gap-2">
        <label htmlFor={`${id}-guests`} className="text-sm font-medium">
          {strings.guests}
        </label>
        <select
          id={`${id}-guests`}
          ref={guestSelect}
          defaultValue=""
          onChange={(event) => setGuests(event.target.value ? Number(event.target.value) : null)}
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
        href={bookingHref(bookingPath, { ...dates, guests })}
        // Read at the press: a choice made just before it (even before the island was live) counts.
        onClick={(event) => {
          event.currentTarget.href = bookingHref(bookingPath, {
            ...dates,
            guests: Number(guestSelect.current?.value) || null,
          });
        }}
        className={cn(buttonVariants({ size: "lg" }), "h-11 w-full sm:col-span-3 lg:col-span-1 lg:w-auto")}
      >
        {strings.checkAvailability}
      </a>
    </div>
  );
}

export default withErrorBoundary(QuickBooking);
