import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/forms/fields";
import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { plural } from "@/lib/i18n/plural";
import { maxChildAge, maxChildrenPerRoom, maxRoomsPerInquiry, groupFromRooms } from "@/lib/stay/occupancy";
import { paymentText } from "@/lib/stay/payment";
import { roomRatesOf } from "@/lib/stay/stay-quote";
import type { PlanChoice, StayPricing } from "@/content/read/rates";
import type { BookingStrings } from "@/content/schema/words";
import { guestOptions, type RoomChoice } from "./booking-form";
import { money } from "./estimate";
import { withChildren, type BookingRoom } from "./rooms";

/*
 * The parts of the stay step that say who sleeps in each room: a room's children and their ages,
 * a room after the first (its own type, plan, adults, children and extra bed), the controls that
 * add a room or switch to a group inquiry, and the group's two numbers. Loaded with the stay step,
 * its words with the later steps' (booking-later.json `rooms.form`).
 */

type Words = Pick<BookingStrings, "rooms" | "message" | "payment" | "fields">;

/** "Room 2 " before a label, for screen readers: the room's legend shows the number once to the eye. */
function RoomLabel({ room, children }: { room: string | null; children: ReactNode }) {
  return (
    <>
      {room && <span className="sr-only">{`${room} `}</span>}
      {children}
    </>
  );
}

/** The id of a room's field: room 1's are the one-room form's ("booking-roomType"), the others' carry the number. */
export const roomFieldId = (number: number, field: string) =>
  number === 1 && ["roomType", "ratePlan"].includes(field) ? `booking-${field}` : `booking-room${number}-${field}`;

/** The id of the paragraph that names a room's problems (the room's fields point to it). */
export const roomProblemsId = (number: number) => `booking-room${number}-problems`;

