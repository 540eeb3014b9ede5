import type { Locale as DateLocale } from "date-fns";
import {
  firstCheckInDay,
  firstCheckOutDay,
  parseIsoDate,
  pickCheckIn,
  pickCheckOut,
  type StayDates,
} from "@/lib/dates/dates";
import { DatePicker, type DayNotes } from "./DatePicker";

type StayField = "checkIn" | "checkOut";

type FieldText = Record<StayField, { label: string; placeholder: string }>;

/** Both fields' words where one "Pick a date" prompt serves both (the quick booking, a room page). */
export const stayFieldText = (words: { checkIn: string; checkOut: string; pickDate: string }): FieldText => ({
  checkIn: { label: words.checkIn, placeholder: words.pickDate },
  checkOut: { label: words.checkOut, placeholder: words.pickDate },
});

type StayDatePickersProps = {
  ids: Record<StayField, string>;
  text: FieldText;
  dates: StayDates;
  onChange: (dates: StayDates) => void;
  /** date-fns format of a chosen date on its button. */
  displayFormat: string;
  dateLocale: DateLocale | undefined;
  /** The fields the last validation found wanting. */
  invalid?: ReadonlySet<string>;
  /** High-demand seasons and the room's sold-out and few-left nights, marked on both calendars. */
  notes?: Omit<DayNotes, "soldOutDisabled">;
  /** Classes of each field's frame (label and button). */
  className?: string;
};

/**
 * Check-in and check-out pickers with the stay rules: no day before today, a check-out after the
 * check-in (its calendar opens on the check-in's month), and a new check-in on or after the
 * check-out clears the check-out. Used by the home page's quick booking, the booking wizard and the room pages:
 * the calendar and its date library are most of their code.
 */
export default function StayDatePickers(props: StayDatePickersProps) {
  const { ids, text, dates, onChange, displayFormat, dateLocale, invalid, notes, className } = props;
  // Read when the pickers render, so a page left open overnight offers the new day.
  const today = new Date();
  const checkIn = parseIsoDate(dates.checkIn) ?? undefined;
  const checkOut = parseIsoDate(dates.checkOut) ?? undefined;
  const common = { displayFormat, dateLocale, className };
  return (
    <>
      <DatePicker
        {...common}
        id={ids.checkIn}
        label={text.checkIn.label}
        placeholder={text.checkIn.placeholder}
        value={checkIn}
        onChange={(date) => onChange(pickCheckIn(dates, date))}
        disabled={{ before: firstCheckInDay(today) }}
        invalid={invalid?.has("checkIn")}
        notes={notes && { ...notes, soldOutDisabled: true }}
      />
      <DatePicker
        {...common}
        id={ids.checkOut}
        label={text.checkOut.label}
        placeholder={text.checkOut.placeholder}
        value={checkOut}
        onChange={(date) => onChange(pickCheckOut(dates, date))}
        disabled={{ before: firstCheckOutDay(today, checkIn) }}
        month={checkIn}
        invalid={invalid?.has("checkOut")}
        notes={notes && { ...notes, soldOutDisabled: false }}
      />
    </>
  );
}
