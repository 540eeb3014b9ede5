import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useOnDemand } from "@/components/forms/use-on-demand";
import { useWizard } from "@/components/forms/use-wizard";
import { WizardShell } from "@/components/forms/WizardShell";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import { dateLocaleFor } from "@/lib/dates/date-locale";
import type { StayDates } from "@/lib/dates/dates";
import { localePath, type Locale } from "@/lib/i18n/i18n";
import { bookingLinkParams } from "@/lib/links/links";
import { emptyBooking, fieldLimits, usableValues } from "./booking-form";
import { droppedLinkNotice, readBookingLink, startingValues, type DroppedLinkValue } from "./booking-params";
import { draftKey } from "./draft";
import { inquiryUrl } from "./inquiry";
import { messageQuoteOf } from "./estimate";
import type { StayPricing } from "@/content/read/rates";
import { stepProblem, stepRules, wizardSteps, type WizardStep } from "./validation";
import { soldOutNotice } from "./sold-out";
import { ConfirmStep } from "./ConfirmStep";
import { GuestStep, guestFieldId } from "./GuestStep";
import type { BookingValues, RoomChoice } from "./booking-form";
import { SuccessPanel } from "./SuccessPanel";
import type { ContactFieldStrings, BookingPageStrings, BookingStrings } from "@/content/schema/words";
import type { Locale as DateLocale } from "date-fns";
import { officialPath } from "@/content/navigation";
import { words } from "@/content/read/island-words/calendar";
import { withLaterSteps } from "./later-steps";
import { guestExtrasOf, gstProblem } from "./guest-extras";
import { longStayNotice, longStayProblem } from "./long-stay";
import { LongStayNotice } from "./LongStayNotice";
import { roomsRules } from "@/content/read/stay-rules";

type BookingWizardProps = {
  /** The page's language: month names and date formats in the fields, the summary and the inquiry. */
  locale: Locale;
  /** The words of the page and the first step; the later steps' come with the code. */
  strings: BookingPageStrings;
  /** Name, e-mail and phone: the words both inquiry wizards share. */
  contact: ContactFieldStrings;
  rooms: RoomChoice[];
  /** Every room's rates and the tax rules, in the page's language: the estimate and the inquiry's total. */
  pricing: StayPricing;
  /** The hotel's WhatsApp number (site config); inquiries go there. */
  whatsapp: string;
  /** What to show when JavaScript does not run (static HTML from the page, hidden once it does). */
  children?: ReactNode;
  /** The stay policies in brief (static HTML from the page), shown on step 3 and with the success panel. */
  policySummary?: ReactNode;
};

// Step 2 (the calendars) is fetched after hydration while the visitor fills in step 1, so the
// code that must run on page load stays small.
const loadStayStep = () => import("./StayStep");

const errorId = "booking-error";

/** Step 1's server-rendered fields: what is typed there before the code arrives is kept. */
const typed = {
  fields: ["firstName", "lastName", "email", "phone"],
  id: guestFieldId,
  limit: (field: keyof typeof fieldLimits) => fieldLimits[field],
} as const;

/**
 * Where the wizard starts: the tab's draft, overridden by the link's values (where the two disagree
 * on the dates, the link's stand); and what the link asked for that could not be taken, to name.
 */
function useStart() {
  const [dropped, setDropped] = useState<readonly DroppedLinkValue[]>([]);
  const start = useCallback((stored: unknown, link: URLSearchParams, today: Date) => {
    const fromLink = readBookingLink(link, today);
    setDropped(fromLink.dropped);
    return startingValues(usableValues(stored, today), fromLink.values);
  }, []);
  return { start, dropped };
}

/** What the step's rules alone do not see: a stay over the longest (checked before the sold-out nights), a GST part half given. */
function extrasProblem(step: WizardStep, values: BookingValues, strings: BookingStrings) {
  if (step === "booking") return longStayProblem(values, roomsRules.maxStayNights, strings);
  return step === "confirmation" ? gstProblem(values, strings) : null;
}

