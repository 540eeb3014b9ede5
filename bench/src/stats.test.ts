// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { median, medianCountingMisses, medianIndex, medianOfEach, relativeSpread } from "./stats";

describe("median", () => {
  it("is the middle value of an odd count, whatever the order", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([97, 99, 98])).toBe(98);
  });

  it("is the mean of the middle two of an even count", () => {
    expect(median([1, 2, 3, 10])).toBe(2.5);
  });

  it("ignores missing and non-finite values, and is undefined when nothing is left", () => {
    expect(median([undefined, 5, Number.NaN, null])).toBe(5);
    expect(median([])).toBeUndefined();
    expect(median([undefined])).toBeUndefined();
  });

  it("lies between the smallest and the largest value", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), { minLength: 1 }), (values) => {
        const m = median(values)!;
        expect(m).toBeGreaterThanOrEqual(Math.min(...values));
        expect(m).toBeLessThanOrEqual(Math.max(...values));
      }),
    );
  });
});

describe("medianOfEach", () => {
  it("takes the median of every figure on its own, over the runs that have it", () => {
    expect(medianOfEach([{ lcp: 900, tbt: 10 }, { lcp: 1200, tbt: 0 }, { lcp: 1000 }])).toEqual({ lcp: 1000, tbt: 5 });
  });
});

describe("medianIndex", () => {
  it("names the run whose value is the median, the lower middle for an even count", () => {
    expect(medianIndex([99, 95, 97])).toBe(2);
    expect(medianIndex([90, 100, 95, 98])).toBe(2);
    expect(medianIndex([undefined, 80])).toBe(1);
    expect(medianIndex([])).toBeUndefined();
  });
});

describe("relativeSpread", () => {
  it("is the range over the median: steady benchmark runs are close to 0, a busy machine's far from it", () => {
    expect(relativeSpread([2470, 2500, 2543])).toBeCloseTo(0.0292, 3);
    expect(relativeSpread([522, 44, 259, 255, 312])).toBeCloseTo(1.846, 2);
    expect(relativeSpread([700])).toBe(0);
  });
});

describe("medianCountingMisses", () => {
  it("is the median of what came when most came", () => {
    expect(medianCountingMisses([300, undefined, 100])).toBe(300);
    expect(medianCountingMisses([300, 200, 100])).toBe(200);
  });

  it("is Infinity when half or more never came", () => {
    expect(medianCountingMisses([undefined, undefined, 100])).toBe(Infinity);
    expect(medianCountingMisses([undefined, 100])).toBe(Infinity);
  });

  it("is undefined for no measurements", () => {
    expect(medianCountingMisses([])).toBeUndefined();
  });
});
