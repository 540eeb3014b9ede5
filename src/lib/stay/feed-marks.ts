import type { AvailabilityMark } from "./availability";
import type { IsoDate } from "./stay-price";

/*
 * The marks the build took from the hotel's calendar feeds (scripts/availability-feeds.ts), joined to
 * the owner's own marks in availability.json. The owner's word wins: a night the owner marked (sold
 * out or few left) keeps the owner's mark, and a feed's "sold out" on it is dropped.
 */

/** What the build read from the feeds: their marks, and the day of the oldest feed's last good fetch. */
export type FeedMarks = { asOf: IsoDate; marks: AvailabilityMark[] };

const dayMs = 86_400_000;
const dayNumber = (date: IsoDate) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / dayMs;
const dateOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

/** The nights of a mark outside every night `owner` marks for its room, as marks again (consecutive nights joined). */
function outsideOwner(mark: AvailabilityMark, owner: readonly AvailabilityMark[]): AvailabilityMark[] {
  const mine = owner.filter((other) => other.room === mark.room && other.from <= mark.to && mark.from <= other.to);
  if (mine.length === 0) return [mark];
  const left: AvailabilityMark[] = [];
  for (let day = dayNumber(mark.from); day <= dayNumber(mark.to); day += 1) {
    const night = dateOf(day);
    if (mine.some((other) => other.from <= night && night <= other.to)) continue;
    const last = left.at(-1);
    if (last && dayNumber(last.to) === day - 1) last.to = night;
    else left.push({ ...mark, from: night, to: night });
  }
  return left;
}

/**
 * The marks the pages show: the owner's, then the feeds' nights the owner did not mark; "as of" is
 * the feeds' when there are feeds (the time they were read), else the owner's.
 */
export function withFeedMarks<Owned extends { asOf: IsoDate; marks: AvailabilityMark[] }>(
  owner: Owned,
  feeds: FeedMarks | undefined,
): Owned {
  if (!feeds) return owner;
  return {
    ...owner,
    asOf: feeds.asOf,
    marks: [...owner.marks, ...feeds.marks.flatMap((mark) => outsideOwner(mark, owner.marks))],
  };
}
