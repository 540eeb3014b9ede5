import type { ReactNode } from "react";
import { BedDouble, Check, Clock, Info, Ruler, Speaker, Utensils } from "lucide-react";
import { fill } from "@/lib/i18n/format";
import type { PlannerHall } from "@/content/read/events";
import type { HallDetailsStrings } from "@/content/schema/words";
import type { EventRoomOffer } from "@/content/schema/events";
import { seatingLayouts } from "@/content/event-kinds";

type HallPlannerDetailsProps = {
  hall: PlannerHall;
  strings: HallDetailsStrings;
  roomOffer: EventRoomOffer;
  /** An amount as the site formats prices. */
  formatPrice: (amount: number) => string;
};

/** What a planner reads before asking for a quote: capacity per layout, the room, slots, prices, rules, rooms. */
export function HallPlannerDetails({ hall, strings: s, roomOffer, formatPrice }: HallPlannerDetailsProps) {
  return (
    <div className="flex flex-col gap-5 text-sm">
      <CapacityTable hall={hall} s={s} />
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        <Fact icon={<Ruler className="size-4" />} term={s.dimensionsLabel}>
          {fill(s.dimensionsValue, { length: hall.lengthM, width: hall.widthM, height: hall.ceilingM })}
        </Fact>
        <Fact term={s.floorLabel}>
          {hall.floor === 0 ? s.floors.ground : fill(s.floors.upper, { floor: hall.floor })}
        </Fact>
        <Fact term={s.lightLabel}>{hall.naturalLight ? s.light.yes : s.light.no}</Fact>
      </dl>
      <DetailList
        icon={<Speaker className="size-4" />}
        id={`hall-${hall.slug}-equipment`}
        heading={s.equipmentLabel}
        items={hall.equipment}
      />
      <DetailList
        icon={<Clock className="size-4" />}
        id={`hall-${hall.slug}-slots`}
        heading={s.slotsLabel}
        items={hall.slots.map((slot) => fill(s.slotValue, { slot: s.slots[slot.slot], from: slot.from, to: slot.to }))}
      />
      <DetailList
        icon={<Utensils className="size-4" />}
        id={`hall-${hall.slug}-menus`}
        heading={s.menusLabel}
        items={hall.menus.map((menu) =>
          fill(s.menuValue, { menu: s.menus[menu.kind], price: formatPrice(menu.fromPerPlate) }),
        )}
        note={s.menuNote}
      />
      <DetailList
        icon={<Info className="size-4" />}
        id={`hall-${hall.slug}-rules`}
        heading={s.rulesLabel}
        items={ruleLinesOf(hall.rules, s)}
      />
      <p className="flex gap-2 rounded-lg bg-muted px-3 py-2">
        <BedDouble className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <span className="font-semibold">{s.roomOfferLabel}: </span>
          {fill(s.roomOffer, { percent: roomOffer.discountPercent, rooms: roomOffer.minRooms })}
        </span>
      </p>
    </div>
  );
}

/** The hall's house rules as lines: music, outside decorators and caterers, alcohol, advance, cancellation. */
function ruleLinesOf(rules: PlannerHall["rules"], s: HallDetailsStrings): string[] {
  return [
    fill(s.rules.musicUntil, { time: rules.musicUntil }),
    rules.outsideDecorators ? s.rules.decoratorsAllowed : s.rules.decoratorsNotAllowed,
    rules.outsideCaterers ? s.rules.caterersAllowed : s.rules.caterersNotAllowed,
    rules.alcohol ? s.rules.alcoholAllowed : s.rules.alcoholNotAllowed,
    fill(s.rules.advance, { percent: rules.advancePercent }),
    fill(s.rules.cancellation, { days: rules.freeCancellationDays }),
  ];
}

/** How many guests the hall seats in each layout it offers. */
function CapacityTable({ hall, s }: { hall: PlannerHall; s: HallDetailsStrings }) {
  const layouts = seatingLayouts.filter((layout) => hall.layouts[layout] !== undefined);
  return (
    <table className="w-full border-collapse text-left">
      <caption className="mb-2 text-left font-semibold">{fill(s.capacityTable.caption, { hall: hall.name })}</caption>
      <thead>
        <tr className="border-b">
          <th scope="col" className="py-1.5 pr-4 font-medium text-muted-foreground">
            {s.capacityTable.layout}
          </th>
          <th scope="col" className="py-1.5 text-right font-medium text-muted-foreground">
            {s.capacityTable.guests}
          </th>
        </tr>
      </thead>
      <tbody>
        {layouts.map((layout) => (
          <tr key={layout} className="border-b last:border-0">
            <th scope="row" className="py-1.5 pr-4 font-normal">
              {s.layouts[layout]}
            </th>
            <td className="py-1.5 text-right font-medium tabular-nums">{hall.layouts[layout]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Fact({ term, icon, children }: { term: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className="flex items-center gap-1.5 text-muted-foreground">
        {icon && <span aria-hidden="true">{icon}</span>}
        {term}
      </dt>
      <dd className="font-medium">{children}</dd>
    </>
  );
}

type DetailListProps = { id: string; heading: string; items: readonly string[]; icon: ReactNode; note?: string };

function DetailList({ id, heading, items, icon, note }: DetailListProps) {
  return (
    <div>
      <h4 id={id} className="flex items-center gap-1.5 font-semibold">
        <span aria-hidden="true" className="text-primary">
          {icon}
        </span>
        {heading}
      </h4>
      <ul aria-labelledby={id} className="mt-2 grid gap-1.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
      {note && <p className="mt-1.5 text-muted-foreground">{note}</p>}
    </div>
  );
}
