import type { ComponentProps, ReactNode } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/utils";

/** The look of every text box and select in the wizard (shadcn's Input, on native elements). */
const controlClass =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:bg-input/30 dark:aria-invalid:ring-destructive/40 sm:text-sm";

type FieldFrameProps = { id: string; label: string; hint?: ReactNode; children: ReactNode; className?: string };

/** A label above its control, and an optional hint below it (the control points at it with aria-describedby). */
function FieldFrame({ id, label, hint, children, className }: FieldFrameProps) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Links the control to its hint and, while it is invalid, to the error banner. */
function describedBy(id: string, hint: ReactNode, errorId: string | undefined) {
  return [hint ? `${id}-hint` : null, errorId].filter(Boolean).join(" ") || undefined;
}

type TextFieldProps = Omit<ComponentProps<"input">, "id" | "onChange" | "value"> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  invalid?: boolean;
  /** The error banner's id, announced with the field while it is invalid. */
  errorId?: string;
};

export function TextField({ id, label, value, onValueChange, hint, invalid, errorId, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} className={className}>
      <input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, hint, invalid ? errorId : undefined)}
        className={cn(controlClass, "h-11")}
        {...input}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  hint?: ReactNode;
  invalid?: boolean;
  errorId?: string;
  className?: string;
};

/** A native select: keyboard, screen readers and phone pickers work as people know them, and it ships no code. */
export function SelectField({ id, label, value, onValueChange, placeholder, options, hint, invalid, errorId, className }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} className={className}>
      <div className="relative">
        <select
          id={id}
          value={value}
          required
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(id, hint, invalid ? errorId : undefined)}
          className={cn(controlClass, "h-11 cursor-pointer appearance-none pr-10", !value && "text-muted-foreground")}
        >
          <option value="" disabled>
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

type TextAreaFieldProps = Omit<ComponentProps<"textarea">, "id" | "onChange" | "value"> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
};

export function TextAreaField({ id, label, value, onValueChange, hint, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} className={className}>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby={describedBy(id, hint, undefined)}
        className={cn(controlClass, "min-h-28 resize-y py-2")}
        {...textarea}
      />
    </FieldFrame>
  );
}
