import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hotelDate, icalNights, nightRanges } from "./ical-nights";

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, "..", "test", "fixtures", "feeds", name), "utf8");
const in2028 = { from: "2028-01-01", to: "2029-01-01" };

describe("the nights an iCal feed marks busy", () => {
  it("keeps a Google calendar's all-day events on their dates, the end date not included", () => {
    expect(icalNights(fixture("google-all-day.ics"), in2028)).toEqual(["2028-04-09", "2028-04-10", "2028-04-20"]);
  });

  it("reads a Beds24 unavailable-dates export, whose back-to-back events make one run of nights", () => {
    const nights = icalNights(fixture("beds24-unavaildates.ics"), in2028);
    expect(nightRanges(nights)).toEqual([
      { from: "2028-05-01", to: "2028-05-03" },
      { from: "2028-05-15", to: "2028-05-15" },
    ]);
  });

  it("takes an event without DTEND as its first night only, all-day or timed (at the hotel's date)", () => {
    expect(icalNights(fixture("no-dtend.ics"), in2028)).toEqual(["2028-06-01", "2028-06-10"]);
  });

  it("puts timed events on the hotel's dates: an undefined TZID and a floating time as Indore's clock, UTC and New York converted", () => {
    expect(icalNights(fixture("floating-tzid.ics"), in2028)).toEqual([
      "2028-07-01",
      "2028-07-02",
      "2028-07-10",
      "2028-07-16",
      "2028-07-21",
    ]);
  });

  it("ignores a cancelled event", () => {
    expect(icalNights(fixture("cancelled.ics"), in2028)).toEqual(["2028-08-05"]);
  });

  it("expands a weekly rule within the range, without its excluded and its cancelled occurrences", () => {
    expect(icalNights(fixture("weekly-rrule.ics"), { from: "2028-09-01", to: "2028-10-01" })).toEqual([
      "2028-09-02",
      "2028-09-03",
      "2028-09-09",
      "2028-09-10",
      "2028-09-17",
      "2028-09-24",
      "2028-09-30",
    ]);
  });

  it("keeps only the nights from the range's first day to the day before its end", () => {
    expect(icalNights(fixture("google-all-day.ics"), { from: "2028-04-10", to: "2028-04-20" })).toEqual(["2028-04-10"]);
  });

  it("refuses a text that is no calendar without quoting it", () => {
    expect(() => icalNights("<html>Sign in, Rajesh Kumar</html>", in2028)).toThrow(/^not an iCalendar file$/);
  });

  it("names the hotel's date of an instant, not the server's", () => {
    expect(hotelDate(new Date("2028-07-15T20:00:00Z"))).toBe("2028-07-16");
  });
});
