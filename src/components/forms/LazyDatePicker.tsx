import { lazy, Suspense, useState } from "react";
import { CalendarIcon } from "@/components/icons/stroke-icons";
import type { DatePickerProps } from "./DatePicker";

let picker: Promise<typeof import("./DatePicker")> | undefined;
/** Starts loading the calendar (on hover, focus or touch, so it is usually there by the click). */
export const loadDatePicker = () => (picker ??= import("./DatePicker"));
const DatePicker = lazy(() => loadDatePicker().then((module) => ({ default: module.DatePicker })));

/**
 * A DatePicker whose calendar and date library load only when wanted: a press on the field (the
 * calendar then opens at once) or a date to show. Until then the field is a look-alike button with
 * the same name, so the server renders it, and a press is never lost.
 */
export function LazyDatePicker(props: DatePickerProps) {
  const [pressed, setPressed] = useState(false);
  const placeholder = (busy: boolean) => (
    <DateFieldPlaceholder
      {...props}
      busy={busy}
      onPress={() => {
        void loadDatePicker();
        setPressed(true);
      }}
    />
  );
  if (!pressed && !props.value) return placeholder(false);
  return (
    <Suspense fallback={placeholder(pressed)}>
      <DatePicker {...props} defaultOpen={pressed} />
    </Suspense>
  );
}

type DateFieldPlaceholderProps = Pick<
  DatePickerProps,
  "id" | "label" | "placeholder" | "invalid" | "required" | "className"
> & {
  /** Pressed, and the calendar is still loading. */
  busy: boolean;
  onPress: () => void;
};

/** Looks and reads like the DatePicker's closed field. */
export function DateFieldPlaceholder({
  id,
  label,
  placeholder,
  invalid,
  required,
  className,
  busy,
  onPress,
}: DateFieldPlaceholderProps) {
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  return (
    <div className={className ? `flex flex-col gap-2 ${className}` : "flex flex-col gap-2"}>
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <button
        id={id}
        type="button"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-haspopup="dialog"
        aria-expanded={false}
        aria-invalid={invalid || undefined}
        data-required={required || undefined}
        aria-busy={busy || undefined}
        onPointerEnter={loadDatePicker}
        onFocus={loadDatePicker}
        onTouchStart={loadDatePicker}
        onClick={onPress}
        className="flex h-11 w-full items-center gap-2 rounded-md border border-input bg-background px-3 text-left text-sm text-muted-foreground shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/70 aria-invalid:border-destructive"
      >
        <CalendarIcon className="size-4 shrink-0" aria-hidden="true" />
        <span id={valueId}>{placeholder}</span>
      </button>
    </div>
  );
}
