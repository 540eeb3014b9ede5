import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useOnDemand } from "@/components/forms/use-on-demand";
import { useWizard } from "@/components/forms/use-wizard";
import { WizardShell } from "@/components/forms/WizardShell";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import { dateLocaleFor } from "@/lib/dates/date-locale";
import type { StayDates } from "@/lib/dates/dates";
import { localePath, type Locale } from "@/lib/i18n/i18n";
import { bookingLinkParams, bookingPartyParams } from "@/lib/links/links";
import { roomRatesOf } from "@/lib/stay/stay-quote";
import { emptyBooking, fieldLimits, usableValues } from "./booking-form";
import {
  droppedLinkNotice,
  readBookingLink,
  readPartyLink,
  readPlanLink,
  startingValues,
  withLinkParty,
  withLinkPlan,
  type DroppedLinkValue,
} from "./booking-params";
import { draftKey } from "./draft";
import { inquiryUrl, roomValue, type InquiryMore } from "./inquiry";
import { fill } from "@/lib/i18n/format";
import { messageQuoteOf, roomsQuoteOf } from "./estimate";
import type { StayPricing } from "@/content/read/rates";
import {
  emptyRoomsFields,
  groupOf,
  listsRooms,
  messageRoomsOf,
  paymentValue,
  usableRoomsFields,
  type BookingInquiry,
} from "./rooms";
import { roomsStepProblem } from "./rooms-check";
import { stepProblem, stepRules, wizardSteps, type WizardStep } from "./validation";
import { soldOutNotice, type SoldOutNotice } from "./sold-out";
import { ConfirmStep } from "./ConfirmStep";
import { GuestStep, guestFieldId, type StepFieldsProps } from "./GuestStep";
import type { BookingField, BookingValues, RoomChoice } from "./booking-form";
import { SuccessPanel } from "./SuccessPanel";
import type { ContactFieldStrings, BookingPageStrings, BookingStrings } from "@/content/schema/words";
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

/** Step 3's lines for the rooms: a group's one line, or each room's (several rooms, or room 1's children); null for the one-room lines. */
function roomsSummary(context: StayContext, values: BookingInquiry) {
  const { pricing, strings, rooms, locale } = context;
  const more = messageMore(values, pricing, strings, rooms, locale);
  if (more.group) return [{ term: strings.rooms.form.groupHeading, value: fill(strings.message.group, more.group) }];
  if (!more.rooms) return null;
  return more.rooms.map((room, i) => ({
    term: fill(strings.rooms.form.room, { number: i + 1 }),
    value: roomValue(room, strings.message, locale),
  }));
}

/** The parameters the wizard takes from its link, then tidies from the address: the stay's, room 1's plan and party. */
const linkParams = [...bookingLinkParams, ...bookingPartyParams];

/**
 * Where the wizard starts: the tab's draft, overridden by the link's values (where the two disagree
 * on the dates, the link's stand) and room 1's plan and party from a room page's link; and what
 * the link asked for that could not be taken, to name.
 */
function useStart(pricing: StayPricing) {
  const [dropped, setDropped] = useState<readonly DroppedLinkValue[]>([]);
  const start = useCallback(
    (stored: unknown, link: URLSearchParams, today: Date) => {
      const fromLink = readBookingLink(link, today);
      // Room 1 is the one-room fields, which the link's values set; the draft's other rooms stay.
      const values = { ...startingValues(usableValues(stored, today), fromLink.values), ...usableRoomsFields(stored) };
      const rates = roomRatesOf(pricing, values.roomType);
      const plan = readPlanLink(link, rates?.plans.map(({ id }) => id) ?? []);
      setDropped(plan.dropped ? [...fromLink.dropped, "plan"] : fromLink.dropped);
      return withLinkPlan(withLinkParty(values, readPartyLink(link), rates?.card, roomsRules.children), plan);
    },
    [pricing],
  );
  return { start, dropped };
}

const emptyInquiry: BookingInquiry = { ...emptyBooking, ...emptyRoomsFields };

/**
 * The message's lines beyond the one-room form's: a group's line, or the rooms one by one (several
 * rooms, or room 1's children), and how the chosen plans are paid.
 */
function messageMore(
  values: BookingInquiry,
  pricing: StayPricing,
  strings: BookingStrings,
  rooms: readonly RoomChoice[],
  locale: Locale,
): InquiryMore {
  const group = groupOf(values);
  if (group) return { group };
  const quote = roomsQuoteOf(values, pricing, locale);
  const payments = quote.rooms.map((room) => room.plan?.payment);
  return {
    rooms: listsRooms(values) ? messageRoomsOf(quote.rooms, rooms) : undefined,
    payment: paymentValue(payments, strings.payment, strings.message.roomLine, locale),
  };
}

/** Both dates at once: choosing a check-in may also clear the check-out. */
const withDates = (dates: StayDates) => (current: BookingInquiry) => ({
  ...current,
  checkIn: dates.checkIn ?? "",
  checkOut: dates.checkOut ?? "",
});

