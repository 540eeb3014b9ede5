import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import type { HandOffForm } from "@/lib/site/analytics";
import { withoutLinkParams } from "@/lib/links/links";
import { keepDraft, readStored, removeStored, sessionStore } from "@/lib/forms/session-draft";
import { clampText } from "@/lib/i18n/text";
import { useHandOff, type HandOffMessage, type Sent } from "./use-hand-off";

/**
 * A form's values as it holds them: a text or choice is a string ("" not given), a tick box a
 * boolean, a repeated group of fields (the booking wizard's rooms) a list of plain objects.
 */
export type FormValues = Record<string, string | boolean | readonly object[]>;
export type FieldOf<Values> = keyof Values & string;

/** What a check found: at least the fields it is about (the wizards add one message, the contact form one per field). */
export type FoundProblem = { fields: readonly string[] };

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
 * Whether the page's early check (src/page-scripts/early-step-check.ts) refused a press before the island was
 * live: its alert shows. It then kept the press from the island, which checks the values on hydration instead.
 */
export function refusedEarly(root: ParentNode | null): boolean {
  return root?.querySelector("[data-early-alert]:not([hidden])") != null;
}

/** The problem of the last check and how many checks ran: the same problem twice is a new alert, announced again. */
export function useChecks<Problem extends FoundProblem>() {
  const [problem, setProblem] = useState<Problem | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** Shows what a check found (or clears it); true when nothing stands in the way. */
  const report = (found: Problem | null) => {
    setProblem(found);
    setAttempt((n) => n + 1);
    return found === null;
  };
  /** Shows less of the same check (a field was corrected), with no new alert. */
  const amend = (rest: Problem) => setProblem(rest);
  return { problem, attempt, report, amend, clear: () => setProblem(null) };
}

export type InquiryFormConfig<
  Values extends FormValues,
  Message extends HandOffMessage,
  Problem extends FoundProblem,
  Typed extends FieldOf<Values> = FieldOf<Values>,
> = {
  /** Which inquiry this is, for the site's counting of hand-offs (src/lib/site/analytics.ts). */
  form: HandOffForm;
  empty: Values;
  /** The tab's draft of the unfinished form (src/lib/forms/session-draft.ts); without one, a reload starts afresh. */
  draftKey?: string;
  /** The values to start from: the stored draft (as read back, unchecked) and the link's values, as of `today`. */
  start: (stored: unknown, link: URLSearchParams, today: Date) => Values;
  /** The link's parameters: taken out of the address once read, so a reload brings back the draft instead. */
  linkParams: readonly string[];
  /** The server-rendered fields a visitor may type in before the code arrives. */
  typed: TypedFields<Typed>;
  /** The most characters each free-text field keeps as it changes. */
  limits?: Partial<Record<FieldOf<Values>, number>>;
  /** The first problem that keeps the values from going on (from being sent), or null. */
  check: (values: Values) => Problem | null;
  /** The hand-off of the finished form: the WhatsApp link and what else the confirmation offers. */
  message: (values: Values) => Message;
  /** The least time 'Sending...' shows (useHandOff); 0 confirms at once. */
  minimumPending?: number;
  onSent?: (sent: Sent<Message>) => void;
  /** On hydration, when the page's early check refused a press: before the form checks the values itself. */
  onRefusedEarly?: (form: HTMLFormElement | null) => void;
};

/**
 * The machine every inquiry form runs on: values, the checks, the tab's draft and the hand-off.
 *
 * On hydration the tab's draft comes back, the link's values win over it and anything typed while the
 * code was loading wins over both; if the page's early check refused a press, the values are checked
 * at once. Send checks, then hands the message to WhatsApp in the click; the confirmation takes the
 * focus and the draft is gone. Nothing typed is lost when a check fails.
 */
export function useInquiryForm<
  Values extends FormValues,
  Message extends HandOffMessage,
  Problem extends FoundProblem,
  Typed extends FieldOf<Values>,
>(config: InquiryFormConfig<Values, Message, Problem, Typed>) {
  const { form, empty, draftKey, start, linkParams, typed, limits, check, message, onRefusedEarly } = config;
  const [values, setValues] = useState<Values>(empty);
  const checks = useChecks<Problem>();
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const restored = useRef(false);
  const handOff = useHandOff<Message>({ form, minimumPending: config.minimumPending, onSent: config.onSent });

  // A layout effect, so the values are in before a press made during hydration is played again.
  useLayoutEffect(() => {
    if (restored.current) return;
    const url = new URL(window.location.href);
    const stored = draftKey ? readStored(sessionStore(), draftKey) : undefined;
    const startValues: Values = {
      ...start(stored, url.searchParams, new Date()),
      ...typedBeforeHydration(formRef.current, typed),
    };
    setValues(startValues);
    if (refusedEarly(formRef.current)) {
      onRefusedEarly?.(formRef.current);
      checks.report(check(startValues));
    }
    const tidy = withoutLinkParams(url, linkParams);
    if (tidy !== null) window.history.replaceState(window.history.state, "", tidy);
    restored.current = true;
  }, [start, draftKey, linkParams, typed, checks, check, onRefusedEarly]);

  useEffect(() => {
    if (restored.current && draftKey) keepDraft(sessionStore(), draftKey, values);
  }, [draftKey, values]);

  // A sent inquiry leaves no draft: a reload shows an empty form, not the sent one a tap from a duplicate.
  useEffect(() => {
    if (!handOff.sent) return;
    if (draftKey) removeStored(sessionStore(), draftKey);
    successRef.current?.focus();
  }, [handOff.sent, draftKey]);

  const change = <Field extends FieldOf<Values>>(field: Field, value: Values[Field]) => {
    const limit = limits?.[field];
    const kept = limit && typeof value === "string" ? clampText(value, limit) : value;
    setValues((current) => ({ ...current, [field]: kept }));
  };

  /** Checks the values and, when nothing stands in the way, hands the message over. */
  const send = () => {
    if (handOff.sending) return;
    if (checks.report(check(values))) handOff.handOff(() => message(values));
  };

  const startOver = () => {
    if (draftKey) removeStored(sessionStore(), draftKey);
    setValues(empty);
    checks.clear();
    handOff.reset();
  };

  const { sending, sent, kept, online, forget } = handOff;
  return {
    values,
    setValues,
    change,
    checks,
    invalid: new Set<Problem["fields"][number]>(checks.problem?.fields ?? []),
    formRef,
    /** The confirmation's heading, focused when it appears. */
    successRef,
    send,
    submit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      send();
    },
    startOver,
    sending,
    sent,
    kept,
    online,
    forget,
  };
}
