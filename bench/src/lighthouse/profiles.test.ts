// @vitest-environment node
import { describe, expect, it } from "vitest";
import { cpuMultiplier, multiplierFor, profiles } from "./profiles";

describe("cpuMultiplier", () => {
  it("slows the host down by its benchmark index over the device's", () => {
    // The host: 2500 against a low-tier phone (264) is 9.47×, against a mid-tier one (1000) 2.5×.
    expect(cpuMultiplier(2500, 264)).toEqual({ value: 9.47, hostTooSlow: false });
    expect(cpuMultiplier(2500, 1000)).toEqual({ value: 2.5, hostTooSlow: false });
    expect(cpuMultiplier(1000, 1000)).toEqual({ value: 1, hostTooSlow: false });
  });

  it("never speeds a slow host up: below the device's index it runs unthrottled and says so", () => {
    expect(cpuMultiplier(800, 1000)).toEqual({ value: 1, hostTooSlow: true });
  });

  it("refuses an index that is not a positive number", () => {
    expect(() => cpuMultiplier(0, 264)).toThrow(/positive/);
    expect(() => cpuMultiplier(Number.NaN, 264)).toThrow(/positive/);
  });
});

describe("profiles", () => {
  it("calibrates the two phones and keeps Lighthouse's fixed 4× for the default", () => {
    expect(multiplierFor(profiles["mid-tier"], 2470).value).toBe(2.47);
    expect(multiplierFor(profiles["low-tier"], 2470).value).toBe(9.36);
    expect(multiplierFor(profiles.default, 2470).value).toBe(4);
  });
});
