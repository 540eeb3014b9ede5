import { useState } from "react";
import { format, type Locale as DateLocale } from "date-fns";
import { CalendarIcon } from "@/components/icons/stroke-icons";
import type { Matcher } from "react-day-picker";
import { Calendar } from "@/components/ui/calendar";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { clsx as cn } from "clsx";

export type DatePickerProps = {
  id: string;
  label: string;
  value: Date | undefined;
  onChange: (date: Date | undefined) => void;
  /** Days that cannot be picked (react-day-picker matchers, e.g. { before: today }). */
  disabled?: Matcher | Matcher[];
  placeholder: string;
  /** date-fns format of the chosen date on the button, e.g. "MMM d" or "PPP". */
  displayFormat: string;
  dateLocale?: DateLocale;
  /** Marks the field invalid for assistive technology. */
  invalid?: boolean;
  /** A date the step needs: the field before the calendar loads says so to the page's early check. */
  required?: boolean;
  /** The month the calendar opens on while no date is chosen (e.g. the check-in's month for a check-out). */
  month?: Date;
  /** Opens the calendar on mount (a picker loaded on demand, opened by the click that asked for it). */
  defaultOpen?: boolean;
  className?: string;
};

/**
 * A labelled button that opens a calendar in a popover and closes it once a day is picked.
 * Keyboard: Enter opens it, the arrow keys move between days, Enter picks, Escape closes.
 */
export function DatePicker({
  id,
  label,
  value,
  onChange,
  disabled,
  placeholder,
  displayFormat,
  dateLocale,
  invalid,
  month,
  defaultOpen = false,
  className,
}: DatePickerProps) {
  const [open, setOpen] = useState(defaultOpen);
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <button
            id={id}
            type="button"
            aria-labelledby={`${labelId} ${valueId}`}
            aria-invalid={invalid || undefined}
            className={cn(
              "flex h-11 w-full items-center gap-2 rounded-md border border-input bg-background px-3 text-left text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/70 aria-invalid:border-destructive",
              !value && "text-muted-foreground",
            )}
          >
            <CalendarIcon className="size-4 shrink-0" aria-hidden="true" />
            <span id={valueId}>{value ? format(value, displayFormat, { locale: dateLocale }) : placeholder}</span>
          </button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-0" align="start" aria-labelledby={labelId}>
          <Calendar
            mode="single"
            selected={value}
            defaultMonth={value ?? month}
            onSelect={(date) => {
              onChange(date);
              setOpen(false);
            }}
            disabled={disabled}
            locale={dateLocale}
            autoFocus
          />
        </PopoverContent>
      </Popover>
    </div>
  );
}
