import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { BookingStrings } from "@/content/locales/en/booking";
import type { EventInquiryStrings } from "@/content/locales/en/event-inquiry";
import type { HallChoice } from "@/content/event-data";
import { WizardShell } from "@/components/forms/WizardShell";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import { calendarStrings } from "@/content/calendar-data";
import { dateLocaleFor } from "@/lib/date-locale";
import type { Locale } from "@/lib/i18n";
import { formatMoney, type Currency } from "@/lib/money";
import { readStored, removeStored, sessionStore, writeStored } from "@/lib/session-draft";
import { clampText } from "@/lib/text";
import { openInNewTab } from "@/lib/whatsapp";
import { eventInquiryLinkParams, withoutLinkParams } from "@/lib/links";
import { ContactStepFields } from "./ContactStepFields";
import {
  emptyEvent,
  eventFieldLimits,
  hallFromLink,
  usableEventValues,
  type EventField,
  type EventValues,
} from "./event-form";
import { eventInquiryMail, eventInquiryUrl, type EventMessageContext, type EventNames } from "./event-message";
import { eventStepProblem, eventStepRules, eventSteps, type EventProblem } from "./event-rules";
import { EventSent } from "./EventSent";
import { EventStepFields, fieldId, type EventFieldsProps } from "./EventStepFields";
import { VenueStepFields } from "./VenueStepFields";

type EventWizardProps = {
  locale: Locale;
  strings: EventInquiryStrings;
  /** Name, e-mail and phone: the booking wizard's labels and messages, so both forms speak alike. */
  contact: {
    fields: EventFieldsProps["contactFields"];
    errors: Pick<BookingStrings["errors"], "guestRequired" | "email" | "phone">;
  };
  /** Seating layouts, slots and menus as the events page names them. */
  details: EventFieldsProps["details"];
  halls: HallChoice[];
  /** The lowest "from" price per plate of each package. */
  cateringFrom: Record<string, number>;
  currency: Currency;
  /** Where inquiries go: the hotel's WhatsApp number, and the e-mail alternative. */
  whatsapp: string;
  email: string;
  /** What to show when JavaScript does not run (static HTML, hidden once it does). */
  children?: ReactNode;
};

/** The unfinished inquiry, kept for the tab (src/lib/session-draft.ts). */
export const eventDraftKey = "event-inquiry-draft";
const errorId = "event-error";
/** How long 'Sending...' shows after the hand-off, so the visitor sees the click land and cannot send twice. */
const sendingPause = 700;

/** Step 1's fields as typed or chosen in the server-rendered form before the code arrived. */
function typedBeforeHydration(form: HTMLFormElement | null): Partial<EventValues> {
  const typed: Partial<EventValues> = {};
  for (const field of ["eventType", "slot", "guests"] as const) {
    const control = form?.querySelector<HTMLInputElement | HTMLSelectElement>(`#${fieldId(field)}`);
    if (control?.value) typed[field] = clampText(control.value, 20);
  }
  return typed;
}

/**
 * The three-step event inquiry. The server renders step 1; on hydration the tab's draft comes
 * back, a hall chosen by a link (?hall=grand) wins over it, and anything typed meanwhile wins over both.
 */
