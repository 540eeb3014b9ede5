import { describe, expect, it } from "vitest";
import { arrivalNote, arrivalTimes, isArrivalTime } from "./arrival";

const rules = { checkIn: "14:00", earlyFrom: "07:00", chargePercent: 50 };

describe("the expected arrival", () => {
  it("is chosen in half-hour steps over the whole day", () => {
    expect(arrivalTimes).toHaveLength(48);
    expect(arrivalTimes.slice(0, 3)).toEqual(["00:00", "00:30", "01:00"]);
    expect(arrivalTimes.at(-1)).toBe("23:30");
    expect(isArrivalTime("06:45")).toBe(false);
  });

  it("says nothing for an arrival at check-in or later, or none given", () => {
    expect(arrivalNote("14:00", rules, [720000])).toBeNull();
    expect(arrivalNote("22:30", rules, [720000])).toBeNull();
    expect(arrivalNote("", rules, [720000])).toBeNull();
  });

  it("prices early check-in at the policy's share of each room's first night", () => {
    expect(arrivalNote("09:30", rules, [720000, 780001])).toEqual({
      kind: "early-check-in",
      time: "09:30",
      from: "07:00",
      percent: 50,
      charge: 360000 + 390001,
    });
    expect(arrivalNote("07:00", rules, [720000])).toMatchObject({ kind: "early-check-in", charge: 360000 });
  });

  it("advises the night before for an arrival before early check-in opens (06:30 off a train)", () => {
    expect(arrivalNote("06:30", rules, [720000])).toEqual({
      kind: "before-early-check-in",
      time: "06:30",
      from: "07:00",
      checkIn: "14:00",
    });
  });
});
