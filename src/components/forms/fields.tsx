import type { ComponentProps, ReactNode } from "react";
import { ChevronDown, CircleAlert } from "lucide-react";
import { clsx as cn } from "clsx";

/** The look of every text box and select (shadcn's Input, on native elements). */
const controlClass =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:bg-input/30 dark:aria-invalid:ring-destructive/40 sm:text-sm";

type FieldProps = {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  /** The problem, in words, shown under the field and announced with it. */
  error?: string;
  /** Invalid, with the words elsewhere: in the banner whose id is `errorId`, announced with the field. */
  invalid?: boolean;
  errorId?: string;
  required?: boolean;
  /** Read after the label of a required field ("required"), which then shows an asterisk. */
  requiredLabel?: string;
  className?: string;
};

type FrameProps = Pick<FieldProps, "id" | "label" | "hint" | "error" | "required" | "requiredLabel" | "className"> & {
  children: ReactNode;
};

/** A label above its control; a hint and an error message below it. */
function FieldFrame({ id, label, hint, error, required, requiredLabel, className, children }: FrameProps) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required && requiredLabel && (
          <>
            <span aria-hidden="true" className="text-destructive">
              {" *"}
            </span>
            <span className="sr-only"> ({requiredLabel})</span>
          </>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm font-medium text-destructive">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}

/** What every control carries: its value, its state for assistive technology and what describes it. */
function controlProps({ id, value, onValueChange, hint, error, invalid, errorId, required }: FieldProps) {
  const isInvalid = Boolean(error) || Boolean(invalid);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, invalid ? errorId : null];
  return {
    id,
    value,
    required,
    onChange: (event: { target: { value: string } }) => onValueChange(event.target.value),
    "aria-invalid": isInvalid || undefined,
    "aria-describedby": describedBy.filter(Boolean).join(" ") || undefined,
  };
}

type NativeProps<T extends "input" | "textarea"> = Omit<ComponentProps<T>, keyof FieldProps | "onChange">;

/** A labelled text box with its hint and error linked to it. */
export function TextField({ ref, ...props }: FieldProps & NativeProps<"input">) {
  const {
    id,
    label,
    value,
    onValueChange,
    hint,
    error,
    invalid,
    errorId,
    required,
    requiredLabel,
    className,
    ...input
  } = props;
  return (
    <FieldFrame {...{ id, label, hint, error, required, requiredLabel, className }}>
      <input ref={ref} {...input} {...controlProps(props)} className={cn(controlClass, "h-11")} />
    </FieldFrame>
  );
}

/** A labelled multi-line text box with its hint and error linked to it. */
export function TextAreaField(props: FieldProps & NativeProps<"textarea">) {
  const {
    id,
    label,
    value,
    onValueChange,
    hint,
    error,
    invalid,
    errorId,
    required,
    requiredLabel,
    className,
    ...textarea
  } = props;
  return (
    <FieldFrame {...{ id, label, hint, error, required, requiredLabel, className }}>
      <textarea {...textarea} {...controlProps(props)} className={cn(controlClass, "min-h-28 resize-y py-2")} />
    </FieldFrame>
  );
}

type SelectFieldProps = FieldProps & {
  placeholder: string;
  /** The placeholder is a choice too (an optional field's "Not sure yet"), not only the first prompt. */
  placeholderChoosable?: boolean;
  options: readonly { value: string; label: string }[];
};

/** A native select: keyboard, screen readers and phone pickers work as people know them, and it ships no code. */
export function SelectField(props: SelectFieldProps) {
  const { id, label, value, hint, error, required, requiredLabel, className, placeholder, options } = props;
  const { placeholderChoosable = false } = props;
  return (
    <FieldFrame {...{ id, label, hint, error, required, requiredLabel, className }}>
      <div className="relative">
        <select
          {...controlProps(props)}
          className={cn(controlClass, "h-11 cursor-pointer appearance-none pr-10", !value && "text-muted-foreground")}
        >
          <option value="" disabled={!placeholderChoosable}>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value} className="text-foreground">
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
      </div>
    </FieldFrame>
  );
}
