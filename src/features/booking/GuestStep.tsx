import type { Locale as DateLocale } from "date-fns";
import { ContactFields, type ContactFieldWords } from "@/components/forms/ContactFields";
import { fieldLimits, type BookingField, type BookingValues } from "./booking-form";
import type { BookingStrings, ContactFieldStrings } from "@/content/schema/words";

export type StepFieldsProps = {
  values: BookingValues;
  onChange: <Field extends BookingField>(field: Field, value: BookingValues[Field]) => void;
  strings: BookingStrings;
  /** The fields the last validation found wanting. */
  invalid: ReadonlySet<BookingField>;
  errorId: string;
  /** The page language's date-fns locale. */
  dateLocale?: DateLocale;
};

/** The id of a step 1 field, also in the server-rendered form (what is typed before hydration is found by it). */
export const guestFieldId = (field: BookingField) => `booking-${field}`;

/** Step 1: who is asking, in the words both inquiry wizards share. */
export function GuestStep({
  contactFields,
  ...props
}: StepFieldsProps & { contactFields: ContactFieldWords; formatMessages?: ContactFieldStrings["errors"] }) {
  return <ContactFields {...props} words={contactFields} id={guestFieldId} limits={fieldLimits} />;
}
