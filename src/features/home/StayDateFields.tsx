import { useState } from "react";
import type { HomeStrings } from "@/content/locales/en/home";
import { DatePicker } from "@/components/forms/DatePicker";
import { dateLocaleFor, monthDayFormats } from "@/lib/date-locale";
import { firstCheckInDay, firstCheckOutDay, parseIsoDate } from "@/lib/dates";
import type { Locale } from "@/lib/i18n";
import { pickCheckIn, pickCheckOut, type StayDates } from "./stay-dates";

export type StayField = "checkIn" | "checkOut";

type StayDateFieldsProps = {
  locale: Locale;
  idPrefix: string;
  dates: StayDates;
  onChange: (dates: StayDates) => void;
  /** The field whose calendar opens at once (the one the visitor clicked before this code loaded). */
  openField: StayField | null;
  strings: HomeStrings["quickBooking"];
};

/**
 * The quick-booking bar's two date pickers. Loaded on demand: the calendar and its date library
 * are most of the bar's weight, and most visitors never open them.
 */
export default function StayDateFields({ locale, idPrefix, dates, onChange, openField, strings }: StayDateFieldsProps) {
  const dateLocale = dateLocaleFor(locale);
  const [today] = useState(() => new Date());
  const checkIn = parseIsoDate(dates.checkIn) ?? undefined;
  const checkOut = parseIsoDate(dates.checkOut) ?? undefined;
  return (
    <>
      <DatePicker
        id={`${idPrefix}-check-in`}
        label={strings.checkIn}
        value={checkIn}
        onChange={(date) => onChange(pickCheckIn(dates, date))}
        disabled={{ before: firstCheckInDay(today) }}
        placeholder={strings.pickDate}
        displayFormat={monthDayFormats[locale]}
        dateLocale={dateLocale}
        defaultOpen={openField === "checkIn"}
      />
      <DatePicker
        id={`${idPrefix}-check-out`}
        label={strings.checkOut}
        value={checkOut}
        onChange={(date) => onChange(pickCheckOut(dates, date))}
        disabled={{ before: firstCheckOutDay(today, checkIn) }}
        month={checkIn}
        placeholder={strings.pickDate}
        displayFormat={monthDayFormats[locale]}
        dateLocale={dateLocale}
        defaultOpen={openField === "checkOut"}
      />
    </>
  );
}
