import { earlyFormatAttributes, type ContactRuleMessages } from "@/lib/forms/contact-rules";
import { TextField } from "./fields";

export type ContactField = "firstName" | "lastName" | "email" | "phone";

/** A field's words: its label and example; the phone also says how to write the number. */
type FieldWords = { label: string; placeholder: string };
export type ContactFieldWords = Record<Exclude<ContactField, "phone">, FieldWords> & {
  phone: FieldWords & { hint: string };
};

type ContactFieldsProps = {
  words: ContactFieldWords;
  values: Record<ContactField, string>;
  onChange: (field: ContactField, value: string) => void;
  /** The form's id for a field ("booking-email"). */
  id: (field: ContactField) => string;
  limits: Record<ContactField, number>;
  /** The fields the last check found wanting. */
  invalid: ReadonlySet<string>;
  errorId: string;
  /** The e-mail and phone messages, carried by the server-rendered fields for the page's early check. */
  formatMessages?: Pick<ContactRuleMessages, "email" | "phone">;
};

/** Name, e-mail and phone, all required, as the inquiry wizards ask for them. Autocomplete hints let phones fill them in. */
export function ContactFields(props: ContactFieldsProps) {
  const { words, values, onChange, id, limits, invalid, errorId, formatMessages } = props;
  const common = (field: ContactField) => ({
    id: id(field),
    label: words[field].label,
    placeholder: words[field].placeholder,
    value: values[field],
    onValueChange: (value: string) => onChange(field, value),
    maxLength: limits[field],
    invalid: invalid.has(field),
    errorId,
    required: true,
    ...(formatMessages && earlyFormatAttributes(field, formatMessages)),
  });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField {...common("firstName")} autoComplete="given-name" />
      <TextField {...common("lastName")} autoComplete="family-name" />
      <TextField {...common("email")} type="email" inputMode="email" autoComplete="email" spellCheck={false} />
      <TextField {...common("phone")} type="tel" inputMode="tel" autoComplete="tel" hint={words.phone.hint} />
    </div>
  );
}
