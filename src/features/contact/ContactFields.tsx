import type { ComponentProps } from "react";
import { CircleAlert } from "lucide-react";
import { cn } from "@/lib/utils";

/** shadcn's Input look, on native elements. */
const controlClass =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:bg-input/30 dark:aria-invalid:ring-destructive/40 sm:text-sm";

type FieldProps = {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The problem, in words, shown under the field and announced with it. */
  error?: string;
  hint?: string;
  required?: boolean;
  /** Read after the label for required fields ("required"); the asterisk is only visual. */
  requiredLabel: string;
  className?: string;
};

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

function FieldLabel({ id, label, required, requiredLabel }: Pick<FieldProps, "id" | "label" | "required" | "requiredLabel">) {
  return (
    <label htmlFor={id} className="text-sm font-medium">
      {label}
      {required && (
        <>
          <span aria-hidden="true" className="text-destructive">
            {" *"}
          </span>
          <span className="sr-only"> ({requiredLabel})</span>
        </>
      )}
    </label>
  );
}

function FieldNotes({ id, hint, error }: Pick<FieldProps, "id" | "hint" | "error">) {
  return (
    <>
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
    </>
  );
}

type InputFieldProps = FieldProps & Omit<ComponentProps<"input">, "id" | "value" | "onChange" | "required" | "className">;

/** A labelled text box with its hint and error message linked to it. */
export function InputField({ id, label, value, onValueChange, error, hint, required, requiredLabel, className, ...input }: InputFieldProps) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <FieldLabel id={id} label={label} required={required} requiredLabel={requiredLabel} />
      <input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(controlClass, "h-11")}
        {...input}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

type TextareaFieldProps = FieldProps & Omit<ComponentProps<"textarea">, "id" | "value" | "onChange" | "required" | "className">;

/** A labelled multi-line text box with its hint and error message linked to it. */
export function TextareaField({ id, label, value, onValueChange, error, hint, required, requiredLabel, className, ...textarea }: TextareaFieldProps) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <FieldLabel id={id} label={label} required={required} requiredLabel={requiredLabel} />
      <textarea
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(controlClass, "min-h-36 py-2")}
        {...textarea}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
