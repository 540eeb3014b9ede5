import type { Locale as DateLocale } from "date-fns";
import { fieldLimits, type BookingField, type BookingValues } from "./booking-form";
import { TextField } from "@/components/forms/fields";
import type { BookingStrings } from "@/content/schema/words";

export type StepFieldsProps = {
  values: BookingValues;
  onChange: (field: BookingField, value: string) => void;
  strings: BookingStrings;
  /** The fields the last validation found wanting. */
  invalid: ReadonlySet<BookingField>;
  errorId: string;
  /** The page language's date-fns locale. */
  dateLocale?: DateLocale;
};

/** Step 1: who is asking. Autocomplete hints let phones fill the fields in. */
export function GuestStep({ values, onChange, strings, invalid, errorId }: StepFieldsProps) {
  const f = strings.fields;
  const common = (field: "firstName" | "lastName" | "email" | "phone") => ({
    id: `booking-${field}`,
    label: f[field].label,
    placeholder: f[field].placeholder,
    value: values[field],
    onValueChange: (value: string) => onChange(field, value),
    maxLength: fieldLimits[field],
    invalid: invalid.has(field),
    errorId,
    required: true,
  });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField {...common("firstName")} autoComplete="given-name" />
      <TextField {...common("lastName")} autoComplete="family-name" />
      <TextField {...common("email")} type="email" inputMode="email" autoComplete="email" spellCheck={false} />
      <TextField {...common("phone")} type="tel" inputMode="tel" autoComplete="tel" hint={f.phone.hint} />
    </div>
  );
}
