import { format, type Locale as DateLocale } from "date-fns";
import { dayNote, type AvailabilityMark } from "@/lib/stay/availability";
import { parseIsoDate, toIsoDate } from "@/lib/dates/dates";
import { fill } from "@/lib/i18n/format";
import type { Season } from "@/lib/stay/stay-price";
import type { DayNotes } from "./DatePicker";

/** The content a stay's calendars mark: the room's seasons, the hotel's availability marks and when it checked them. */
export type StayCalendarFacts = {
  seasons: readonly Season[];
  marks: readonly AvailabilityMark[];
  /** The room chosen, whose marks count; null before one is chosen. */
  room: string | null;
  /** YYYY-MM-DD */
  asOf: string;
  /** True while the marks are the samples: the as-of line says so. */
  sample?: boolean;
};

export type DayNotesWords = DayNotes["words"] & { asOf: string; asOfSample: string };

/** "20 Nov 2026", "20 नवंबर 2026": the as-of day as the calendars write it. */
const asOfFormat = "d MMM yyyy";

/** What the check-in and check-out calendars say about each day, in the page's language. */
export function stayDayNotes(
  facts: StayCalendarFacts,
  words: DayNotesWords,
  dateLocale: DateLocale | undefined,
): Omit<DayNotes, "soldOutDisabled"> {
  const asOf = parseIsoDate(facts.asOf);
  return {
    of: (date) => dayNote(facts.seasons, facts.marks, facts.room, toIsoDate(date)),
    words,
    asOf: asOf
      ? fill(facts.sample ? words.asOfSample : words.asOf, { date: format(asOf, asOfFormat, { locale: dateLocale }) })
      : "",
  };
}
