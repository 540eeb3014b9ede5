import { useState } from "react";
import { ChevronDown } from "lucide-react";
import { SelectField, TextField } from "@/components/forms/fields";
import type { Locale } from "@/lib/i18n/i18n";
import { gstDetailsProblems, legalNameLimit } from "@/lib/stay/gst-details";
import { gstStates } from "@/lib/stay/gst-states";
import type { BookingLaterStrings } from "@/content/schema/words";
import { fieldLimits, type BookingField, type BookingValues } from "./booking-form";
import { billingState, gstGiven, typedGstin } from "./guest-extras";
import { gstProblemMessage } from "./stay-notes";

type GstValues = Pick<BookingValues, "gstLegalName" | "gstin" | "gstState">;
type GstField = keyof GstValues;

type GstFieldsProps = {
  values: GstValues;
  onChange: (field: GstField, value: string) => void;
  strings: BookingLaterStrings;
  locale: Locale;
  /** The fields the last check found wanting (the send refuses a GST part half given). */
  invalid: ReadonlySet<BookingField>;
  errorId: string;
};

/**
 * "GST invoice for a company": a native disclosure with the company's legal name, its GSTIN
 * (checked when the guest leaves the field) and the billing state, filled in from the GSTIN until
 * the guest picks one by hand.
 */
export function GstFields({ values, onChange, strings, locale, invalid, errorId }: GstFieldsProps) {
  const s = strings.gst;
  const [open, setOpen] = useState(() => gstGiven(values));
  const [left, setLeft] = useState<ReadonlySet<GstField>>(new Set());
  const leave = (field: GstField) => setLeft((fields) => new Set(fields).add(field));
  const errorOf = (field: "gstLegalName" | "gstin") => {
    if (!left.has(field) || !gstGiven(values)) return undefined;
    const problem = gstDetailsProblems({ legalName: values.gstLegalName, gstin: values.gstin }).find(
      (p) => (p.field === "legalName" ? "gstLegalName" : "gstin") === field,
    );
    return problem && gstProblemMessage(problem, strings);
  };
  const states = Object.entries(gstStates).map(([code, name]) => ({ value: code, label: `${code} ${name[locale]}` }));
  const mustShow = invalid.has("gstLegalName") || invalid.has("gstin");
  return (
    <details
      open={open || mustShow}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-lg border px-4"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-2 font-medium [&::-webkit-details-marker]:hidden">
        {s.heading}
        <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="flex flex-col gap-4 pb-4">
        <p className="text-sm text-muted-foreground">{s.help}</p>
        <TextField
          id="booking-gstLegalName"
          label={s.legalName}
          value={values.gstLegalName}
          onValueChange={(value) => onChange("gstLegalName", value)}
          onBlur={() => leave("gstLegalName")}
          maxLength={legalNameLimit}
          autoComplete="organization"
          error={errorOf("gstLegalName")}
          invalid={invalid.has("gstLegalName")}
          errorId={errorId}
        />
        <TextField
          id="booking-gstin"
          label={s.gstin}
          value={values.gstin}
          // The state is not set here: billingState shows the GSTIN's own until the guest picks one by hand.
          onValueChange={(value) => onChange("gstin", typedGstin(value))}
          onBlur={() => leave("gstin")}
          maxLength={fieldLimits.gstin}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          error={errorOf("gstin")}
          invalid={invalid.has("gstin")}
          errorId={errorId}
        />
        <SelectField
          id="booking-gstState"
          label={s.state}
          placeholder={s.state}
          value={billingState(values)}
          onValueChange={(value) => onChange("gstState", value)}
          options={states}
        />
      </div>
    </details>
  );
}
