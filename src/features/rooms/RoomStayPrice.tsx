import { useEffect, useMemo, useState } from "react";
import StayDatePickers, { stayFieldText } from "@/components/forms/StayDatePickers";
import { stayDayNotes } from "@/components/forms/day-notes";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import { dateLocaleFor, monthDayFormats } from "@/lib/dates/date-locale";
import type { StayDates } from "@/lib/dates/dates";
import type { Locale } from "@/lib/i18n/i18n";
import { roomStayPricingIn } from "@/content/read/rates";
import { words as calendarWords } from "@/content/read/island-words/calendar";
import { words } from "@/content/read/island-words/room-stay";
import { roomStayTotals } from "./room-stay-totals";
import { roomActionIds, roomAskHref, roomBookHref, type RoomAsk } from "./room-actions";

type RoomStayPriceProps = {
  locale: Locale;
  /** The room's slug: its rates and availability marks come with the island's code (read/rates.ts), not in the page's HTML. */
  room: string;
  /** What 'Ask about this room on WhatsApp' says, with and without the dates picked here. */
  ask: RoomAsk;
};

/**
 * Beside a room's "from" price: the guest picks dates and reads the total for the room in every
 * plan, priced by the one engine, with the page language's date locale. The calendars and the rates
 * come with the island's code.
 */
function RoomStayPrice({ locale, room, ask }: RoomStayPriceProps) {
  const strings = words("room-stay", locale);
  const [dates, setDates] = useState<StayDates>({ checkIn: null, checkOut: null });
  const pricing = useMemo(() => roomStayPricingIn(locale, room), [locale, room]);
  const calendar = calendarWords("calendar", locale);
  const dateLocale = dateLocaleFor(locale, calendar);
  const card = pricing.rooms[room]?.card;
  const facts = {
    seasons: card?.seasons ?? [],
    marks: pricing.availability.marks,
    room,
    asOf: pricing.availability.asOf,
    sample: pricing.sample.availability,
  };
  usePickedStayInActions(locale, room, ask, dates, dateLocale);
  const totals = roomStayTotals(pricing, room, dates, strings, locale, dateLocale);
  return (
    // js-only: without JavaScript the date fields could do nothing; the "from" price and the plans stay readable.
    <section aria-labelledby="room-stay-heading" className="js-only rounded-lg border p-4 sm:p-5">
      <h2 id="room-stay-heading" className="text-base font-semibold">
        {strings.heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{strings.intro}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <StayDatePickers
          ids={{ checkIn: "room-stay-checkIn", checkOut: "room-stay-checkOut" }}
          text={stayFieldText(strings)}
          dates={dates}
          onChange={setDates}
          displayFormat={monthDayFormats[locale]}
          dateLocale={dateLocale}
          notes={stayDayNotes(facts, calendar, dateLocale)}
        />
      </div>
      <div aria-live="polite" className="mt-3 text-sm">
        {totals && (
          <>
            {totals.problems.map((problem) => (
              <p key={problem} className="mb-2 font-medium text-destructive">
                {problem}
              </p>
            ))}
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
              {totals.plans.map(({ id, name, total }) => (
                <div key={id} className="contents">
                  <dt className="text-muted-foreground">{name}</dt>
                  <dd className="text-right font-semibold">{total}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-muted-foreground">{strings.note}</p>
            {pricing.sample.rates && <p className="mt-2 font-medium">{strings.sampleNotice}</p>}
          </>
        )}
      </div>
    </section>
  );
}

/**
 * Points the page's 'Book this room' and 'Ask about this room on WhatsApp' at the dates picked here,
 * so the wizard and the chat start with them. The links are the page's own, outside the island: a
 * tap on them is followed at once, never held for this code.
 */
function usePickedStayInActions(
  locale: Locale,
  room: string,
  ask: RoomAsk,
  dates: StayDates,
  dateLocale: ReturnType<typeof dateLocaleFor>,
) {
  useEffect(() => {
    const book = document.getElementById(roomActionIds.book);
    const askLink = document.getElementById(roomActionIds.ask);
    if (book instanceof HTMLAnchorElement) book.href = roomBookHref(locale, room, dates);
    if (askLink instanceof HTMLAnchorElement) askLink.href = roomAskHref(ask, dates, dateLocale);
  }, [locale, room, ask, dates, dateLocale]);
}

export default withErrorBoundary(RoomStayPrice);