function EventWizard(props: EventWizardProps) {
  const { locale, strings, contact, details, halls, cateringFrom, currency, whatsapp, email, children } = props;
  const dateLocale = dateLocaleFor(locale, calendarStrings[locale]);
  const hallSlugs = useMemo(() => halls.map((h) => h.slug as string), [halls]);
  const [values, setValues] = useState<EventValues>(emptyEvent);
  const [step, setStep] = useState(0);
  const [problem, setProblem] = useState<EventProblem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ url: string; mail: string; blocked: boolean } | null>(null);

  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const focusTarget = useRef<"step" | "success" | null>(null);
  const restored = useRef(false);
  const sendingNow = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const formatPrice = (amount: number) => formatMoney(amount, currency, locale);
  const names: EventNames = { eventTypes: strings.fields.eventType.options, ...details, halls };
  const context: EventMessageContext = { strings: strings.message, names, formatPrice, dateLocale };

  // A layout effect, so the values are in before a click made during hydration is played again.
  useLayoutEffect(() => {
    const today = new Date();
    const url = new URL(window.location.href);
    const hall = hallFromLink(url.searchParams, hallSlugs);
    setValues({
      ...emptyEvent,
      ...usableEventValues(readStored(sessionStore(), eventDraftKey), today, hallSlugs),
      ...(hall ? { hall } : {}),
      ...typedBeforeHydration(formRef.current),
    });
    const tidy = withoutLinkParams(url, eventInquiryLinkParams);
    if (tidy !== null) window.history.replaceState(window.history.state, "", tidy);
    restored.current = true;
    return () => clearTimeout(timer.current);
  }, [hallSlugs]);

  useEffect(() => {
    if (!restored.current) return;
    if (Object.values(values).every((value) => value === "")) removeStored(sessionStore(), eventDraftKey);
    else writeStored(sessionStore(), eventDraftKey, values);
  }, [values]);

  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === "step") headingRef.current?.focus();
    if (target === "success") successRef.current?.focus();
  }, [step, sent]);

  const change = (field: EventField, value: string) => {
    const limit = (eventFieldLimits as Partial<Record<EventField, number>>)[field];
    setValues((current) => ({ ...current, [field]: limit ? clampText(value, limit) : value }));
  };

  const goTo = (next: number) => {
    focusTarget.current = "step";
    setStep(next);
  };

  const next = () => {
    const rules = eventStepRules(strings.errors, contact.errors, { today: new Date(), halls: hallSlugs });
    const found = eventStepProblem(rules, eventSteps[step]!, values);
    setProblem(found);
    setAttempt((n) => n + 1);
    if (!found) goTo(step + 1);
  };

  const previous = () => {
    setProblem(null);
    goTo(step - 1);
  };

  // window.open must run inside the click itself, or popup blockers refuse it.
  const send = () => {
    if (sendingNow.current) return;
    sendingNow.current = true;
    const url = eventInquiryUrl(whatsapp, values, context);
    const mail = eventInquiryMail(email, strings.mailSubject, values, context);
    const opened = openInNewTab(url);
    setSending(true);
    timer.current = setTimeout(() => {
      sendingNow.current = false;
      setSending(false);
      focusTarget.current = "success";
      setSent({ url, mail, blocked: !opened });
    }, sendingPause);
  };

  const startOver = () => {
    removeStored(sessionStore(), eventDraftKey);
    setValues(emptyEvent);
    setProblem(null);
    setSent(null);
    goTo(0);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const rules = eventStepRules(strings.errors, contact.errors, { today: new Date(), halls: hallSlugs });
    if (eventSteps[step] === "contact") {
      const found = eventStepProblem(rules, "contact", values);
      setProblem(found);
      setAttempt((n) => n + 1);
      if (!found) send();
    } else next();
  };

  const stepNames = eventSteps.map((key) => strings.steps[key]);
  const invalid = new Set(problem?.fields ?? []);
  const fieldProps: EventFieldsProps = {
    values,
    onChange: change,
    strings,
    details,
    contactFields: contact.fields,
    invalid,
    errorId,
    dateLocale,
  };
  const cateringFromText = Object.fromEntries(
    Object.entries(cateringFrom).map(([kind, price]) => [kind, formatPrice(price)]),
  );

  return (
    <WizardShell
      strings={strings}
      steps={stepNames}
      step={step}
      headingId="event-step-heading"
      headingRef={headingRef}
      formRef={formRef}
      onSubmit={submit}
      onPrevious={previous}
      problem={problem}
      attempt={attempt}
      errorId={errorId}
      sending={sending}
      noScript={children}
      done={sent && <EventSent strings={strings} sent={sent} onAnother={startOver} headingRef={successRef} />}
    >
      {step === 0 && <EventStepFields {...fieldProps} />}
      {step === 1 && (
        <VenueStepFields {...fieldProps} halls={halls} cateringFrom={cateringFromText} currency={currency} />
      )}
      {step === 2 && <ContactStepFields {...fieldProps} context={context} />}
    </WizardShell>
  );
}

export default withErrorBoundary(EventWizard);
