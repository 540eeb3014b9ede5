import StayDatePickers, { stayFieldText, type StayField } from "@/components/forms/StayDatePickers";
import { dateLocaleFor, monthDayFormats } from "@/lib/date-locale";
import type { StayDates } from "@/lib/dates";
import type { Locale } from "@/lib/i18n";
import type { HomeStrings } from "@/content/schema/words";
import { words } from "@/content/read/island-words/calendar";

type StayDateFieldsProps = {
  locale: Locale;
  idPrefix: string;
  dates: StayDates;
  onChange: (dates: StayDates) => void;
  openField: StayField | null;
  strings: Pick<HomeStrings["quickBooking"], "checkIn" | "checkOut" | "pickDate">;
};

/**
 * The quick-booking bar's date pickers, loaded on demand together with the page language's date
 * locale (kept out of the bar's first download).
 */
export default function StayDateFields({ locale, idPrefix, dates, onChange, openField, strings }: StayDateFieldsProps) {
  return (
    <StayDatePickers
      ids={{ checkIn: `${idPrefix}-check-in`, checkOut: `${idPrefix}-check-out` }}
      text={stayFieldText(strings)}
      dates={dates}
      onChange={onChange}
      displayFormat={monthDayFormats[locale]}
      dateLocale={dateLocaleFor(locale, words("calendar", locale))}
      openField={openField}
    />
  );
}
