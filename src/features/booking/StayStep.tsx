import { useEffect, useState, type ReactNode } from "react";
import StayDatePickers from "@/components/forms/StayDatePickers";
import type { StayDates } from "@/lib/dates/dates";
import { longDateFormat } from "@/lib/dates/long-date";
import { fill } from "@/lib/i18n/format";
import { guestOptions, type RoomChoice } from "./booking-form";
import { SelectField } from "@/components/forms/fields";
import type { StepFieldsProps } from "./GuestStep";
import { quoteStay, roomRatesOf } from "@/lib/stay/stay-quote";
import { plural } from "@/lib/i18n/plural";
import { bookingStay, money, roomsEstimateView, roomsQuoteOf, type BookingQuote } from "./estimate";
import { addRoom, changeRoom, removeRoom, roomsOf, type BookingInquiry, type BookingRoom } from "./rooms";
import { groupMessage, roomMessages } from "./rooms-check";
import {
  ChildrenFields,
  GroupFields,
  MoreRooms,
  OtherRoom,
  RoomProblems,
  planHint,
  planOptions,
  roomFieldId,
  roomProblemsId,
} from "./RoomParty";
import { StayEstimate } from "./StayEstimate";
import type { StayPricing } from "@/content/read/rates";
import type { Locale } from "@/lib/i18n/i18n";
import { stayDayNotes } from "@/components/forms/day-notes";
import { words } from "@/content/read/island-words/calendar";
import { soldOutNotice, type SoldOutNotice } from "./sold-out";
import { SoldOutOffer } from "./SoldOutOffer";

type StayStepProps = Omit<StepFieldsProps, "values" | "invalid"> & {
  values: BookingInquiry;
  /** The fields the last validation found wanting (the rooms and the group's numbers too). */
  invalid: ReadonlySet<string>;
  /** Changes the rooms (or the group) as a whole: room 1's fields are the one-room form's too. */
  onValuesChange: (update: (current: BookingInquiry) => BookingInquiry) => void;
  rooms: readonly RoomChoice[];
  /** Every room's rates and the tax rules in the page's language, for the estimate. */
  pricing: StayPricing;
  locale: Locale;
  /** Both dates at once: choosing a check-in may also clear the check-out. */
  onDatesChange: (dates: StayDates) => void;
};

/** After a tap that adds, removes or swaps fields: the field to focus once they are on screen. */
function useFocusAfter() {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    document.getElementById(target)?.focus();
    setTarget(null);
  }, [target]);
  return setTarget;
}

/**
 * Step 2: dates, then the rooms (room 1 is the one-room form's fields, up to five rooms, each with
 * its party) or a group's two numbers, and the estimate. Loaded apart from the wizard: the
 * calendar is most of the wizard's code.
 */
export default function StayStep(props: StayStepProps) {
  const { values, onChange, onDatesChange, onValuesChange, strings, invalid, rooms, dateLocale, pricing, locale } =
    props;
  const quote = quoteStay(pricing, bookingStay(values), locale);
  const notes = stayDayNotes(calendarFacts(pricing, values.roomType), words("calendar", locale), dateLocale);
  const soldOut = values.group ? null : soldOutNotice(values, pricing, rooms, strings.availability, dateLocale);
  const focusAfter = useFocusAfter();
  const toGroup = () => {
    onValuesChange((current) => ({ ...current, group: true, groupRooms: current.groupRooms || "6" }));
    focusAfter("booking-groupRooms");
  };
  // Room 2 to 5 sold out: its type as its own select changes it (the room's first plan, its extra bed where the new type takes one).
  const switchRoom = (index: number, slug: string) => {
    const takesBed = (roomRatesOf(pricing, slug)?.card.extraBed ?? null) !== null;
    onValuesChange((current) => {
      const room = roomsOf(current)[index];
      return changeRoom(current, index, {
        roomType: slug,
        ratePlan: "",
        extraBed: (room?.extraBed ?? false) && takesBed,
      });
    });
  };
  const toRooms = () => {
    onValuesChange((current) => ({ ...current, group: false }));
    focusAfter(roomsOf(values).length < 5 ? "booking-add-room" : "booking-group-switch");
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <StayDatePickers
        ids={{ checkIn: "booking-checkIn", checkOut: "booking-checkOut" }}
        text={{ checkIn: strings.fields.checkIn, checkOut: strings.fields.checkOut }}
        dates={{ checkIn: values.checkIn || null, checkOut: values.checkOut || null }}
        onChange={onDatesChange}
        displayFormat={longDateFormat}
        dateLocale={dateLocale}
        invalid={invalid}
        notes={notes}
      />
      {values.group ? (
        <GroupFields
          rooms={values.groupRooms}
          people={values.groupPeople}
          onChange={(field, value) => onValuesChange((current) => ({ ...current, [field]: value }))}
          onBack={toRooms}
          s={strings}
          problem={invalid.has("groupRooms") || invalid.has("groupPeople") ? groupMessage(values, strings) : null}
          errorId={props.errorId}
        />
      ) : (
        <Rooms {...props} quote={quote} onGroup={toGroup} focusAfter={focusAfter} soldOut={soldOut} />
      )}
      <SoldOutOffer
        notice={soldOut}
        heading={strings.availability.freeRooms}
        onSwitch={(slug) => (soldOut?.room ? switchRoom(soldOut.room, slug) : onChange("roomType", slug))}
      />
      {!values.group && (
        <StayEstimate
          heading={strings.estimate.heading}
          view={roomsEstimateView(roomsQuoteOf(values, pricing, locale), pricing, strings, rooms, locale)}
        />
      )}
    </div>
  );
}

