import type { FormEvent, ReactNode, Ref } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { fill } from "@/lib/i18n/format";
import { CheckAlert } from "./FormAlert";
import { KeptNotice } from "./KeptNotice";
import { StepIndicator } from "./StepIndicator";
import type { KeptMessage } from "./use-hand-off";

export type WizardShellStrings = {
  title: string;
  subtitle: string;
  progressLabel: string;
  stepCompleted: string;
  /** "Step {current} of {total}". */
  stepOf: string;
  buttons: { previous: string; next: string; submit: string; sending: string };
};

type WizardShellProps = {
  strings: WizardShellStrings;
  /** The steps' names, in order. */
  steps: readonly string[];
  /** The step on screen (0-based). */
  step: number;
  /** The step heading's id: the form is named after it. */
  headingId: string;
  /** Focused when the step changes. */
  headingRef: Ref<HTMLHeadingElement>;
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onPrevious: () => void;
  /** The last validation's message (an alert; a new `attempt` announces the same message again). */
  problem: { message: string } | null;
  attempt: number;
  /** The alert's id, which the invalid fields point to (aria-describedby). */
  errorId: string;
  /** The first step's message for required fields left empty, for the page's early check (src/page-scripts/early-step-check.ts). */
  missingMessage?: string;
  /** The inquiry is being handed over: both buttons wait, the last one says so. */
  sending: boolean;
  /** The inquiry found no connection at Send and is kept (see useHandOff); `online` once it is back. */
  kept?: KeptMessage | null;
  online?: boolean;
  /** What to show without JavaScript (static HTML from the page, hidden once it runs). */
  noScript?: ReactNode;
  /** A line above the form (what a link asked for that could not be taken), announced politely; null for none. */
  notice?: string | null;
  /** Shown instead of the form once the inquiry is sent; every step then reads as completed. */
  done?: ReactNode;
  /** The current step's fields. */
  children: ReactNode;
};

/**
 * The frame both inquiry wizards share: title, progress, the step's heading ("Step 2 of 3" and its
 * name), the step's fields, the error alert just above Previous / Next (Submit on the last step),
 * where the guest who pressed Next sees it.
 * Next is the form's submit button, so Enter in a field moves on too.
 */
export function WizardShell(props: WizardShellProps) {
  const { strings, steps, step, headingId, headingRef, formRef, onSubmit, onPrevious } = props;
  const {
    problem,
    attempt,
    errorId,
    missingMessage,
    sending,
    kept,
    online = true,
    noScript,
    notice,
    done,
    children,
  } = props;
  const last = step === steps.length - 1;
  return (
    <Card>
      <div className="border-b px-4 py-6 sm:px-8">
        <h2 className="text-center text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{strings.title}</h2>
        <p className="mt-2 text-center text-sm text-pretty text-muted-foreground">{strings.subtitle}</p>
        <div className="mt-6">
          <StepIndicator
            label={strings.progressLabel}
            steps={steps}
            current={step}
            finished={done != null}
            completedLabel={strings.stepCompleted}
          />
        </div>
      </div>
      <div className="px-4 py-6 sm:px-8 sm:py-8">
        {noScript}
        <div className="js-only">
          {/* Always there, so a line that appears in it is announced. */}
          <p role="status" className={notice && !done ? "mb-6 rounded-md border bg-muted/60 p-3 text-sm" : undefined}>
            {!done && notice}
          </p>
          {done ?? (
            // method="dialog": a Next pressed before hydration submits nowhere (no reload, no
            // details in the address); after hydration onSubmit takes over.
            <form
              ref={formRef}
              method="dialog"
              noValidate
              data-missing-message={missingMessage}
              onSubmit={onSubmit}
              aria-labelledby={headingId}
              className="flex flex-col gap-6"
            >
              <h3 id={headingId} ref={headingRef} tabIndex={-1} className="outline-none">
                <span className="block text-sm font-medium text-muted-foreground">
                  {fill(strings.stepOf, { current: step + 1, total: steps.length })}
                </span>
                <span className="mt-1 block text-xl font-semibold">{steps[step]}</span>
              </h3>
              {children}
              {last && kept && <KeptNotice kept={kept} online={online} />}
              {/* Beside Next, not under the heading: a phone's guest taps Next at the foot of a long
                  step, and an alert at its head would show above the screen, unseen (issue 71). */}
              <CheckAlert id={errorId} problem={problem} attempt={attempt} className="text-foreground" />
              <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
                {step > 0 && (
                  <Button type="button" variant="outline" size="lg" onClick={onPrevious} disabled={sending}>
                    {strings.buttons.previous}
                  </Button>
                )}
                <Button type="submit" size="lg" disabled={sending} className="sm:ml-auto">
                  {sending && <Loader2 className="motion-safe:animate-spin" aria-hidden="true" />}
                  {last ? (sending ? strings.buttons.sending : strings.buttons.submit) : strings.buttons.next}
                </Button>
              </div>
            </form>
          )}
        </div>
      </div>
    </Card>
  );
}
