import { addDays, isAfter, isSameDay, type Locale as DateLocale } from "date-fns";
import { firstCheckInDay, parseIsoDate } from "@/lib/dates/dates";
import { longDate } from "@/lib/dates/long-date";
import { fill } from "@/lib/i18n/format";
import { labelled, messageText } from "@/lib/forms/message-lines";
import { oneLine, wholeNumberOf } from "@/lib/i18n/text";
import { whatsappUrl } from "@/lib/links/whatsapp";
import type { TableMessageStrings } from "@/content/schema/words";

/** A table request as the form holds it: YYYY-MM-DD, "HH:MM", the people as typed, the name. */
export type TableValues = { date: string; time: string; people: string; name: string };
export type TableField = keyof TableValues;

export const emptyTable: TableValues = { date: "", time: "", people: "", name: "" };
export const tableNameMax = 80;

/** "HH:MM" as minutes after midnight. */
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** The minutes after midnight of a moment, on the visitor's clock. */
const minutesOfDay = (moment: Date) => moment.getHours() * 60 + moment.getMinutes();
const clock = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;

/**
 * The times a table can be booked for during a meal: every half hour from opening until an hour
 * before closing (the kitchen needs that hour to serve a full meal).
 */
export function seatingTimes(hours: { from: string; to: string }): string[] {
  const times: string[] = [];
  for (let t = minutes(hours.from); t <= minutes(hours.to) - 60; t += 30) times.push(clock(t));
  return times;
}

/** The party sizes a table takes: one person up to the restaurant's limit (dining.json). The form shows it beside the field. */
export function peopleRange(maxPeople: number): { min: number; max: number } {
  return { min: 1, max: maxPeople };
}

export type TableRules = { today: Date; daysAhead: number; maxPeople: number; times: readonly string[] };
export type TableMessages = {
  required: string;
  pastDate: string;
  pastTime: string;
  tooFar: string;
  peopleRange: string;
};

/**
 * The first problem with a table request and the fields it is about, or null when it can be sent.
 * `today` is the visitor's moment: a time already past on today's date is refused like a past date.
 */
export function tableProblem(
  values: TableValues,
  rules: TableRules,
  messages: TableMessages,
): { message: string; fields: TableField[] } | null {
  const missing = (Object.keys(emptyTable) as TableField[]).filter((field) => values[field].trim() === "");
  if (!rules.times.includes(values.time) && !missing.includes("time")) missing.push("time");
  if (missing.length > 0) return { message: messages.required, fields: missing };
  const date = parseIsoDate(values.date);
  const first = firstCheckInDay(rules.today);
  if (!date || date < first) return { message: messages.pastDate, fields: ["date"] };
  if (isSameDay(date, rules.today) && minutes(values.time) <= minutesOfDay(rules.today)) {
    return { message: messages.pastTime, fields: ["time"] };
  }
  if (isAfter(date, addDays(first, rules.daysAhead))) {
    return { message: fill(messages.tooFar, { days: rules.daysAhead }), fields: ["date"] };
  }
  const people = wholeNumberOf(values.people);
  const range = peopleRange(rules.maxPeople);
  if (people === null || people < range.min || people > range.max) {
    return { message: fill(messages.peopleRange, range), fields: ["people"] };
  }
  return null;
}

/**
 * The table reservation as the hotel receives it on WhatsApp (decision 008), in the style of the
 * booking inquiry: a bold heading, a blank line, then Name, Date (the long date), Time (24-hour) and People.
 */
export function tableMessage(values: TableValues, strings: TableMessageStrings, dateLocale?: DateLocale): string {
  const date = parseIsoDate(values.date);
  return messageText(strings.heading, [
    [
      labelled(strings.name, oneLine(values.name)),
      labelled(strings.date, date ? longDate(date, dateLocale) : values.date),
      labelled(strings.time, values.time),
      labelled(strings.people, String(wholeNumberOf(values.people) ?? values.people.trim())),
    ],
  ]);
}

export function tableReservationUrl(
  whatsappNumber: string,
  values: TableValues,
  strings: TableMessageStrings,
  dateLocale?: DateLocale,
): string {
  return whatsappUrl(whatsappNumber, tableMessage(values, strings, dateLocale));
}
