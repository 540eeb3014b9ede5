import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import StayDatePickers, { stayFieldText } from "@/components/forms/StayDatePickers";
import { stayDayNotes } from "@/components/forms/day-notes";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import { StayBreakdown } from "@/components/stay/StayBreakdown";
import { dateLocaleFor, monthDayFormats } from "@/lib/dates/date-locale";
import type { StayDates } from "@/lib/dates/dates";
import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { partyText } from "@/lib/stay/party";
import { roomStayPricingIn } from "@/content/read/rates";
import { words as calendarWords } from "@/content/read/island-words/calendar";
import { words as laterWords } from "@/content/read/island-words/booking-later";
import { words } from "@/content/read/island-words/room-stay";
import type { BookingLaterStrings } from "@/content/schema/words";
import { roomStayView, type PlanOffer, type RoomParty } from "./room-stay-totals";
import { roomActionIds, roomAskHref, roomBookHref, type RoomAsk, type RoomStayPicked } from "./room-actions";
import { RoomPartyFields } from "./RoomPartyFields";

const neverChanges = () => () => {};

/** False in the server's HTML and while React takes it over, true after: what only the live island shows. */
function useLive(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

type RoomStayPriceProps = {
  locale: Locale;
  /** The room's slug: its rates and availability marks come with the island's code (read/rates.ts), not in the page's HTML. */
  room: string;
  /** What 'Ask about this room on WhatsApp' says, with and without the dates picked here. */
  ask: RoomAsk;
};

/**
 * Beside a room's "from" price: the guest picks dates and who is staying, and reads each plan's
 * total and payment, then the chosen plan's price line by line, priced by the one engine with the
 * page language's date locale. The calendars, the rates and the words after the dates come with
 * the island's code. The party's fields appear once it is live, their words with its code (the
 * Hindi room pages are at their HTML weight ceilings); until then the server's HTML holds their
 * place, as tall as the fields, so nothing below the dates moves when they appear.
 */
function RoomStayPrice({ locale, room, ask }: RoomStayPriceProps) {
  const strings = words("room-stay", locale);
  const later = laterWords("booking-later", locale);
  const [dates, setDates] = useState<StayDates>({ checkIn: null, checkOut: null });
  const live = useLive();
  const [party, setParty] = useState<PickedParty>(unpickedParty);
  const [plan, setPlan] = useState("");
  const pricing = useMemo(() => roomStayPricingIn(locale, room), [locale, room]);
  const calendar = calendarWords("calendar", locale);
  const dateLocale = dateLocaleFor(locale, calendar);
  const facts = {
    seasons: pricing.rooms[room]?.card.seasons ?? [],
    marks: pricing.availability.marks,
    room,
    asOf: pricing.availability.asOf,
    sample: pricing.sample.availability,
  };
  const view = roomStayView(
    pricing,
    { slug: room, name: ask.room },
    { dates, party, plan },
    { stay: strings, later },
    locale,
    dateLocale,
  );
  // The plan shown as chosen (the first until the guest picks one), once the dates are priced.
  const chosenPlan = view?.plans.find(({ id }) => id === plan) ?? view?.plans[0];
  usePickedStayInActions(
    { locale, room, ask, dateLocale },
    { ...dates, ...pickedParty(party), plan: chosenPlan?.id },
    { later, planName: chosenPlan?.name },
  );
  return (
    // js-only: without JavaScript the date fields could do nothing; the "from" price and the plans stay readable.
    <section aria-labelledby="room-stay-heading" className="js-only rounded-lg border p-4 sm:p-5">
      <h2 id="room-stay-heading" className="text-base font-semibold">
        {strings.heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{strings.intro}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <StayDatePickers
          ids={{ checkIn: "room-stay-checkIn", checkOut: "room-stay-checkOut" }}
          text={stayFieldText(strings)}
          dates={dates}
          onChange={setDates}
          displayFormat={monthDayFormats[locale]}
          dateLocale={dateLocale}
          notes={stayDayNotes(facts, calendar, dateLocale)}
        />
      </div>
      {live ? (
        <RoomPartyFields
          party={party}
          onChange={(next) => setParty({ ...next, chosen: true })}
          words={strings}
          locale={locale}
        />
      ) : (
        // The fields' height before any child is counted: mt-3, the legend (1.25rem), mt-2 and a row of label, gap and select (4.5rem).
        <div className="h-28" />
      )}
      <div aria-live="polite" className="mt-3 text-sm">
        {view && (
          <>
            {view.problems.map((problem) => (
              <p key={problem} className="mb-2 font-medium text-destructive">
                {problem}
              </p>
            ))}
            {view.plans.length > 0 && (
              <PlanChoices legend={strings.plans} plans={view.plans} chosen={plan} onChoose={setPlan} />
            )}
            {view.breakdown && <StayBreakdown {...view.breakdown} />}
          </>
        )}
      </div>
    </section>
  );
}

type PickedParty = { chosen: boolean } & RoomParty;

/** The party the fields show until the guest picks one: two adults. */
const unpickedParty: PickedParty = { chosen: false, adults: 2, childAges: [] };

/** The party for the links once the guest has chosen it: the adults, and the children's ages once all are chosen. */
function pickedParty(party: PickedParty): Pick<RoomStayPicked, "adults" | "childAges"> {
  if (!party.chosen) return {};
  const ages = party.childAges.filter((age) => age !== null);
  return ages.length === party.childAges.length ? { adults: party.adults, childAges: ages } : { adults: party.adults };
}

/**
 * Each plan's total for the dates and how it is paid; the chosen one's breakdown follows. A plan is
 * named by its name and total ("Room only $1,347 incl. taxes for 3 nights"), its payment describes it.
 */
function PlanChoices(props: { legend: string; plans: PlanOffer[]; chosen: string; onChoose: (id: string) => void }) {
  const chosen = props.plans.find(({ id }) => id === props.chosen)?.id ?? props.plans[0]?.id;
  return (
    <fieldset className="mb-3">
      <legend className="mb-2 font-semibold">{props.legend}</legend>
      <div className="flex flex-col gap-2">
        {props.plans.map(({ id, name, total, payment }) => {
          const ids = {
            name: `room-stay-plan-${id}`,
            total: `room-stay-plan-${id}-total`,
            payment: `room-stay-plan-${id}-payment`,
          };
          return (
            <label
              key={id}
              className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-checked:border-primary has-checked:bg-primary/5"
            >
              <input
                type="radio"
                name="room-stay-plan"
                value={id}
                checked={id === chosen}
                onChange={() => props.onChoose(id)}
                aria-labelledby={`${ids.name} ${ids.total}`}
                aria-describedby={ids.payment}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex flex-wrap justify-between gap-x-3">
                  <span id={ids.name} className="font-medium">
                    {name}
                  </span>
                  <span id={ids.total} className="ms-auto font-semibold">
                    {total}
                  </span>
                </span>
                <span id={ids.payment} className="text-muted-foreground">
                  {payment}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * Points the page's 'Book this room' and 'Ask about this room on WhatsApp' at the dates, the plan
 * and the party picked here, so the wizard and the chat start with them. The links are the page's own,
 * outside the island: a tap on them is followed at once, never held for this code.
 */
function usePickedStayInActions(
  page: { locale: Locale; room: string; ask: RoomAsk; dateLocale: ReturnType<typeof dateLocaleFor> },
  stay: RoomStayPicked,
  { later, planName }: { later: BookingLaterStrings; planName: string | undefined },
) {
  const { locale, room, ask, dateLocale } = page;
  const { adults, childAges } = stay;
  const planLine = planName ? fill(later.message.ratePlan, { value: planName }) : null;
  const partyLine = adults
    ? fill(later.message.guests, { value: partyText({ adults, childAges: childAges ?? [] }, later.message, locale) })
    : null;
  const bookHref = roomBookHref(locale, room, stay);
  const askHref = roomAskHref(ask, stay, dateLocale, [planLine, partyLine]);
  useEffect(() => {
    const book = document.getElementById(roomActionIds.book);
    const askLink = document.getElementById(roomActionIds.ask);
    if (book instanceof HTMLAnchorElement) book.href = bookHref;
    if (askLink instanceof HTMLAnchorElement) askLink.href = askHref;
  }, [bookHref, askHref]);
}

export default withErrorBoundary(RoomStayPrice);