/** The inquiry's WhatsApp link: the message with the plan, the total, the arrival and the GST details. */
function messageLink(
  values: BookingValues,
  props: BookingWizardProps,
  strings: BookingStrings,
  dateLocale: DateLocale,
) {
  const { whatsapp, rooms, pricing, locale } = props;
  const quote = messageQuoteOf(values, pricing, locale);
  const extras = guestExtrasOf(values, locale);
  return inquiryUrl(whatsapp, values, strings.message, rooms, quote, dateLocale, extras, locale);
}

/**
 * The three-step booking inquiry. The server renders it at step 1 (title, step indicator,
 * first fields), and hydration changes nothing on screen; the stored draft and the link's
 * values are filled in right after.
 */
function BookingWizard(props: BookingWizardProps) {
  const { locale, contact, rooms, pricing, whatsapp, children, policySummary } = props;
  const strings = withLaterSteps(props.strings, locale);
  const dateLocale = dateLocaleFor(locale, words("calendar", locale));
  const rules = useMemo(() => stepRules(strings.errors, contact.errors), [strings.errors, contact.errors]);
  const { start, dropped } = useStart();
  const wizard = useWizard({
    form: "booking",
    steps: wizardSteps,
    stepNames: strings.steps,
    ids: { heading: "booking-step-heading", error: errorId },
    empty: emptyBooking,
    draftKey,
    start,
    linkParams: bookingLinkParams,
    typed,
    problemAt: (step, values) =>
      stepProblem(rules, step, values) ?? extrasProblem(step, values, strings) ?? soldOutProblem(step, values),
    message: (values) => ({ url: messageLink(values, props, strings, dateLocale) }),
  });
  const { values, step, sent, change } = wizard;

  /** A stay with a night its room is sold out on cannot be asked for: step 2 says which, and offers the free rooms. */
  function soldOutProblem(step: WizardStep, stay: BookingValues) {
    const notice = step === "booking" ? soldOutNotice(stay, pricing, rooms, strings.availability, dateLocale) : null;
    return notice && { message: notice.message, fields: ["roomType" as const] };
  }
  const quote = messageQuoteOf(values, pricing, locale);

  const { loaded: stayStep, want: wantStayStep } = useOnDemand(loadStayStep);
  const StayStep = stayStep?.default;
  useEffect(() => {
    if (step === 1) wantStayStep();
    const prefetch = window.setTimeout(wantStayStep, 1000);
    return () => window.clearTimeout(prefetch);
  }, [step, wantStayStep]);

  const changeDates = (dates: StayDates) =>
    wizard.setValues((current) => ({ ...current, checkIn: dates.checkIn ?? "", checkOut: dates.checkOut ?? "" }));

  const fieldProps = { values, onChange: change, strings, invalid: wizard.invalid, errorId, dateLocale };
  // Once sent: the confirmation, with the stay policies still in view.
  const done = sent && (
    <>
      <SuccessPanel
        strings={strings}
        sent={sent}
        onAnother={wizard.startOver}
        total={quote.total}
        headingRef={wizard.successRef}
        officialHref={localePath(locale, officialPath)}
      />
      {policySummary}
    </>
  );

  return (
    <WizardShell
      strings={strings}
      {...wizard.shell}
      missingMessage={contact.errors.guestRequired}
      noScript={children}
      notice={droppedLinkNotice(dropped, strings.linkNotice)}
      done={done}
    >
      {step === 0 && <GuestStep {...fieldProps} contactFields={contact.fields} formatMessages={contact.errors} />}
      {step === 1 &&
        (StayStep ? (
          <StayStep {...fieldProps} rooms={rooms} pricing={pricing} locale={locale} onDatesChange={changeDates} />
        ) : (
          <div className="min-h-40" />
        ))}
      {step === 1 && <LongStayNotice notice={longStayNotice(values, roomsRules.maxStayNights, strings, whatsapp)} />}
      {step === 2 && (
        <ConfirmStep
          {...fieldProps}
          onSpecialRequestsChange={(value) => change("specialRequests", value)}
          rooms={rooms}
          quote={quote}
          pricing={pricing}
          locale={locale}
        />
      )}
      {step === 2 && policySummary}
    </WizardShell>
  );
}

export default withErrorBoundary(BookingWizard);
