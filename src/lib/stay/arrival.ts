/*
 * The guest's expected arrival, in half-hour steps, and what arriving before check-in costs under
 * the policy (policies.json `checkIn` and `earlyCheckIn`: from a time, a share of a night's rate).
 *
 * Which night's rate: the first night of the stay as quoted for the guest (its room rate with the
 * plan, before the long-stay discount, without extra bed or cot, before tax), in each room. The
 * policy says "of the nightly rate" and that is the rate the guest has seen for the stay; the night
 * before check-in may be another season's, but the guest does not book it. Tax is as on the room.
 */

/** "00:00", "00:30", … "23:30": the times a guest may say they arrive. */
export const arrivalTimes: readonly string[] = Array.from({ length: 48 }, (_, i) => {
  const hours = String(Math.floor(i / 2)).padStart(2, "0");
  return `${hours}:${i % 2 === 0 ? "00" : "30"}`;
});

export function isArrivalTime(value: string): boolean {
  return arrivalTimes.includes(value);
}

/** The policy's times and charge: check-in, the earliest early check-in, the share of a night it costs. */
export type EarlyCheckInRules = { checkIn: string; earlyFrom: string; chargePercent: number };

export type ArrivalNote =
  /** From the early check-in time on: the room as soon as it is ready, for a share of the first night. */
  | { kind: "early-check-in"; time: string; from: string; percent: number; charge: number }
  /** Before even early check-in: only a booking from the night before is sure of a room. */
  | { kind: "before-early-check-in"; time: string; from: string; checkIn: string };

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The note for an arrival, or null when there is none to give (no time, or at check-in or later).
 * `firstNightRates` are the first night's rates of the rooms, in minor units; the charge is the
 * policy's share of each, rounded half up to the minor unit, summed.
 */
export function arrivalNote(
  time: string,
  rules: EarlyCheckInRules,
  firstNightRates: readonly number[],
): ArrivalNote | null {
  if (!isArrivalTime(time) || minutes(time) >= minutes(rules.checkIn)) return null;
  if (minutes(time) < minutes(rules.earlyFrom))
    return { kind: "before-early-check-in", time, from: rules.earlyFrom, checkIn: rules.checkIn };
  const charge = firstNightRates.reduce((sum, rate) => sum + Math.round((rate * rules.chargePercent) / 100), 0);
  return { kind: "early-check-in", time, from: rules.earlyFrom, percent: rules.chargePercent, charge };
}
