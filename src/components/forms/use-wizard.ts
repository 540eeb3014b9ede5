import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import type { HandOffForm } from "@/lib/analytics";
import { withoutLinkParams } from "@/lib/links";
import { keepDraft, readStored, removeStored, sessionStore } from "@/lib/session-draft";
import type { StepProblem } from "@/lib/step-rules";
import { clampText } from "@/lib/text";
import { sendingPause, useHandOff, type HandOffMessage } from "./use-hand-off";

/** A form's values as it holds them: a text or choice is a string ("" not given), a tick box a boolean. */
export type FormValues = Record<string, string | boolean>;
type FieldOf<Values> = keyof Values & string;

/** Where the server-rendered fields are, so what is typed before the code arrives can be kept. */
export type TypedFields<Field extends string> = {
  fields: readonly Field[];
  id: (field: Field) => string;
  /** The most characters kept of each field. */
  limit: (field: Field) => number;
};

/**
 * What the visitor typed or chose in server-rendered fields before the code arrived (the island
 * hydrates on the first touch, so the first letters are typed into plain HTML).
 */
export function typedBeforeHydration<Field extends string>(
  root: ParentNode | null,
  { fields, id, limit }: TypedFields<Field>,
): Partial<Record<Field, string>> {
  const typed: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const control = root?.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`#${id(field)}`);
    if (control?.value) typed[field] = clampText(control.value, limit(field));
  }
  return typed;
}

/**
 * Whether the page's early check (src/lib/early-step-check.ts) refused a Next before the island was
 * live: its alert shows. It then kept the press from the island, which checks the step on hydration instead.
 */
export function refusedEarly(root: ParentNode | null): boolean {
  return root?.querySelector("[data-early-alert]:not([hidden])") != null;
}

/** The problem of the last check and how many checks ran: the same message twice is a new alert, announced again. */
export function useChecks<Field extends string>() {
  const [problem, setProblem] = useState<StepProblem<Field> | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** Shows what a check found (or clears it); true when nothing stands in the way. */
  const report = (found: StepProblem<Field> | null) => {
    setProblem(found);
    setAttempt((n) => n + 1);
    return found === null;
  };
  return { problem, attempt, report, clear: () => setProblem(null) };
}

export type WizardConfig<
  Values extends FormValues,
  Step extends string,
  Message extends HandOffMessage,
  Typed extends FieldOf<Values> = FieldOf<Values>,
> = {
  /** Which inquiry this is, for the site's counting of hand-offs (src/lib/analytics.ts). */
  form: HandOffForm;
  steps: readonly Step[];
  /** Each step's name, as the step indicator and the step's heading show it. */
  stepNames: Record<Step, string>;
  /** The ids of the step heading (which names the form) and of the alert (which invalid fields point to). */
  ids: { heading: string; error: string };
  empty: Values;
  /** The tab's draft of the unfinished form (src/lib/session-draft.ts). */
  draftKey: string;
  /** The values to start from: the stored draft (as read back, unchecked) and the link's values, as of `today`. */
  start: (stored: unknown, link: URLSearchParams, today: Date) => Values;
  /** The link's parameters: taken out of the address once read, so a reload brings back the draft instead. */
  linkParams: readonly string[];
  /** Step 1's server-rendered fields. */
  typed: TypedFields<Typed>;
  /** The most characters each free-text field keeps as it changes. */
  limits?: Partial<Record<FieldOf<Values>, number>>;
  /** The first problem that keeps `step` from being left forwards (or sent), or null. */
  problemAt: (step: Step, values: Values) => StepProblem<FieldOf<Values>> | null;
  /** The hand-off of the finished form: the WhatsApp link and what else the confirmation offers. */
  message: (values: Values) => Message;
};

/**
 * The machine of a multi-step inquiry: values, step, problem, the tab's draft and the hand-off.
 *
 * On hydration the tab's draft comes back, the link's values win over it and anything typed while the
 * code was loading wins over both. Focus follows every step change (to the step's heading) and the
 * confirmation (to its heading), never the first render. The last step's submit sends.
 */
export function useWizard<
  Values extends FormValues,
  Step extends string,
  Message extends HandOffMessage,
  Typed extends FieldOf<Values>,
>(config: WizardConfig<Values, Step, Message, Typed>) {
  const { form, steps, stepNames, ids, empty, draftKey, start, linkParams, typed, limits, problemAt, message } = config;
  const [values, setValues] = useState<Values>(empty);
  const [step, setStep] = useState(0);
  const checks = useChecks<FieldOf<Values>>();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const focusTarget = useRef<"step" | "success" | null>(null);
  const restored = useRef(false);
  const { sending, sent, kept, online, handOff, reset, forget } = useHandOff<Message>({
    form,
    minimumPending: sendingPause,
    onSent: () => (focusTarget.current = "success"),
  });

  // A layout effect, so the values are in before a click made during hydration is played again.
  useLayoutEffect(() => {
    if (restored.current) return;
    const url = new URL(window.location.href);
    const restoredValues: Values = {
      ...start(readStored(sessionStore(), draftKey), url.searchParams, new Date()),
      ...typedBeforeHydration(formRef.current, typed),
    };
    setValues(restoredValues);
    // The page's early check answered a Next and kept it from the island: start where it left off.
    if (refusedEarly(formRef.current)) checks.report(problemAt(steps[0]!, restoredValues));
    const tidy = withoutLinkParams(url, linkParams);
    if (tidy !== null) window.history.replaceState(window.history.state, "", tidy);
    restored.current = true;
  }, [start, draftKey, linkParams, typed, checks, problemAt, steps]);

  useEffect(() => {
    if (restored.current) keepDraft(sessionStore(), draftKey, values);
  }, [draftKey, values]);

  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === "step") headingRef.current?.focus();
    if (target === "success") successRef.current?.focus();
  }, [step, sent]);

  const change = <Field extends FieldOf<Values>>(field: Field, value: Values[Field]) => {
    const limit = limits?.[field];
    const kept = limit && typeof value === "string" ? clampText(value, limit) : value;
    setValues((current) => ({ ...current, [field]: kept }));
  };

  const goTo = (next: number) => {
    focusTarget.current = "step";
    setStep(next);
  };

  const next = () => {
    if (checks.report(problemAt(steps[step]!, values))) goTo(step + 1);
  };

  const previous = () => {
    checks.clear();
    forget();
    goTo(step - 1);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (step < steps.length - 1) return next();
    if (checks.report(problemAt(steps[step]!, values))) handOff(() => message(values));
  };

  const startOver = () => {
    removeStored(sessionStore(), draftKey);
    setValues(empty);
    checks.clear();
    reset();
    goTo(0);
  };

  return {
    values,
    setValues,
    step,
    invalid: new Set(checks.problem?.fields ?? []),
    sent,
    change,
    goTo,
    startOver,
    /** The success panel's heading, focused when it appears. */
    successRef,
    /** What the wizard's frame (WizardShell) takes from the machine. */
    shell: {
      steps: steps.map((key) => stepNames[key]),
      step,
      headingId: ids.heading,
      errorId: ids.error,
      formRef,
      headingRef,
      onSubmit: submit,
      onPrevious: previous,
      problem: checks.problem,
      attempt: checks.attempt,
      sending,
      kept,
      online,
    },
  };
}
