import { SelectField } from "@/components/forms/fields";
import { arrivalTimes } from "@/lib/stay/arrival";
import type { BookingLaterStrings } from "@/content/schema/words";

type ArrivalFieldProps = {
  /** "HH:MM", or "" for not sure. */
  value: string;
  onChange: (value: string) => void;
  words: BookingLaterStrings["arrival"];
  /** What arriving at that time means under the policy (early check-in), or null when nothing. */
  note: string | null;
};

const options = arrivalTimes.map((time) => ({ value: time, label: time }));

/** The expected arrival in half-hour steps, optional, with what an early arrival costs said under it. */
export function ArrivalField({ value, onChange, words, note }: ArrivalFieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <SelectField
        id="booking-arrivalTime"
        label={words.label}
        placeholder={words.notSure}
        placeholderChoosable
        value={value}
        onValueChange={onChange}
        options={options}
      />
      {/* Always in the page, so a screen reader hears the note when it appears. */}
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {note ?? ""}
      </p>
    </div>
  );
}
