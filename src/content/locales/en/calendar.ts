/**
 * The date pickers' words for screen readers, in English. Month and weekday names come with the
 * date library's locale (src/lib/date-locale.ts). "{date}" is a day written out, e.g. "Friday, December 4th, 2026".
 */
export const calendar = {
  navigation: "Navigation bar",
  previousMonth: "Go to the Previous Month",
  nextMonth: "Go to the Next Month",
  today: "Today, {date}",
  selected: "{date}, selected",
};

export type CalendarStrings = typeof calendar;
