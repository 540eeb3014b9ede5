import { differenceInCalendarDays } from "date-fns";
import { parseIsoDate } from "./dates";

/*
 * Facts that change without notice (a temple's hours, a booking rule) carry the day they were last
 * checked on an official source. After this many days the page asks the guest to confirm one, and
 * the launch check asks the hotel to check it again.
 */
export const staleAfterDays = 90;

/** A fact as its file keeps its proof: when it was last checked, where, and whether it is a sample. */
export type CheckedFact = { verified: string; source: string; sample: boolean };

/** A checked fact found in a file, with the path of fields that leads to it ("mahakaleshwar.road"). */
export type FoundFact = CheckedFact & { path: string };

/** Whether a fact checked on `verified` (YYYY-MM-DD) is more than 90 days old on `today`; a date that is no date is stale. */
export function isStale(verified: string, today: Date): boolean {
  const day = parseIsoDate(verified);
  return day === null || differenceInCalendarDays(today, day) > staleAfterDays;
}

const isChecked = (value: object): value is CheckedFact => "verified" in value && "source" in value;

/** Every checked fact in a tree of data, in the file's order, named by its path. */
export function checkedFacts(tree: unknown, path: string[] = []): FoundFact[] {
  if (!tree || typeof tree !== "object") return [];
  if (isChecked(tree))
    return [{ path: path.join("."), verified: tree.verified, source: tree.source, sample: tree.sample }];
  return Object.entries(tree).flatMap(([key, value]) => checkedFacts(value, [...path, key]));
}
