import { describe, expect, it } from "vitest";
import {
  yearsOfExcellence,
  firstCheckInDay,
  firstCheckOutDay,
  keepsCheckOut,
  nightsBetween,
  parseIsoDate,
  pickCheckIn,
  pickCheckOut,
  toIsoDate,
} from "./dates";

describe("calendar dates", () => {
  it("writes a local date as YYYY-MM-DD without shifting it through UTC", () => {
    expect(toIsoDate(new Date(2026, 11, 4, 23, 30))).toBe("2026-12-04");
    expect(toIsoDate(new Date(2026, 0, 1, 0, 5))).toBe("2026-01-01");
  });
  it("reads YYYY-MM-DD back as the same local date", () => {
    const date = parseIsoDate("2026-12-04")!;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 11, 4, 0]);
  });
  it("rejects dates that do not exist or are not in YYYY-MM-DD form", () => {
    for (const bad of ["2026-02-30", "2026-13-01", "04-12-2026", "2026-1-4", "", "tomorrow", null, undefined]) {
      expect(parseIsoDate(bad)).toBeNull();
    }
  });
  it("counts calendar nights and never a negative number", () => {
    expect(nightsBetween(new Date(2026, 11, 4), new Date(2026, 11, 7))).toBe(3);
    expect(nightsBetween(new Date(2026, 11, 4, 22), new Date(2026, 11, 5, 1))).toBe(1);
    expect(nightsBetween(new Date(2026, 11, 7), new Date(2026, 11, 4))).toBe(0);
  });
  it("allows check-in from today and check-out from the day after check-in", () => {
    const today = new Date(2026, 10, 22, 15, 0);
    expect(toIsoDate(firstCheckInDay(today))).toBe("2026-11-22");
    expect(toIsoDate(firstCheckOutDay(today, null))).toBe("2026-11-23");
    expect(toIsoDate(firstCheckOutDay(today, new Date(2026, 11, 4)))).toBe("2026-12-05");
  });
  it("drops a check-out that is not after the new check-in", () => {
    expect(keepsCheckOut(new Date(2026, 11, 4), new Date(2026, 11, 6))).toBe(true);
    expect(keepsCheckOut(new Date(2026, 11, 6), new Date(2026, 11, 6))).toBe(false);
    expect(keepsCheckOut(new Date(2026, 11, 8), new Date(2026, 11, 6))).toBe(false);
    expect(keepsCheckOut(new Date(2026, 11, 8), null)).toBe(false);
  });
});

describe("choosing stay dates", () => {
  const dec = (day: number) => new Date(2026, 11, day);

  it("writes the local calendar date, not the UTC one, late in the evening", () => {
    expect(pickCheckIn({ checkIn: null, checkOut: null }, new Date(2026, 11, 4, 23, 30)).checkIn).toBe("2026-12-04");
  });

  it("clears the check-out when the new check-in is on the same day", () => {
    expect(pickCheckIn({ checkIn: null, checkOut: "2026-12-07" }, dec(7))).toEqual({
      checkIn: "2026-12-07",
      checkOut: null,
    });
  });

  it("clears the check-out when the new check-in is after it", () => {
    expect(pickCheckIn({ checkIn: null, checkOut: "2026-12-07" }, dec(9)).checkOut).toBeNull();
  });

  it("keeps a check-out that is still after the new check-in", () => {
    expect(pickCheckIn({ checkIn: "2026-12-01", checkOut: "2026-12-07" }, dec(5))).toEqual({
      checkIn: "2026-12-05",
      checkOut: "2026-12-07",
    });
  });

  it("sets and clears the check-out", () => {
    const dates = pickCheckOut({ checkIn: "2026-12-04", checkOut: null }, dec(8));
    expect(dates).toEqual({ checkIn: "2026-12-04", checkOut: "2026-12-08" });
    expect(pickCheckOut(dates, undefined).checkOut).toBeNull();
  });
});

describe("years of excellence", () => {
  it("counts the years since the founding from the build's date, not from a year typed into the content", () => {
    expect(yearsOfExcellence(2016, new Date(2026, 11, 2))).toBe(10);
    expect(yearsOfExcellence(2016, new Date(2027, 0, 1))).toBe(11);
  });
});