/** Step 2's code: fetched after hydration while the visitor fills in step 1, at once on step 2. */
function useStayStepCode(step: number) {
  const { loaded, want } = useOnDemand(loadStayStep);
  useEffect(() => {
    if (step === 1) want();
    const prefetch = window.setTimeout(want, 1000);
    return () => window.clearTimeout(prefetch);
  }, [step, want]);
  return loaded?.default;
}

/**
 * What the stay step's checks and the message are worked out with. (The steps' fields change one
 * field of the one-room form at a time; the stay step changes the rooms as a whole.)
 */
type StayContext = {
  pricing: StayPricing;
  strings: BookingStrings;
  rooms: readonly RoomChoice[];
  locale: Locale;
  dateLocale: ReturnType<typeof dateLocaleFor>;
};

/**
 * Step 2's problems after its fields' rules: each room's party must fit its room (or a group's
 * numbers hold), naming the room and what to change; then a night the room is sold out on, which
 * the step names with the rooms free instead.
 */
function stayProblem({ pricing, strings, rooms, locale, dateLocale }: StayContext, stay: BookingInquiry) {
  const roomsProblem = roomsStepProblem(stay, pricing, strings, rooms, locale);
  if (roomsProblem || stay.group) return roomsProblem;
  const notice = soldOutNotice(stay, pricing, rooms, strings.availability, dateLocale);
  return notice && { message: notice.message, fields: soldOutFields(notice) };
}

/** What must change for a sold-out night: the dates when no other type is free, else the sold-out room's type. */
function soldOutFields(notice: SoldOutNotice): (keyof BookingInquiry)[] {
  if (notice.offers.length === 0) return ["checkIn", "checkOut"];
  return [notice.room === 0 ? "roomType" : "rooms"];
}

/** What the step's rules alone do not see: a stay over the longest (checked before the sold-out nights), a GST part half given. */
function extrasProblem(step: WizardStep, values: BookingValues, strings: BookingStrings) {
  if (step === "booking") return longStayProblem(values, roomsRules.maxStayNights, strings);
  return step === "confirmation" ? gstProblem(values, strings) : null;
}

/** A step's first problem: its fields' rules, then what they do not see, then step 2's rooms and sold-out nights. */
function problemAt(
  context: StayContext,
  rules: ReturnType<typeof stepRules>,
  step: WizardStep,
  values: BookingInquiry,
) {
  return (
    stepProblem(rules, step, values) ??
    extrasProblem(step, values, context.strings) ??
    (step === "booking" ? stayProblem(context, values) : null)
  );
}

/** The inquiry's WhatsApp link (docs/inquiry-messages.md, section 1): the rooms, the payment, the arrival and the GST details. */
function messageUrl(context: StayContext, whatsapp: string, values: BookingInquiry) {
  const { pricing, strings, rooms, locale, dateLocale } = context;
  const quote = messageQuoteOf(values, pricing, locale);
  const more = { ...messageMore(values, pricing, strings, rooms, locale), ...guestExtrasOf(values, locale) };
  return inquiryUrl(whatsapp, values, strings.message, rooms, quote, dateLocale, more, locale);
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
  const { start, dropped } = useStart(pricing);
  const context: StayContext = { pricing, strings, rooms, locale, dateLocale };
  const wizard = useWizard({
    form: "booking",
    steps: wizardSteps,
    stepNames: strings.steps,
    ids: { heading: "booking-step-heading", error: errorId },
    empty: emptyInquiry,
    draftKey,
    start,
    linkParams,
    typed,
    problemAt: (step, values) => problemAt(context, rules, step, values),
    message: (values) => ({ url: messageUrl(context, whatsapp, values) }),
  });
  const { values, step, sent, change } = wizard;
  const quote = messageQuoteOf(values, pricing, locale);
  const StayStep = useStayStepCode(step);

  const onChange: StepFieldsProps["onChange"] = (field, value) => change(field, value as BookingInquiry[typeof field]);
  const invalid = wizard.invalid as ReadonlySet<BookingField>;
  const fieldProps = { values, onChange, strings, invalid, errorId, dateLocale };
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
      notice={droppedLinkNotice(dropped, { ...strings.linkNotice, plan: strings.linkPlan })}
      done={done}
    >
      {step === 0 && <GuestStep {...fieldProps} contactFields={contact.fields} formatMessages={contact.errors} />}
      {step === 1 &&
        (StayStep ? (
          <StayStep
            {...fieldProps}
            invalid={wizard.invalid}
            onValuesChange={wizard.setValues}
            rooms={rooms}
            pricing={pricing}
            locale={locale}
            onDatesChange={(dates) => wizard.setValues(withDates(dates))}
          />
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
          roomsSummary={roomsSummary(context, values)}
        />
      )}
      {step === 2 && policySummary}
    </WizardShell>
  );
}

export default withErrorBoundary(BookingWizard);
