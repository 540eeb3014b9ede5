import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import type { BookingStrings } from "@/content/locales/en/booking";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import { calendarStrings } from "@/content/calendar-data";
import { dateLocaleFor } from "@/lib/date-locale";
import type { StayDates } from "@/lib/dates";
import type { Locale } from "@/lib/i18n";
import { openInNewTab } from "@/lib/whatsapp";
import { clampText, emptyBooking, fieldLimits, type BookingField, type BookingValues } from "./booking-form";
import { bookingLinkParams, withoutLinkParams } from "@/lib/links";
import { readBookingParams, startingValues } from "./booking-params";
import { clearDraft, loadDraft, saveDraft, sessionStore } from "./draft";
import { inquiryUrl } from "./inquiry";
import { stepProblem, stepRules, wizardSteps, type StepProblem } from "./validation";
import { ConfirmStep } from "./ConfirmStep";
import { GuestStep } from "./GuestStep";
import type { RoomChoice } from "./StayStep";
import { WizardShell } from "@/components/forms/WizardShell";
import { SuccessPanel } from "./SuccessPanel";

type BookingWizardProps = {
  /** The page's language: month names and date formats in the fields, the summary and the inquiry. */
  locale: Locale;
  strings: BookingStrings;
  rooms: RoomChoice[];
  /** The hotel's WhatsApp number (site config); inquiries go there. */
  whatsapp: string;
  /** What to show when JavaScript does not run (static HTML from the page, hidden once it does). */
  children?: ReactNode;
  /** The stay policies in brief (static HTML from the page), shown on step 3 and with the success panel. */
  policySummary?: ReactNode;
};

/** How long 'Sending...' shows after the hand-off, so the visitor sees their click land and cannot send twice. */
const sendingPause = 700;

// Step 2 (the calendars) is fetched after hydration while the visitor fills in step 1, so the
// code that must run on page load stays small.
const loadStayStep = () => import("./StayStep");
const StayStep = lazy(loadStayStep);

const errorId = "booking-error";

/** What the visitor typed into the server-rendered fields of step 1 before the code arrived. */
function typedBeforeHydration(form: HTMLFormElement | null): Partial<BookingValues> {
  const typed: Partial<BookingValues> = {};
  for (const field of ["firstName", "lastName", "email", "phone"] as const) {
    const input = form?.querySelector<HTMLInputElement>(`#booking-${field}`);
    if (input?.value) typed[field] = clampText(input.value, fieldLimits[field]);
  }
  return typed;
}

/**
 * The three-step booking inquiry. The server renders it at step 1 (title, step indicator,
 * first fields), and hydration changes nothing on screen; the stored draft and the link's
 * values are filled in right after.
 */
function BookingWizard({ locale, strings, rooms, whatsapp, children, policySummary }: BookingWizardProps) {
  const dateLocale = dateLocaleFor(locale, calendarStrings[locale]);
  const [values, setValues] = useState<BookingValues>(emptyBooking);
  const [step, setStep] = useState(0);
  const [problem, setProblem] = useState<StepProblem | null>(null);
  // Counts validation runs, so the same message twice is a new alert and is announced again.
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ url: string; blocked: boolean } | null>(null);

  const rules = useMemo(() => stepRules(strings.errors), [strings.errors]);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const focusTarget = useRef<"step" | "success" | null>(null);
  const restored = useRef(false);
  const sendingNow = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // On hydration: the tab's draft, overridden by the link's values and by anything typed while the
  // code was loading; then the address loses the link's parameters, so a reload brings back the
  // draft with the visitor's own changes.
  // A layout effect, so the values are in before a click made during hydration is replayed.
  useLayoutEffect(() => {
    const today = new Date();
    const url = new URL(window.location.href);
    const fromLink = readBookingParams(url.searchParams, today);
    setValues({
      ...startingValues(loadDraft(sessionStore(), today), fromLink),
      ...typedBeforeHydration(formRef.current),
    });
    const tidy = withoutLinkParams(url, bookingLinkParams);
    if (tidy !== null) window.history.replaceState(window.history.state, "", tidy);
    restored.current = true;
    const prefetch = window.setTimeout(() => void loadStayStep(), 1000);
    return () => {
      window.clearTimeout(prefetch);
      clearTimeout(timer.current);
    };
  }, []);

  useEffect(() => {
    if (!restored.current) return;
    const blank = Object.values(values).every((value) => value === "");
    if (blank) clearDraft(sessionStore());
    else saveDraft(sessionStore(), values);
  }, [values]);

  // Focus follows every step change (and the success panel), never the first render.
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === "step") headingRef.current?.focus();
    if (target === "success") successRef.current?.focus();
  }, [step, sent]);

  const change = (field: BookingField, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const changeDates = (dates: StayDates) =>
    setValues((current) => ({ ...current, checkIn: dates.checkIn ?? "", checkOut: dates.checkOut ?? "" }));

  const goTo = (next: number) => {
    focusTarget.current = "step";
    setStep(next);
  };

  const next = () => {
    const found = stepProblem(rules, wizardSteps[step]!, values);
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
    const url = inquiryUrl(whatsapp, values, strings.message, rooms, dateLocale);
    const opened = openInNewTab(url);
    setSending(true);
    timer.current = setTimeout(() => {
      sendingNow.current = false;
      setSending(false);
      focusTarget.current = "success";
      setSent({ url, blocked: !opened });
    }, sendingPause);
  };

  const startOver = () => {
    clearDraft(sessionStore());
    setValues(emptyBooking);
    setProblem(null);
    setSent(null);
    goTo(0);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (wizardSteps[step] === "confirmation") send();
    else next();
  };

  const stepNames = wizardSteps.map((key) => strings.steps[key]);
  const invalid = new Set(problem?.fields ?? []);
  const fieldProps = { values, onChange: change, strings, invalid, errorId, dateLocale };

  return (
    <WizardShell
      strings={strings}
      steps={stepNames}
      step={step}
      headingId="booking-step-heading"
      headingRef={headingRef}
      formRef={formRef}
      onSubmit={submit}
      onPrevious={previous}
      problem={problem}
      attempt={attempt}
      errorId={errorId}
      sending={sending}
      noScript={children}
      done={
        sent && (
          <>
            <SuccessPanel
              strings={strings}
              blockedUrl={sent.blocked ? sent.url : null}
              onAnother={startOver}
              headingRef={successRef}
            />
            {policySummary}
          </>
        )
      }
    >
      {step === 0 && <GuestStep {...fieldProps} />}
      {step === 1 && (
        <Suspense fallback={<div className="min-h-40" />}>
          <StayStep {...fieldProps} rooms={rooms} onDatesChange={changeDates} />
        </Suspense>
      )}
      {step === 2 && (
        <ConfirmStep
          values={values}
          onSpecialRequestsChange={(value) => change("specialRequests", value)}
          strings={strings}
          rooms={rooms}
          dateLocale={dateLocale}
        />
      )}
      {step === 2 && policySummary}
    </WizardShell>
  );
}

export default withErrorBoundary(BookingWizard);
