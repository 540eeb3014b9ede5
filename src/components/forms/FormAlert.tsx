import { CircleAlert } from "lucide-react";
import { clsx as cn } from "clsx";

type FormAlertProps = {
  /** The id the invalid fields point to (aria-describedby). */
  id: string;
  message: string;
  className?: string;
};

/**
 * What the last check found, as an alert. Give it a new React key for every check, so the same
 * message twice is a new alert and is announced again.
 */
export function FormAlert({ id, message, className }: FormAlertProps) {
  return (
    <div
      id={id}
      role="alert"
      className={cn(
        "flex items-start gap-3 rounded-md border border-destructive/70 bg-destructive/10 px-4 py-3 text-sm font-medium",
        className,
      )}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}
