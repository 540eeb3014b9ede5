import type { Locale as DateLocale } from "date-fns";
import { startOfDay } from "date-fns";
import type { ContactFieldWords } from "@/components/forms/ContactFields";
import { DatePicker } from "@/components/forms/DatePicker";
import { SelectField, TextField } from "@/components/forms/fields";
import { parseIsoDate, toIsoDate } from "@/lib/dates/dates";
import { longDateFormat } from "@/lib/dates/long-date";
import { fill } from "@/lib/i18n/format";
import { eventFieldLimits, eventTypes, maxGuests, type EventField, type EventValues } from "./event-form";
import type { EventInquiryStrings, HallDetailsStrings } from "@/content/schema/words";
import { eventSlots } from "@/content/event-kinds";

/** What every step's fields get from the wizard. */
export type EventFieldsProps = {
  values: EventValues;
  onChange: (field: EventField, value: string) => void;
  strings: EventInquiryStrings;
  /** The seating layouts', slots' and menus' names, as the events page gives them. */
  details: Pick<HallDetailsStrings, "layouts" | "slots" | "menus">;
  /** Name, e-mail and phone: the labels both inquiry wizards share. */
  contactFields: ContactFieldWords;
  invalid: ReadonlySet<EventField>;
  errorId: string;
  dateLocale?: DateLocale;
};

export const fieldId = (field: EventField) => `event-${field}`;

/** What a field of the event steps takes from the wizard: its id and value, the change, and whether the last check marked it. */
export function fieldBinding({ values, onChange, invalid, errorId }: EventFieldsProps, field: EventField) {
  return {
    id: fieldId(field),
    value: values[field],
    onValueChange: (value: string) => onChange(field, value),
    invalid: invalid.has(field),
    errorId,
  };
}

/** Step 1: what, when and for how many. */
export function EventStepFields(props: EventFieldsProps) {
  const { values, onChange, strings, details, invalid, dateLocale } = props;
  const f = strings.fields;
  const today = startOfDay(new Date());
  const date = parseIsoDate(values.date) ?? undefined;
  const alternate = parseIsoDate(values.alternateDate) ?? undefined;
  const pick = (field: "date" | "alternateDate") => (day: Date | undefined) =>
    onChange(field, day ? toIsoDate(day) : "");
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        {...fieldBinding(props, "eventType")}
        label={f.eventType.label}
        placeholder={f.eventType.placeholder}
        options={eventTypes.map((type) => ({ value: type, label: f.eventType.options[type] }))}
        required
      />
      <DatePicker
        id={fieldId("date")}
        label={f.date.label}
        placeholder={f.date.placeholder}
        value={date}
        onChange={pick("date")}
        disabled={{ before: today }}
        displayFormat={longDateFormat}
        dateLocale={dateLocale}
        invalid={invalid.has("date")}
        required
      />
      <DatePicker
        id={fieldId("alternateDate")}
        label={f.alternateDate.label}
        placeholder={f.alternateDate.placeholder}
        value={alternate}
        onChange={pick("alternateDate")}
        disabled={date ? [{ before: today }, date] : { before: today }}
        month={date}
        displayFormat={longDateFormat}
        dateLocale={dateLocale}
        invalid={invalid.has("alternateDate")}
      />
      <SelectField
        {...fieldBinding(props, "slot")}
        label={f.slot.label}
        placeholder={f.slot.placeholder}
        options={eventSlots.map((slot) => ({ value: slot, label: details.slots[slot] }))}
        required
      />
      <TextField
        {...fieldBinding(props, "guests")}
        label={f.guests.label}
        inputMode="numeric"
        autoComplete="off"
        maxLength={eventFieldLimits.guests}
        hint={fill(f.guests.hint, { max: maxGuests })}
        required
      />
    </div>
  );
}