/** Its problems, under the room, once the step has been checked. */
export function RoomProblems({ number, messages }: { number: number; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div id={roomProblemsId(number)} className="flex flex-col gap-1 text-sm font-medium text-destructive sm:col-span-2">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** The plan choices of a room type, each with how it is paid, and the chosen plan's terms as the hint. */
export function planOptions(plans: readonly PlanChoice[], s: Words, locale: Locale) {
  return plans.map((plan) => ({
    value: plan.id,
    label: `${plan.name} (${paymentText(plan.payment, s.payment.short, locale)})`,
  }));
}

export function planHint(plan: PlanChoice | null, s: Words, locale: Locale): ReactNode {
  if (!plan) return null;
  return (
    <>
      <span className="block">{plan.cancellation}</span>
      <span className="block">
        {fill(s.rooms.form.payment, { payment: paymentText(plan.payment, s.payment, locale) })}
      </span>
    </>
  );
}

type Problems = { invalid: boolean; describedBy: string };

type ChildrenFieldsProps = {
  number: number;
  room: BookingRoom;
  onChange: (patch: Partial<BookingRoom>) => void;
  s: Words;
  locale: Locale;
  /** Whether the labels name the room (there are several). */
  named: boolean;
  problems: Problems;
};

/** A room's children (0 to 4) and, for each, an age from "Under 1" to 17. */
export function ChildrenFields({ number, room, onChange, s, locale, named, problems }: ChildrenFieldsProps) {
  const f = s.rooms.form;
  const roomName = named ? fill(f.room, { number }) : null;
  const counts = Array.from({ length: maxChildrenPerRoom + 1 }, (_, n) => String(n));
  const ages = Array.from({ length: maxChildAge + 1 }, (_, age) => ({
    value: String(age),
    label: age === 0 ? f.underOne : String(age),
  }));
  return (
    <>
      <SelectField
        id={roomFieldId(number, "children")}
        label={<RoomLabel room={roomName}>{f.children}</RoomLabel>}
        placeholder={f.choose}
        value={String(room.childAges.length)}
        onValueChange={(value) => onChange(withChildren(room, Number(value)))}
        options={counts.map((n) => ({
          value: n,
          label: n === "0" ? f.noChildren : plural(s.message.children, Number(n), locale),
        }))}
      />
      {room.childAges.map((age, i) => (
        <SelectField
          key={i}
          id={roomFieldId(number, `child${i + 1}-age`)}
          label={<RoomLabel room={roomName}>{fill(f.childAge, { child: i + 1 })}</RoomLabel>}
          placeholder={f.choose}
          value={age}
          onValueChange={(value) => onChange({ childAges: room.childAges.map((a, j) => (j === i ? value : a)) })}
          options={ages}
          invalid={problems.invalid && age === ""}
          errorId={problems.describedBy}
          required
        />
      ))}
    </>
  );
}

type OtherRoomProps = {
  number: number;
  room: BookingRoom;
  plan: PlanChoice | null;
  rooms: readonly RoomChoice[];
  pricing: StayPricing;
  onChange: (patch: Partial<BookingRoom>) => void;
  onRemove: () => void;
  s: Words;
  locale: Locale;
  messages: readonly string[];
  problems: Problems;
  /** Once the step is checked, the room's type is sold out on a night of the stay: the words under its type. */
  soldOut?: string;
};

/** Room 2 to 5: a fieldset with its own type, adults, plan, children, extra bed, problems and "Remove room N". */
export function OtherRoom(props: OtherRoomProps) {
  const { number, room, plan, rooms, pricing, onChange, onRemove, s, locale, messages, problems, soldOut } = props;
  const f = s.rooms.form;
  const rates = roomRatesOf(pricing, room.roomType);
  const plans = rates?.plans ?? [];
  const extraBedCharge = rates?.card.extraBed ?? null;
  const choice = rooms.find((r) => r.slug === room.roomType);
  const label = (text: string) => <RoomLabel room={fill(f.room, { number })}>{text}</RoomLabel>;
  const changeType = (slug: string) => {
    const takesBed = (roomRatesOf(pricing, slug)?.card.extraBed ?? null) !== null;
    onChange({ roomType: slug, ratePlan: "", extraBed: room.extraBed && takesBed });
  };
  return (
    <fieldset
      className="grid gap-5 rounded-lg border p-4 sm:col-span-2 sm:grid-cols-2"
      aria-describedby={messages.length > 0 ? roomProblemsId(number) : undefined}
    >
      <legend className="px-1 text-base font-semibold">{fill(f.room, { number })}</legend>
      <SelectField
        id={roomFieldId(number, "roomType")}
        label={label(f.roomType)}
        placeholder={s.fields.roomType.placeholder}
        value={room.roomType}
        onValueChange={changeType}
        options={rooms.map((r) => ({ value: r.slug, label: r.name }))}
        hint={choice && fill(s.fields.roomType.hint, { price: choice.price, guests: choice.guests })}
        error={soldOut}
        invalid={(problems.invalid && !choice) || soldOut !== undefined}
        errorId={problems.describedBy}
        required
      />
      <SelectField
        id={roomFieldId(number, "adults")}
        label={label(f.adults)}
        placeholder={f.choose}
        value={room.adults}
        onValueChange={(adults) => onChange({ adults })}
        options={guestOptions.map((n) => ({ value: n, label: plural(s.message.adults, Number(n), locale) }))}
        // A child's age still to choose is that select's problem, not the adults'.
        invalid={problems.invalid && !room.childAges.includes("")}
        errorId={problems.describedBy}
        required
      />
      {plans.length > 0 && plan && (
        <SelectField
          id={roomFieldId(number, "ratePlan")}
          label={label(f.ratePlan)}
          placeholder={f.ratePlan}
          value={plan.id}
          onValueChange={(ratePlan) => onChange({ ratePlan })}
          options={planOptions(plans, s, locale)}
          hint={planHint(plan, s, locale)}
        />
      )}
      <ChildrenFields number={number} room={room} onChange={onChange} s={s} locale={locale} named problems={problems} />
      {extraBedCharge !== null && (
        <label className="flex min-h-11 items-center gap-3 text-sm sm:col-span-2">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={room.extraBed}
            onChange={(event) => onChange({ extraBed: event.target.checked })}
            aria-invalid={problems.invalid || undefined}
            aria-describedby={problems.invalid ? problems.describedBy : undefined}
          />
          {label(fill(s.fields.extraBed.label, { price: money(extraBedCharge, pricing, locale) }))}
        </label>
      )}
      <RoomProblems number={number} messages={messages} />
      <div className="sm:col-span-2">
        <Button type="button" variant="outline" onClick={onRemove}>
          {fill(f.remove, { number })}
        </Button>
      </div>
    </fieldset>
  );
}

type MoreRoomsProps = { count: number; onAdd: () => void; onGroup: () => void; s: Words };

/** "Add a room" up to five rooms; at five, the way to a group inquiry instead. */
export function MoreRooms({ count, onAdd, onGroup, s }: MoreRoomsProps) {
  const f = s.rooms.form;
  return (
    <div className="sm:col-span-2">
      {count < maxRoomsPerInquiry ? (
        <Button id="booking-add-room" type="button" variant="outline" onClick={onAdd}>
          {f.add}
        </Button>
      ) : (
        <Button id="booking-group-switch" type="button" variant="outline" onClick={onGroup}>
          {fill(f.groupSwitch, { max: maxRoomsPerInquiry })}
        </Button>
      )}
    </div>
  );
}

type GroupFieldsProps = {
  rooms: string;
  people: string;
  onChange: (field: "groupRooms" | "groupPeople", value: string) => void;
  onBack: () => void;
  s: Words;
  /** The group's problem once the step has been checked. */
  problem: { field: "groupRooms" | "groupPeople"; message: string } | null;
  errorId: string;
};

/** A group inquiry: what it is, the rooms and people in one line, and the way back to room by room. */
export function GroupFields({ rooms, people, onChange, onBack, s, problem, errorId }: GroupFieldsProps) {
  const f = s.rooms.form;
  const field = (name: "groupRooms" | "groupPeople", label: string, value: string) => (
    <TextField
      id={`booking-${name}`}
      label={label}
      value={value}
      onValueChange={(next) => onChange(name, next.slice(0, 4))}
      inputMode="numeric"
      autoComplete="off"
      error={problem?.field === name ? problem.message : undefined}
      invalid={problem?.field === name}
      errorId={errorId}
      required
    />
  );
  return (
    <section
      aria-labelledby="booking-group-heading"
      className="grid gap-4 rounded-lg border p-4 sm:col-span-2 sm:grid-cols-2"
    >
      <h4 id="booking-group-heading" className="text-base font-semibold sm:col-span-2">
        {f.groupHeading}
      </h4>
      <p className="text-sm sm:col-span-2">{fill(s.rooms.group, { rooms: groupFromRooms })}</p>
      <div className="grid grid-cols-2 gap-4 sm:col-span-2">
        {field("groupRooms", f.groupRooms, rooms)}
        {field("groupPeople", f.groupPeople, people)}
      </div>
      <div className="sm:col-span-2">
        <Button id="booking-group-back" type="button" variant="outline" onClick={onBack}>
          {f.groupBack}
        </Button>
      </div>
    </section>
  );
}
