import type { ReactNode } from "react";
import StayDatePickers from "@/components/forms/StayDatePickers";
import type { StayDates } from "@/lib/dates/dates";
import { longDateFormat } from "@/lib/dates/long-date";
import { fill } from "@/lib/i18n/format";
import { guestOptions, type RoomChoice } from "./booking-form";
import { SelectField } from "@/components/forms/fields";
import type { StepFieldsProps } from "./GuestStep";
import { quoteStay, roomRatesOf } from "@/lib/stay/stay-quote";
import { bookingStay, estimateView, money, type BookingQuote } from "./estimate";
import { StayEstimate } from "./StayEstimate";
import type { StayPricing } from "@/content/read/rates";
import type { Locale } from "@/lib/i18n/i18n";
import { stayDayNotes } from "@/components/forms/day-notes";
import { words } from "@/content/read/island-words/calendar";
import { soldOutNotice } from "./sold-out";
import { SoldOutOffer } from "./SoldOutOffer";

type StayStepProps = StepFieldsProps & {
  rooms: readonly RoomChoice[];
  /** Every room's rates and the tax rules in the page's language, for the estimate. */
  pricing: StayPricing;
  locale: Locale;
  /** Both dates at once: choosing a check-in may also clear the check-out. */
  onDatesChange: (dates: StayDates) => void;
};

/** Step 2: dates, room and guests. Loaded apart from the wizard: the calendar is most of the wizard's code. */
export default function StayStep(props: StayStepProps) {
  const { values, onChange, onDatesChange, strings, invalid, rooms, dateLocale, pricing, locale } = props;
  const f = strings.fields;
  const quote = quoteStay(pricing, bookingStay(values), locale);
  const notes = stayDayNotes(calendarFacts(pricing, values.roomType), words("calendar", locale), dateLocale);
  const soldOut = soldOutNotice(values, pricing, rooms, strings.availability, dateLocale);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <StayDatePickers
        ids={{ checkIn: "booking-checkIn", checkOut: "booking-checkOut" }}
        text={{ checkIn: f.checkIn, checkOut: f.checkOut }}
        dates={{ checkIn: values.checkIn || null, checkOut: values.checkOut || null }}
        onChange={onDatesChange}
        displayFormat={longDateFormat}
        dateLocale={dateLocale}
        invalid={invalid}
        notes={notes}
      />
      <RoomFields {...props} quote={quote} />
      <StayChoices {...props} />
      <SoldOutOffer
        notice={soldOut}
        heading={strings.availability.freeRooms}
        onSwitch={(slug) => onChange("roomType", slug)}
      />
      <StayEstimate
        heading={strings.estimate.heading}
        view={estimateView(quote, pricing, strings.estimate, locale, values.roomType)}
      />
    </div>
  );
}

/** The room, the guests and, where the room has more than one, the rate plan. */
function RoomFields({
  values,
  onChange,
  strings,
  invalid,
  errorId,
  rooms,
  pricing,
  quote,
}: StayStepProps & { quote: BookingQuote }) {
  const f = strings.fields;
  const room = rooms.find((r) => r.slug === values.roomType);
  const plans = roomRatesOf(pricing, values.roomType)?.plans ?? [];
  return (
    <>
      <SelectField
        id="booking-roomType"
        label={f.roomType.label}
        placeholder={f.roomType.placeholder}
        value={values.roomType}
        onValueChange={(value) => onChange("roomType", value)}
        options={rooms.map((r) => ({ value: r.slug, label: r.name }))}
        hint={room && fill(f.roomType.hint, { price: room.price, guests: room.guests })}
        invalid={invalid.has("roomType")}
        errorId={errorId}
        required
      />
      <SelectField
        id="booking-guests"
        label={f.guests.label}
        placeholder={f.guests.placeholder}
        value={values.guests}
        onValueChange={(value) => onChange("guests", value)}
        options={guestOptions.map((n) => ({ value: n, label: f.guests.options[n] }))}
        invalid={invalid.has("guests")}
        errorId={errorId}
        required
      />
      {plans.length > 1 && quote.plan && (
        <SelectField
          id="booking-ratePlan"
          label={f.ratePlan.label}
          placeholder={f.ratePlan.label}
          value={quote.plan.id}
          onValueChange={(value) => onChange("ratePlan", value)}
          options={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
          hint={quote.plan.cancellation}
        />
      )}
    </>
  );
}

/** The stay's yes-or-no choices, each shown only where the room offers it: an extra bed, the accessible room. */
function StayChoices({ values, onChange, strings, rooms, pricing, locale }: StayStepProps) {
  const f = strings.fields;
  const extraBedCharge = roomRatesOf(pricing, values.roomType)?.card.extraBed ?? null;
  const accessible = rooms.find((r) => r.slug === values.roomType)?.accessible === true;
  // The extra bed is a boolean; the accessible room is still "yes" or "".
  const extraBed = { checked: values.extraBed, onCheckedChange: (checked: boolean) => onChange("extraBed", checked) };
  const accessibleRoom = {
    checked: values.accessibleRoom === "yes",
    onCheckedChange: (checked: boolean) => onChange("accessibleRoom", checked ? "yes" : ""),
  };
  return (
    <>
      {extraBedCharge !== null && (
        <StayCheckbox {...extraBed}>
          {fill(f.extraBed.label, { price: money(extraBedCharge, pricing, locale) })}
        </StayCheckbox>
      )}
      {accessible && <StayCheckbox {...accessibleRoom}>{f.accessibleRoom.label}</StayCheckbox>}
    </>
  );
}

type StayCheckboxProps = { checked: boolean; onCheckedChange: (checked: boolean) => void; children: ReactNode };

function StayCheckbox({ checked, onCheckedChange, children }: StayCheckboxProps) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm sm:col-span-2">
      <input
        type="checkbox"
        className="size-5 accent-primary"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      {children}
    </label>
  );
}

/**
 * What the calendars mark: the chosen room's seasons and marks; before a room is chosen, every
 * room's high-demand seasons (a night is high-demand for the hotel) and no room's marks.
 */
function calendarFacts(pricing: StayPricing, roomType: string) {
  const room = roomRatesOf(pricing, roomType);
  const seasons = room ? room.card.seasons : Object.values(pricing.rooms).flatMap(({ card }) => card.seasons);
  return {
    seasons,
    marks: pricing.availability.marks,
    room: room ? roomType : null,
    asOf: pricing.availability.asOf,
    sample: pricing.sample.availability,
  };
}
