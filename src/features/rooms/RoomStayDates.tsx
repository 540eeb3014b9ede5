import { useMemo } from "react";
import StayDatePickers, { stayFieldText } from "@/components/forms/StayDatePickers";
import { stayDayNotes } from "@/components/forms/day-notes";
import { dateLocaleFor, monthDayFormats } from "@/lib/date-locale";
import type { StayDates } from "@/lib/dates";
import type { Locale } from "@/lib/i18n";
import { roomStayPricingIn } from "@/content/read/rates";
import { words } from "@/content/read/island-words/calendar";
import type { RoomStayStrings } from "@/content/schema/words";
import { roomStayTotals } from "./room-stay-totals";

type RoomStayDatesProps = {
  locale: Locale;
  room: string;
  dates: StayDates;
  onChange: (dates: StayDates) => void;
  /** The price's words, which the island read already (read/island-words/room-stay.ts). */
  strings: RoomStayStrings;
};

/**
 * The room page's date pickers and the totals they give, with the page language's date locale and the
 * room's rates (which come with the island's code, not in the page's HTML).
 */
export default function RoomStayDates({ locale, room, dates, onChange, strings }: RoomStayDatesProps) {
  const pricing = useMemo(() => roomStayPricingIn(locale, room), [locale, room]);
  const calendar = words("calendar", locale);
  const dateLocale = dateLocaleFor(locale, calendar);
  const card = pricing.rooms[room]?.card;
  const facts = {
    seasons: card?.seasons ?? [],
    marks: pricing.availability.marks,
    room,
    asOf: pricing.availability.asOf,
  };
  const totals = roomStayTotals(pricing, room, dates, strings, locale, dateLocale);
  return (
    <>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <StayDatePickers
          ids={{ checkIn: "room-stay-checkIn", checkOut: "room-stay-checkOut" }}
          text={stayFieldText(strings)}
          dates={dates}
          onChange={onChange}
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
          </>
        )}
      </div>
    </>
  );
}
