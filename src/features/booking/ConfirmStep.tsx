import type { ReactNode } from "react";
import type { Locale as DateLocale } from "date-fns";
import { MessageCircle } from "lucide-react";
import { fill } from "@/lib/i18n/format";
import { fieldLimits, type BookingValues } from "./booking-form";
import { TextAreaField } from "@/components/forms/fields";
import { formatStayDate, guestsValue, inquiryDetails, type MessageQuote, type RoomName } from "./inquiry";
import type { BookingStrings } from "@/content/schema/words";

type ConfirmStepProps = {
  values: BookingValues;
  onSpecialRequestsChange: (value: string) => void;
  strings: BookingStrings;
  rooms: readonly RoomName[];
  /** The plan and the estimated total, as the inquiry states them. */
  quote: MessageQuote;
  dateLocale?: DateLocale;
  /** Several rooms (or room 1's children), or a group: a line each in place of Room, Rate plan and Guests. */
  roomsSummary?: readonly { term: string; value: string }[] | null;
};

/** Step 3: everything entered, as the hotel will read it, and room for special requests. */
export function ConfirmStep(props: ConfirmStepProps) {
  const { values, onSpecialRequestsChange, strings, rooms, quote, dateLocale, roomsSummary } = props;
  const s = strings.summary;
  const m = strings.message;
  const d = inquiryDetails(values, rooms);
  const date = (value: Date | null) => (value ? formatStayDate(value, dateLocale) : m.notSelected);
  const requests = strings.fields.specialRequests;
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
              <>
                <SummaryItem term={s.room}>{d.room ?? m.notSpecified}</SummaryItem>
                <SummaryItem term={s.ratePlan}>{quote.plan ?? m.notSpecified}</SummaryItem>
                <SummaryItem term={s.guests}>{guestsValue(d, m, quote.extraBed)}</SummaryItem>
              </>
            )}
            <SummaryItem term={s.checkIn}>{date(d.checkIn)}</SummaryItem>
            <SummaryItem term={s.checkOut}>{date(d.checkOut)}</SummaryItem>
            <SummaryItem term={s.nights}>{d.nights ?? m.notApplicable}</SummaryItem>
            <SummaryItem term={s.estimatedTotal}>{quote.total ?? m.notAvailable}</SummaryItem>
          </SummaryGroup>
        </div>
      </section>
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
