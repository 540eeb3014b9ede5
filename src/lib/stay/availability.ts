import { addDays } from "date-fns";
import { parseIsoDate, toIsoDate } from "../dates/dates";
import { fill } from "../i18n/format";
import { nightsOf, seasonOn, type IsoDate, type Season } from "./stay-price";

/*
 * What the hotel says about its rooms on given nights, and nothing more: a night is sold out or has
 * few rooms left only where the content marks it so (src/content/availability.json). No rule here
 * guesses scarcity from a season, a weekday or a count.
 */

export const availabilityStatuses = ["sold-out", "few-left"] as const;
export type AvailabilityStatus = (typeof availabilityStatuses)[number];

/** One room type's nights `from` to `to` (inclusive, named by the day they start on) in one state. */
export type AvailabilityMark = { room: string; from: IsoDate; to: IsoDate; status: AvailabilityStatus };

/** The state of one room on one night; sold out wins where two marks share the night. */
export function nightStatus(
  marks: readonly AvailabilityMark[],
  room: string,
  night: IsoDate,
): AvailabilityStatus | null {
  const on = marks.filter((mark) => mark.room === room && mark.from <= night && night <= mark.to);
  if (on.some((mark) => mark.status === "sold-out")) return "sold-out";
  return on.length > 0 ? "few-left" : null;
}

/*
 * The checks below work from the marks, never from the stay's nights: a stay's length is whatever
 * a link says (to 9999-12-31 is 2.9 million nights), while the marks are the few the hotel wrote.
 */

/** The sold-out nights of `room` shared with the stay, as ranges of nights (check-out excluded). */
function soldOutOverlaps(marks: readonly AvailabilityMark[], room: string, checkIn: IsoDate, checkOut: IsoDate) {
  const start = parseIsoDate(checkIn);
  const end = parseIsoDate(checkOut);
  if (!start || !end || end <= start) return [];
  const lastNight = toIsoDate(addDays(end, -1));
  return marks
    .filter((mark) => mark.room === room && mark.status === "sold-out")
    .map((mark) => ({ from: mark.from > checkIn ? mark.from : checkIn, to: mark.to < lastNight ? mark.to : lastNight }))
    .filter((range) => range.from <= range.to);
}

/** The first night of a stay on which the room is sold out, or null; as fast for a year's stay as for a night's. */
export function firstSoldOutNight(
  marks: readonly AvailabilityMark[],
  room: string,
  checkIn: IsoDate,
  checkOut: IsoDate,
): IsoDate | null {
  const starts = soldOutOverlaps(marks, room, checkIn, checkOut).map((range) => range.from);
  return starts.length ? starts.reduce((first, night) => (night < first ? night : first)) : null;
}

/** The nights of a stay (check-out excluded) on which the room is sold out, first night first. */
export function soldOutNights(
  marks: readonly AvailabilityMark[],
  room: string,
  checkIn: IsoDate,
  checkOut: IsoDate,
): IsoDate[] {
  const nights = soldOutOverlaps(marks, room, checkIn, checkOut).flatMap(
    (range) => nightsOf(range.from, toIsoDate(addDays(parseIsoDate(range.to)!, 1))) ?? [],
  );
  return [...new Set(nights)].sort();
}

/** The rooms, other than `room`, sold out on none of the stay's nights: what the site may offer instead. */
export function roomsFreeFor(
  marks: readonly AvailabilityMark[],
  rooms: readonly string[],
  room: string,
  checkIn: IsoDate,
  checkOut: IsoDate,
): string[] {
  return rooms.filter((other) => other !== room && firstSoldOutNight(marks, other, checkIn, checkOut) === null);
}

/** A stay that takes a sold-out night: the first such night, and the rooms free on every night of it. */
export type SoldOutStay = { room: string; night: IsoDate; freeRooms: string[] };

/** Whether a stay can be asked for: null when no night of it is sold out for its room. */
export function soldOutStay(
  marks: readonly AvailabilityMark[],
  rooms: readonly string[],
  stay: { room: string; checkIn: IsoDate; checkOut: IsoDate },
): SoldOutStay | null {
  const night = firstSoldOutNight(marks, stay.room, stay.checkIn, stay.checkOut);
  if (!night) return null;
  return { room: stay.room, night, freeRooms: roomsFreeFor(marks, rooms, stay.room, stay.checkIn, stay.checkOut) };
}

/** What a date picker says about a night, in words for the day's accessible name and the legend. */
export type DayNote = { highDemand: string | null; status: AvailabilityStatus | null };

/**
 * A night's note for one room: the high-demand season it falls in (by its name) and the room's
 * mark. Without a room (the wizard before one is chosen), only seasons every room shares count.
 */
export function dayNote(
  seasons: readonly Season[],
  marks: readonly AvailabilityMark[],
  room: string | null,
  night: IsoDate,
): DayNote {
  const season = seasonOn(seasons, night);
  return {
    highDemand: season?.highDemand ? season.name : null,
    status: room ? nightStatus(marks, room, night) : null,
  };
}

/** The words a calendar adds to a day's name: "high demand: {season}", "sold out", "few rooms left". */
export type DayNoteWords = { highDemand: string; soldOut: string; fewLeft: string };

/** A day's note as words, for its accessible name: ["high demand: Simhastha 2028", "sold out"]. */
export function dayNoteWords(note: DayNote, words: DayNoteWords): string[] {
  const said = note.highDemand ? [fill(words.highDemand, { season: note.highDemand })] : [];
  if (note.status === "sold-out") said.push(words.soldOut);
  if (note.status === "few-left") said.push(words.fewLeft);
  return said;
}
