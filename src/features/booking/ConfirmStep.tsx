import type { ReactNode } from "react";
import type { Locale as DateLocale } from "date-fns";
import { MessageCircle } from "lucide-react";
import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { fieldLimits, type BookingField, type BookingValues } from "./booking-form";
import { TextAreaField } from "@/components/forms/fields";
import {
  formatStayDate,
  guestsValue,
  inquiryDetails,
  type InquiryDetails,
  type MessageQuote,
  type RoomName,
} from "./inquiry";
import type { BookingStrings } from "@/content/schema/words";
import type { StayPricing } from "@/content/read/rates";
import { earlyCheckInRules } from "@/content/read/stay-rules";
import { ArrivalField } from "./ArrivalField";
import { GstFields } from "./GstFields";
import { arrivalMessage, guestExtrasOf } from "./guest-extras";

type ConfirmStepProps = {
  values: BookingValues;
  onSpecialRequestsChange: (value: string) => void;
  strings: BookingStrings;
  rooms: readonly RoomName[];
  /** The plan and the estimated total, as the inquiry states them. */
  quote: MessageQuote;
  dateLocale?: DateLocale;
  /** The arrival time and the GST details, set field by field. */
  onChange: <Field extends BookingField>(field: Field, value: BookingValues[Field]) => void;
  pricing: StayPricing;
  locale: Locale;
  invalid: ReadonlySet<BookingField>;
  errorId: string;
  /** Several rooms (or room 1's children), or a group: a line each in place of Room, Rate plan and Guests. */
  roomsSummary?: readonly { term: string; value: string }[] | null;
};

/**
 * Step 3: everything entered, as the hotel will read it; then the optional extras (the expected
 * arrival, a company's GST details: here, once the room and the dates are known, so an early
 * arrival's charge can be priced) and room for special requests.
 */
export function ConfirmStep(props: ConfirmStepProps) {
  const { values, onSpecialRequestsChange, strings, rooms, quote, dateLocale, locale, roomsSummary } = props;
  const s = strings.summary;
  const m = strings.message;
  const d = inquiryDetails(values, rooms);
  const date = (value: Date | null) => (value ? formatStayDate(value, dateLocale) : m.notSelected);
  const requests = strings.fields.specialRequests;
  const extras = guestExtrasOf(values, locale);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="booking-summary-heading" className="rounded-lg border bg-muted/40 p-4 sm:p-5">
        <h4 id="booking-summary-heading" className="text-base font-semibold">
          {s.heading}
        </h4>
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <SummaryGroup title={s.guest}>
            <SummaryItem term={s.name}>{d.name}</SummaryItem>
            <SummaryItem term={s.email}>{d.email}</SummaryItem>
            <SummaryItem term={s.phone}>{d.phone}</SummaryItem>
          </SummaryGroup>
          <SummaryGroup title={s.stay}>
            {roomsSummary ? (
              roomsSummary.map(({ term, value }) => (
                <SummaryItem key={term} term={term}>
                  {value}
                </SummaryItem>
              ))
            ) : (
              <OneRoomLines details={d} quote={quote} strings={strings} />
            )}
            <SummaryItem term={s.checkIn}>{date(d.checkIn)}</SummaryItem>
            <SummaryItem term={s.checkOut}>{date(d.checkOut)}</SummaryItem>
            <SummaryItem term={s.nights}>{d.nights ?? m.notApplicable}</SummaryItem>
            <SummaryItem term={s.estimatedTotal}>{quote.total ?? m.notAvailable}</SummaryItem>
            {extras.arrival && <SummaryItem term={s.arrival}>{extras.arrival}</SummaryItem>}
            {extras.gst && (
              <SummaryItem term={s.gstInvoice}>
                {[extras.gst.legalName, `GSTIN ${extras.gst.gstin}`, extras.gst.state].join(", ")}
              </SummaryItem>
            )}
          </SummaryGroup>
        </div>
      </section>
      <ExtrasFields {...props} />
      <TextAreaField
        id="booking-specialRequests"
        label={requests.label}
        placeholder={requests.placeholder}
        value={values.specialRequests}
        onValueChange={onSpecialRequestsChange}
        maxLength={fieldLimits.specialRequests}
        rows={4}
        hint={fill(requests.counter, { count: values.specialRequests.length, max: fieldLimits.specialRequests })}
      />
      <p className="flex gap-2 text-sm text-muted-foreground">
        <MessageCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{s.handOff}</span>
      </p>
    </div>
  );
}

/** The optional extras: the expected arrival (with what an early one costs) and a company's GST details. */
function ExtrasFields(props: ConfirmStepProps) {
  const { values, strings, onChange, pricing, locale } = props;
  return (
    <>
      <ArrivalField
        value={values.arrivalTime}
        onChange={(value) => onChange("arrivalTime", value)}
        words={strings.arrival}
        note={arrivalMessage(values, pricing, earlyCheckInRules, strings, locale)}
      />
      <GstFields
        values={values}
        onChange={onChange}
        strings={strings}
        locale={locale}
        invalid={props.invalid}
        errorId={props.errorId}
      />
    </>
  );
}

/** One room without children: the Room, Rate plan and Guests lines, as the message has them. */
function OneRoomLines(props: { details: InquiryDetails; quote: MessageQuote; strings: BookingStrings }) {
  const { details, quote } = props;
  const { summary: s, message: m } = props.strings;
  return (
    <>
      <SummaryItem term={s.room}>{details.room ?? m.notSpecified}</SummaryItem>
      <SummaryItem term={s.ratePlan}>{quote.plan ?? m.notSpecified}</SummaryItem>
      <SummaryItem term={s.guests}>{guestsValue(details, m, quote.extraBed)}</SummaryItem>
    </>
  );
}

function SummaryGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">{title}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">{children}</dl>
    </div>
  );
}

function SummaryItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </>
  );
}