type RoomsProps = StayStepProps & {
  quote: BookingQuote;
  onGroup: () => void;
  focusAfter: (id: string) => void;
  /** A night one of the rooms is sold out on: once the step is checked, room 2 to 5's type says so. */
  soldOut: SoldOutNotice | null;
};

/**
 * The words under a room's type once the step has been checked, when that room (2 to 5) is the one
 * sold out and another type is free: its type is what must change (room 1's is marked by the
 * step's own fields; with no type free, the dates are).
 */
function soldOutMessageOf(soldOut: SoldOutNotice | null, index: number, checked: boolean): string | undefined {
  if (!checked || !soldOut || index === 0 || soldOut.room !== index || soldOut.offers.length === 0) return undefined;
  return soldOut.message;
}

/** Room 1 (the one-room form's fields and its children), the other rooms, and "Add a room". */
function Rooms(props: RoomsProps) {
  const { values, onValuesChange, strings, invalid, errorId, rooms, pricing, locale, onGroup, focusAfter, soldOut } =
    props;
  const list = roomsOf(values);
  const several = list.length > 1;
  const checked = invalid.has("rooms");
  const messages = checked ? roomMessages(values, pricing, strings, rooms, locale) : list.map(() => []);
  const problemsOf = (index: number) => {
    const invalidRoom = (messages[index]?.length ?? 0) > 0;
    return { invalid: invalidRoom, describedBy: invalidRoom ? `${errorId} ${roomProblemsId(index + 1)}` : errorId };
  };
  const change = (index: number) => (patch: Partial<BookingRoom>) =>
    onValuesChange((current) => changeRoom(current, index, patch));
  const quotes = roomsQuoteOf(values, pricing, locale).rooms;
  const add = () => {
    onValuesChange(addRoom);
    focusAfter(roomFieldId(list.length + 1, "roomType"));
  };
  const remove = (index: number) => () => {
    onValuesChange((current) => removeRoom(current, index));
    focusAfter(roomFieldId(index, "roomType"));
  };
  return (
    <>
      <fieldset
        className="grid gap-5 sm:col-span-2 sm:grid-cols-2"
        aria-describedby={(messages[0]?.length ?? 0) > 0 ? roomProblemsId(1) : undefined}
      >
        <legend className={several ? "mb-3 text-base font-semibold" : "sr-only"}>
          {fill(strings.rooms.form.room, { number: 1 })}
        </legend>
        <RoomFields {...props} adults={several || list[0]!.childAges.length > 0} problems={problemsOf(0)} />
        <ChildrenFields
          number={1}
          room={list[0]!}
          onChange={change(0)}
          s={strings}
          locale={locale}
          named={several}
          problems={problemsOf(0)}
        />
        <StayChoices {...props} />
        <RoomProblems number={1} messages={messages[0] ?? []} />
      </fieldset>
      {list.slice(1).map((room, i) => (
        <OtherRoom
          key={i + 2}
          number={i + 2}
          room={room}
          plan={quotes[i + 1]?.plan ?? null}
          rooms={rooms}
          pricing={pricing}
          onChange={change(i + 1)}
          onRemove={remove(i + 1)}
          s={strings}
          locale={locale}
          messages={messages[i + 1] ?? []}
          problems={problemsOf(i + 1)}
          soldOut={soldOutMessageOf(soldOut, i + 1, checked)}
        />
      ))}
      <MoreRooms count={list.length} onAdd={add} onGroup={onGroup} s={strings} />
    </>
  );
}

type RoomFieldsProps = StayStepProps & {
  quote: BookingQuote;
  /** The count is adults (there are several rooms or children), not the one-room form's guests. */
  adults: boolean;
  problems: { invalid: boolean; describedBy: string };
};

/** Room 1: the room, the guests (its adults) and, where the room has more than one, the rate plan. */
function RoomFields(props: RoomFieldsProps) {
  const { values, onChange, strings, invalid, errorId, rooms, pricing, quote, locale, adults, problems } = props;
  const f = strings.fields;
  const room = rooms.find((r) => r.slug === values.roomType);
  const plans = roomRatesOf(pricing, values.roomType)?.plans ?? [];
  const count = adults
    ? {
        label: strings.rooms.form.adults,
        options: guestOptions.map((n) => ({ value: n, label: plural(strings.message.adults, Number(n), locale) })),
      }
    : { label: f.guests.label, options: guestOptions.map((n) => ({ value: n, label: f.guests.options[n] })) };
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
        label={count.label}
        placeholder={f.guests.placeholder}
        value={values.guests}
        onValueChange={(value) => onChange("guests", value)}
        options={count.options}
        invalid={invalid.has("guests")}
        errorId={problems.describedBy}
        required
      />
      {plans.length > 0 && quote.plan && (
        <SelectField
          id="booking-ratePlan"
          label={f.ratePlan.label}
          placeholder={f.ratePlan.label}
          value={quote.plan.id}
          onValueChange={(value) => onChange("ratePlan", value)}
          options={planOptions(plans, strings, locale)}
          hint={planHint(quote.plan, strings, locale)}
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
