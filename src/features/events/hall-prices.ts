/** A hall's own "from" prices per plate, by package, as the site shows prices. */
export type HallPlates = { perPlate: Partial<Record<string, string>> };

/**
 * The "from" price per plate the food hint names: the chosen hall's own for the package (none when
 * that hall does not serve it), or, while no hall is chosen (or the hotel is to suggest one), the
 * lowest over all halls.
 */
export function platePrice(
  kind: string,
  hall: HallPlates | undefined,
  lowestOverHalls: Partial<Record<string, string>>,
): string | null {
  return (hall ? hall.perPlate[kind] : lowestOverHalls[kind]) ?? null;
}
