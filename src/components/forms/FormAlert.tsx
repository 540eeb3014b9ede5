import { CircleAlert } from "lucide-react";
import { clsx as cn } from "clsx";

type FormAlertProps = {
  /** The id the invalid fields point to (aria-describedby). */
  id: string;
  message: string;
  className?: string;
};

const alertLook =
  "flex items-start gap-3 rounded-md border border-destructive/70 bg-destructive/10 px-4 py-3 text-sm font-medium";

/**
 * What the last check found, as an alert. Give it a new React key for every check, so the same
 * message twice is a new alert and is announced again.
 */
function FormAlert({ id, message, className }: FormAlertProps) {
  return (
    <div id={id} role="alert" className={cn(alertLook, className)}>
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}

/**
 * The alert's place while no check has run: hidden while empty. Before the island is live, the
 * page's early check (src/page-scripts/early-step-check.ts) writes its message into the paragraph, which
 * React leaves as it finds it on hydration (its content is set as HTML, not rendered by React).
 */
function EarlyFormAlert({ id, className }: Omit<FormAlertProps, "message">) {
  return (
    <div id={id} role="alert" data-early-alert="" hidden className={cn(alertLook, className)}>
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <p dangerouslySetInnerHTML={{ __html: "" }} />
    </div>
  );
}

type CheckAlertProps = Omit<FormAlertProps, "message"> & {
  /** What the last check found, or null while none has run (or the last one passed). */
  problem: { message: string } | null;
  /** How many checks ran: each one's alert is new, so the same message twice is announced again. */
  attempt: number;
};

/**
 * A form's alert: what its last check found or, while none has run, the early alert the page's early
 * check writes into before the island is live (its id is `id` + "-early").
 */
export function CheckAlert({ id, problem, attempt, className }: CheckAlertProps) {
  return problem ? (
    <FormAlert key={attempt} id={id} message={problem.message} className={className} />
  ) : (
    <EarlyFormAlert id={`${id}-early`} className={className} />
  );
}
