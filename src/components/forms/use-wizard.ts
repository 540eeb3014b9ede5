import { useEffect, useRef, useState, type FormEvent } from "react";
import type { StepProblem } from "@/lib/forms/step-rules";
import { sendingPause, type HandOffMessage } from "./use-hand-off";
import { useInquiryForm, type FieldOf, type FormValues, type InquiryFormConfig } from "./use-inquiry-form";

export type WizardConfig<
  Values extends FormValues,
  Step extends string,
  Message extends HandOffMessage,
  Typed extends FieldOf<Values> = FieldOf<Values>,
> = Omit<InquiryFormConfig<Values, Message, StepProblem<FieldOf<Values>>, Typed>, "check" | "minimumPending"> & {
  steps: readonly Step[];
  /** Each step's name, as the step indicator and the step's heading show it. */
  stepNames: Record<Step, string>;
  /** The ids of the step heading (which names the form) and of the alert (which invalid fields point to). */
  ids: { heading: string; error: string };
  /** The first problem that keeps `step` from being left forwards (or sent), or null. Step 1's server-rendered fields are `typed`. */
  problemAt: (step: Step, values: Values) => StepProblem<FieldOf<Values>> | null;
};

/**
 * A multi-step inquiry: the inquiry form's machine (useInquiryForm) with a step. Focus follows
 * every step change (to the step's heading) and the confirmation (to its heading), never the first
 * render. Next checks the step; the last step's submit sends, showing 'Sending...' for a moment.
 */
export function useWizard<
  Values extends FormValues,
  Step extends string,
  Message extends HandOffMessage,
  Typed extends FieldOf<Values>,
>(config: WizardConfig<Values, Step, Message, Typed>) {
  const { steps, stepNames, ids, problemAt } = config;
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusStep = useRef(false);
  const inquiry = useInquiryForm({
    ...config,
    minimumPending: sendingPause,
    check: (values: Values) => problemAt(steps[step]!, values),
  });
  const { checks, sent } = inquiry;

  useEffect(() => {
    if (!focusStep.current) return;
    focusStep.current = false;
    headingRef.current?.focus();
  }, [step, sent]);

  const goTo = (next: number) => {
    focusStep.current = true;
    setStep(next);
  };

  const previous = () => {
    checks.clear();
    inquiry.forget();
    goTo(step - 1);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === steps.length - 1) return inquiry.send();
    if (!inquiry.sending && checks.report(problemAt(steps[step]!, inquiry.values))) goTo(step + 1);
  };

  const startOver = () => {
    inquiry.startOver();
    goTo(0);
  };

  return {
    values: inquiry.values,
    setValues: inquiry.setValues,
    step,
    invalid: inquiry.invalid,
    sent,
    change: inquiry.change,
    goTo,
    startOver,
    /** The success panel's heading, focused when it appears. */
    successRef: inquiry.successRef,
    /** What the wizard's frame (WizardShell) takes from the machine. */
    shell: {
      steps: steps.map((key) => stepNames[key]),
      step,
      headingId: ids.heading,
      errorId: ids.error,
      formRef: inquiry.formRef,
      headingRef,
      onSubmit: submit,
      onPrevious: previous,
      problem: checks.problem,
      attempt: checks.attempt,
      sending: inquiry.sending,
      kept: inquiry.kept,
      online: inquiry.online,
    },
  };
}
