import { maxGuests, type EventValues } from "./event-form";
import { isWholeNumberIn } from "./event-rules";
import { wholeNumberOf } from "@/lib/i18n/text";
import { seatingLayouts, type SeatingLayout } from "@/content/event-kinds";

/** A hall as the capacity check reads it: how many each of its layouts seats. */
export type HallSeating = { slug: string; layouts: Partial<Record<SeatingLayout, number>> };

/** A hall and a layout, with what it seats. */
export type SeatingFit = { hall: string; layout: SeatingLayout; capacity: number };

/** The chosen hall and layout seat fewer than the guests: the warning names what would fit. */
export type CapacityWarning = { guests: number; chosen: SeatingFit; fits: SeatingFit[] };

/** Every hall and layout that seats `guests`, in the halls' order, then the layouts' order. */
export function seatingsFor(guests: number, halls: readonly HallSeating[]): SeatingFit[] {
  return halls.flatMap((hall) =>
    seatingLayouts.flatMap((layout) => {
      const capacity = hall.layouts[layout];
      return capacity !== undefined && capacity >= guests ? [{ hall: hall.slug, layout, capacity }] : [];
    }),
  );
}

/**
 * A warning when the guests outnumber what the chosen hall seats in the chosen layout (a layout
 * the hall does not offer seats nobody). It never blocks the inquiry; null when there is nothing
 * to warn about or not enough chosen yet ("Suggest a hall" included).
 */
export function capacityWarning(
  values: Pick<EventValues, "guests" | "hall" | "layout">,
  halls: readonly HallSeating[],
): CapacityWarning | null {
  const hall = halls.find((h) => h.slug === values.hall);
  const layout = seatingLayouts.find((l) => l === values.layout);
  if (!hall || !layout || !isWholeNumberIn(values.guests, 1, maxGuests)) return null;
  const guests = wholeNumberOf(values.guests)!;
  const capacity = hall.layouts[layout] ?? 0;
  if (guests <= capacity) return null;
  return { guests, chosen: { hall: hall.slug, layout, capacity }, fits: seatingsFor(guests, halls) };
}
