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
import { CircleAlert, Loader2 } from "lucide-react";
import type { BookingStrings } from "@/content/locales/en/booking";
import { Button } from "@/components/ui/button";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import { calendarStrings } from "@/content/calendar-data";
import { dateLocaleFor } from "@/lib/date-locale";
import type { StayDates } from "@/lib/dates";
import type { Locale } from "@/lib/i18n";
import { fill } from "@/lib/format";
import { openInNewTab } from "@/lib/whatsapp";
import { clampText, emptyBooking, fieldLimits, type BookingField, type BookingValues } from "./booking-form";
import { bookingParams, readBookingParams, startingValues, withoutBookingParams } from "./booking-params";
import { clearDraft, loadDraft, saveDraft, sessionStore } from "./draft";
import { inquiryUrl } from "./inquiry";
import { stepProblem, stepRules, wizardSteps, type StepProblem } from "./validation";
import { ConfirmStep } from "./ConfirmStep";
import { GuestStep } from "./GuestStep";
import type { RoomChoice } from "./StayStep";
import { StepIndicator } from "@/components/forms/StepIndicator";
import { SuccessPanel } from "./SuccessPanel";
import { Card } from "@/components/ui/card";

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
    if (bookingParams.some((key) => url.searchParams.has(key))) {
      window.history.replaceState(window.history.state, "", withoutBookingParams(url));
    }
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
  const last = step === wizardSteps.length - 1;

  return (
    <Card>
      <div className="border-b px-4 py-6 sm:px-8">
        <h2 className="text-center text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{strings.title}</h2>
        <p className="mt-2 text-center text-sm text-pretty text-muted-foreground">{strings.subtitle}</p>
        <div className="mt-6">
          <StepIndicator
            label={strings.progressLabel}
            steps={stepNames}
            current={step}
            finished={sent !== null}
            completedLabel={strings.stepCompleted}
          />
        </div>
      </div>
      <div className="px-4 py-6 sm:px-8 sm:py-8">
        {children}
        <div className="js-only">
          {sent ? (
            <>
              <SuccessPanel
                strings={strings}
                blockedUrl={sent.blocked ? sent.url : null}
                onAnother={startOver}
                headingRef={successRef}
              />
              {policySummary}
            </>
          ) : (
            // method="dialog": a Next pressed before hydration submits nowhere (no reload, no
            // details in the address); after hydration onSubmit takes over.
            <form
              ref={formRef}
              method="dialog"
              noValidate
              onSubmit={submit}
              aria-labelledby="booking-step-heading"
              className="flex flex-col gap-6"
            >
              <h3 id="booking-step-heading" ref={headingRef} tabIndex={-1} className="outline-none">
                <span className="block text-sm font-medium text-muted-foreground">
                  {fill(strings.stepOf, { current: step + 1, total: wizardSteps.length })}
                </span>
                <span className="mt-1 block text-xl font-semibold">{stepNames[step]}</span>
              </h3>
              {problem && (
                <div
                  key={attempt}
                  id={errorId}
                  role="alert"
                  className="flex items-start gap-3 rounded-md border border-destructive/70 bg-destructive/10 px-4 py-3 text-sm font-medium text-foreground"
                >
                  <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
                  <p>{problem.message}</p>
                </div>
              )}
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
              <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
                {step > 0 && (
                  <Button type="button" variant="outline" size="lg" onClick={previous} disabled={sending}>
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

export default withErrorBoundary(BookingWizard);
