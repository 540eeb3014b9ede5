import { describe, expect, it } from "vitest";
import { toIsoDate } from "../lib/dates/dates";
import { monthWeeks } from "./calendar-shell";

const day = (iso: string) => new Date(`${iso}T00:00:00`);
const isoOf = (weeks: ReturnType<typeof monthWeeks>) => weeks.map((week) => week.map((d) => toIsoDate(d.date)));

describe("the weeks a calendar shell shows", () => {
  it("starts on the Sunday on or before the 1st and ends with the week of the last day, as react-day-picker lays a month out", () => {
    // November 2026 begins on a Sunday and ends on a Monday: five weeks, the last with five December days.
    const weeks = monthWeeks(day("2026-11-10"), day("2026-11-27"), day("2026-11-27"), null);
    expect(weeks).toHaveLength(5);
    expect(isoOf(weeks)[0]![0]).toBe("2026-11-01");
    expect(isoOf(weeks)[4]).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
    expect(weeks[4]!.map((d) => d.outside)).toEqual([false, false, true, true, true, true, true]);
  });

  it("shows six weeks for a month that needs them, and days of the month before as outside", () => {
    // May 2027 begins on a Saturday and has 31 days.
    const weeks = monthWeeks(day("2027-05-01"), day("2026-11-27"), day("2026-11-27"), null);
    expect(weeks).toHaveLength(6);
    expect(isoOf(weeks)[0]![0]).toBe("2027-04-25");
    expect(weeks[0]!.filter((d) => d.outside)).toHaveLength(6);
    expect(isoOf(weeks)[5]!.at(-1)).toBe("2027-06-05");
  });

  it("disables every day before the first that may be picked, marks today, and marks the chosen day", () => {
    const weeks = monthWeeks(day("2026-11-01"), day("2026-11-27"), day("2026-11-28"), day("2026-12-02")).flat();
    const of = (iso: string) => weeks.find((d) => toIsoDate(d.date) === iso)!;
    expect(of("2026-11-27")).toMatchObject({ today: true, disabled: true, selected: false });
    expect(of("2026-11-28")).toMatchObject({ today: false, disabled: false });
    expect(of("2026-12-02")).toMatchObject({ selected: true, outside: true });
    expect(weeks.filter((d) => d.today)).toHaveLength(1);
    expect(
      weeks
        .filter((d) => d.disabled)
        .map((d) => toIsoDate(d.date))
        .at(-1),
    ).toBe("2026-11-27");
  });

  it("allows the whole first day when it is given with a time of day (now, plus the field's days)", () => {
    const weeks = monthWeeks(day("2026-11-01"), day("2026-11-27"), new Date(2026, 10, 27, 18, 30), null).flat();
    expect(weeks.find((d) => toIsoDate(d.date) === "2026-11-27")!.disabled).toBe(false);
    expect(new Set(weeks.map((d) => toIsoDate(d.date))).size).toBe(weeks.length);
  });
});
