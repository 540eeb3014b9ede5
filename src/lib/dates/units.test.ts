import { describe, expect, it } from "vitest";
import { distanceFigures, formatClockTime, milesToKm } from "./units";

describe("milesToKm", () => {
  it("converts the specification's miles to kilometres with one decimal", () => {
    expect(milesToKm(0.3)).toBe(0.5);
    expect(milesToKm(1.4)).toBe(2.3);
    expect(milesToKm(3)).toBe(4.8);
  });
});

describe("distanceFigures", () => {
  it("writes both figures with one decimal", () => {
    expect(distanceFigures(3, "en")).toEqual({ miles: "3.0", km: "4.8" });
  });
  it("keeps Latin digits on Hindi pages", () => {
    expect(distanceFigures(0.3, "hi")).toEqual({ miles: "0.3", km: "0.5" });
  });
});

describe("formatClockTime", () => {
  it("writes a 24-hour content time on a 12-hour clock", () => {
    expect(formatClockTime("14:00", "en")).toBe("2:00 PM");
    expect(formatClockTime("07:30", "en")).toBe("7:30 AM");
  });
  it("keeps Latin digits in Hindi", () => {
    expect(formatClockTime("11:00", "hi")).toMatch(/^11:00 /);
  });
});
