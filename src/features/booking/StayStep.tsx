import { DatePicker } from "@/components/forms/DatePicker";
import { fill } from "@/lib/format";
import { firstCheckInDay, firstCheckOutDay, parseIsoDate, toIsoDate } from "@/lib/dates";
import { guestOptions } from "./booking-form";
import { SelectField } from "./fields";
import type { StepFieldsProps } from "./GuestStep";
import { stayDateFormat } from "./inquiry";

/** A room as the wizard offers it: the rooms page's name, price and how many it sleeps. */
export type RoomChoice = { slug: string; name: string; price: number; guests: number };

type StayStepProps = StepFieldsProps & {
  rooms: readonly RoomChoice[];
  /** Choosing a check-in may also clear the check-out, so it is handled by the wizard. */
  onCheckInChange: (isoDate: string) => void;
};

/** Step 2: dates, room and guests. Loaded apart from the wizard: the calendar is most of the wizard's code. */
export default function StayStep({ values, onChange, onCheckInChange, strings, invalid, errorId, rooms, dateLocale }: StayStepProps) {
  const f = strings.fields;
  // Read when the step renders, so a page left open overnight offers the new day.
  const today = new Date();
  const checkIn = parseIsoDate(values.checkIn) ?? undefined;
  const checkOut = parseIsoDate(values.checkOut) ?? undefined;
  const room = rooms.find((r) => r.slug === values.roomType);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <DatePicker
        id="booking-checkIn"
        label={f.checkIn.label}
        placeholder={f.checkIn.placeholder}
        value={checkIn}
        onChange={(date) => onCheckInChange(date ? toIsoDate(date) : "")}
        disabled={{ before: firstCheckInDay(today) }}
        displayFormat={stayDateFormat}
        dateLocale={dateLocale}
        invalid={invalid.has("checkIn")}
      />
      <DatePicker
        id="booking-checkOut"
        label={f.checkOut.label}
        placeholder={f.checkOut.placeholder}
        value={checkOut}
        onChange={(date) => onChange("checkOut", date ? toIsoDate(date) : "")}
        disabled={{ before: firstCheckOutDay(today, checkIn) }}
        month={checkIn}
        displayFormat={stayDateFormat}
        dateLocale={dateLocale}
        invalid={invalid.has("checkOut")}
      />
      <SelectField
        id="booking-roomType"
        label={f.roomType.label}
        placeholder={f.roomType.placeholder}
        value={values.roomType}
        onValueChange={(value) => onChange("roomType", value)}
        options={rooms.map((r) => ({ value: r.slug, label: r.name }))}
        hint={room && fill(f.roomType.hint, { price: room.price, guests: room.guests })}
        invalid={invalid.has("roomType")}
        errorId={errorId}
      />
      <SelectField
        id="booking-guests"
        label={f.guests.label}
        placeholder={f.guests.placeholder}
        value={values.guests}
        onValueChange={(value) => onChange("guests", value)}
        options={guestOptions.map((n) => ({ value: n, label: f.guests.options[n] }))}
        invalid={invalid.has("guests")}
        errorId={errorId}
      />
    </div>
  );
}
