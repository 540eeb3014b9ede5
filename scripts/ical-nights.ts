/**
 * The nights an iCalendar feed marks busy, and nothing else: summaries, descriptions, attendees and
 * locations (guests' names, phone numbers) are never read out of the parsed calendar.
 *
 * - An all-day event (DTSTART;VALUE=DATE) marks its calendar dates, read from the file's digits, so
 *   the server's time zone never moves them. DTEND is exclusive; without DTEND (or DURATION) it is one day.
 * - A timed event marks the nights from the hotel's date (Asia/Kolkata) of its start up to, not
 *   including, the date of its end, as a stay from check-in to check-out does; at least its first
 *   night (an event within one day, or with no DTEND). A time in UTC or in a zone the file defines
 *   (VTIMEZONE) or Node knows by its IANA name is converted; a floating time, or a zone named
 *   nowhere, is taken as the hotel's own clock.
 * - STATUS:CANCELLED is skipped, for a whole event and for one occurrence of a recurring one.
 * - RRULE/RDATE/EXDATE are expanded up to the horizon's end; nights before `from` are dropped.
 */
import ICAL from "ical.js";

/** The hotel's time zone: a timed event's nights are the dates its times fall on here. */
export const hotelTimeZone = "Asia/Kolkata";

type Time = InstanceType<typeof ICAL.Time>;
type Vevent = InstanceType<typeof ICAL.Component>;

const dayMs = 86_400_000;
/** A date's day number since 1970 (UTC arithmetic: no time zone, no daylight saving). */
const dayOf = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / dayMs;
const isoOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
const dayOfIso = (iso: string) => dayOf(+iso.slice(0, 4), +iso.slice(5, 7), +iso.slice(8, 10));

const dateParts = new Map<string, Intl.DateTimeFormat>();
/** The wall-clock fields of an instant in a zone. */
function wallClock(ms: number, zone: string) {
  let format = dateParts.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    dateParts.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(ms).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

const knownZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The instant a wall-clock time in an IANA zone names (the zone's offset at that time). */
function instantIn(wall: number, zone: string): number {
  const guess = wall - (wallClock(wall, zone) - wall);
  return wall - (wallClock(guess, zone) - guess);
}

/** The hotel's day number of a timed value. */
function hotelDay(time: Time): number {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const zone = time.zone;
  let instant: number;
  if (zone === ICAL.Timezone.utcTimezone) instant = wall;
  else if (zone && zone.tzid !== "floating" && zone !== ICAL.Timezone.localTimezone) instant = time.toUnixTime() * 1000;
  else {
    // Floating: ical.js found no VTIMEZONE for the TZID (or there is none). Never the server's clock.
    // ical.js keeps the TZID it could not resolve on the time (not in its types).
    const named = (time as Time & { timezone?: string }).timezone;
    instant = instantIn(wall, named && knownZone(named) ? named : hotelTimeZone);
  }
  const local = wallClock(instant, hotelTimeZone);
  return Math.floor(local / dayMs);
}

/** The nights [first, end) of one occurrence, as day numbers. */
function occurrenceNights(start: Time, end: Time | undefined): [number, number] {
  if (start.isDate) {
    const first = dayOf(start.year, start.month, start.day);
    const last = end ? dayOf(end.year, end.month, end.day) : first + 1;
    return [first, Math.max(last, first + 1)];
  }
  const first = hotelDay(start);
  const last = end ? hotelDay(end) : first + 1;
  return [first, Math.max(last, first + 1)];
}

const cancelled = (component: Vevent) =>
  `${component.getFirstPropertyValue("status") ?? ""}`.toUpperCase() === "CANCELLED";

/** Guards against a rule that never ends in the horizon's terms (FREQ=MINUTELY since 1990). */
const maxOccurrences = 20_000;

/** Adds one event's nights within [from, to) to `nights`. */
function addEventNights(event: InstanceType<typeof ICAL.Event>, nights: Set<number>, from: number, to: number) {
  const add = ([first, last]: [number, number]) => {
    for (let day = Math.max(first, from); day < Math.min(last, to); day += 1) nights.add(day);
  };
  if (!event.isRecurring()) {
    const explicitEnd = event.component.hasProperty("dtend") || event.component.hasProperty("duration");
    add(occurrenceNights(event.startDate, explicitEnd ? event.endDate : undefined));
    return;
  }
  const iterator = event.iterator();
  for (let count = 0, next = iterator.next(); next && count < maxOccurrences; next = iterator.next(), count += 1) {
    const details = event.getOccurrenceDetails(next);
    if (cancelled(details.item.component)) continue;
    const [first, last] = occurrenceNights(details.startDate, details.endDate);
    if (first >= to) break;
    add([first, last]);
  }
}

/**
 * The nights (YYYY-MM-DD, sorted) an iCalendar text marks busy from `from` (included) to `to` (excluded).
 * Throws on a text that is no iCalendar; the error never quotes the text.
 */
export function icalNights(text: string, range: { from: string; to: string }): string[] {
  let calendar: InstanceType<typeof ICAL.Component>;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new Error("not an iCalendar file");
  }
  if (calendar.name !== "vcalendar") throw new Error("not an iCalendar file");
  const events = calendar.getAllSubcomponents("vevent");
  const masters = new Map<string, InstanceType<typeof ICAL.Event>>();
  const singles: InstanceType<typeof ICAL.Event>[] = [];
  for (const component of events.filter((c) => !c.hasProperty("recurrence-id"))) {
    const event = new ICAL.Event(component);
    if (cancelled(component)) continue;
    if (event.isRecurring() && event.uid) masters.set(event.uid, event);
    else singles.push(event);
  }
  // A changed or cancelled occurrence of a recurring event belongs to its master; alone, it is an event.
  for (const component of events.filter((c) => c.hasProperty("recurrence-id"))) {
    const uid = `${component.getFirstPropertyValue("uid") ?? ""}`;
    const master = masters.get(uid);
    if (master) master.relateException(component);
    else if (!cancelled(component)) singles.push(new ICAL.Event(component));
  }
  const nights = new Set<number>();
  const from = dayOfIso(range.from);
  const to = dayOfIso(range.to);
  for (const event of [...singles, ...masters.values()]) addEventNights(event, nights, from, to);
  return [...nights].sort((a, b) => a - b).map(isoOf);
}

/** Consecutive nights joined into ranges: ["2028-04-09", "2028-04-10"] → [{ from: 9th, to: 10th }]. */
export function nightRanges(nights: readonly string[]): { from: string; to: string }[] {
  const ranges: { from: string; to: string }[] = [];
  for (const night of [...new Set(nights)].sort()) {
    const last = ranges.at(-1);
    if (last && dayOfIso(night) === dayOfIso(last.to) + 1) last.to = night;
    else ranges.push({ from: night, to: night });
  }
  return ranges;
}

/** The day `days` after an ISO date. */
export const isoDaysAfter = (iso: string, days: number) => isoOf(dayOfIso(iso) + days);

/** The hotel's date (YYYY-MM-DD) at an instant. */
export const hotelDate = (at: Date) => isoOf(Math.floor(wallClock(at.getTime(), hotelTimeZone) / dayMs));
