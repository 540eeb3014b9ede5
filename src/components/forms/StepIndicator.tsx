import { Check } from "lucide-react";
import { clsx as cn } from "clsx";

type StepIndicatorProps = {
  label: string;
  steps: readonly string[];
  /** Index of the step on screen. */
  current: number;
  /** Whether every step is done (the inquiry has been sent). */
  finished?: boolean;
  completedLabel: string;
};

/**
 * The wizard's progress: numbered steps, reached ones filled in, the current one marked
 * with aria-current="step". Not a control: steps are changed with Next and Previous.
 */
export function StepIndicator({ label, steps, current, finished = false, completedLabel }: StepIndicatorProps) {
  return (
    <ol aria-label={label} className="grid grid-cols-3">
      {steps.map((name, index) => {
        const completed = finished || index < current;
        const reached = completed || index === current;
        const isCurrent = !finished && index === current;
        return (
          <li
            key={name}
            aria-current={isCurrent ? "step" : undefined}
            data-reached={reached || undefined}
            className="relative flex flex-col items-center gap-2 px-1 text-center"
          >
            {index > 0 && (
              <span
                aria-hidden="true"
                className={cn(
                  "absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2",
                  reached ? "bg-primary" : "bg-border",
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                "relative z-10 flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors",
                reached
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-border bg-card text-muted-foreground",
                isCurrent && "ring-4 ring-primary/25",
              )}
            >
              {completed ? <Check className="size-4" strokeWidth={3} /> : index + 1}
            </span>
            <span
              className={cn(
                "text-xs leading-tight font-medium sm:text-sm",
                reached ? "text-foreground" : "text-muted-foreground",
              )}
            >
              <span className="sr-only">{index + 1}. </span>
              {name}
              {completed && <span className="sr-only"> {completedLabel}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
