import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { goToIndex, nextIndex, previousIndex, shouldAutoAdvance, slidesToLoad } from "./carousel";

describe("carousel index arithmetic", () => {
  it("moves to the next photo", () => {
    expect(nextIndex(0, 4)).toBe(1);
    expect(nextIndex(2, 4)).toBe(3);
  });

  it("wraps from the last photo to the first", () => {
    expect(nextIndex(3, 4)).toBe(0);
  });

  it("moves to the previous photo", () => {
    expect(previousIndex(3, 4)).toBe(2);
  });

  it("wraps from the first photo to the last", () => {
    expect(previousIndex(0, 4)).toBe(3);
  });

  it("stays on the only photo of a one-photo carousel", () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
  });

  it("stays at 0 without photos instead of producing NaN", () => {
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
    expect(goToIndex(2, 0)).toBe(0);
  });

  it("jumps to the photo a dot names", () => {
    expect(goToIndex(2, 4)).toBe(2);
  });

  it("wraps a jump outside the range into it", () => {
    expect(goToIndex(4, 4)).toBe(0);
    expect(goToIndex(-1, 4)).toBe(3);
    expect(goToIndex(Number.NaN, 4)).toBe(0);
  });

  it("next then previous returns to the same photo, and count steps come full circle", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), (count, raw) => {
        const index = raw % count;
        expect(previousIndex(nextIndex(index, count), count)).toBe(index);
        let i = index;
        for (let step = 0; step < count; step += 1) i = nextIndex(i, count);
        expect(i).toBe(index);
        expect(nextIndex(index, count)).toBeGreaterThanOrEqual(0);
        expect(nextIndex(index, count)).toBeLessThan(count);
      }),
    );
  });
});

describe("auto-advance", () => {
  it("runs with two or more photos and an interval", () => {
    expect(shouldAutoAdvance(2, 8000, false)).toBe(true);
  });
  it("does nothing with no photo or one photo", () => {
    expect(shouldAutoAdvance(0, 8000, false)).toBe(false);
    expect(shouldAutoAdvance(1, 8000, false)).toBe(false);
  });
  it("does nothing without an interval or with 0 ms", () => {
    expect(shouldAutoAdvance(4, undefined, false)).toBe(false);
    expect(shouldAutoAdvance(4, 0, false)).toBe(false);
  });
  it("never runs when the visitor asks for reduced motion", () => {
    expect(shouldAutoAdvance(4, 8000, true)).toBe(false);
  });
});

describe("which photos load", () => {
  it("loads the shown photo and its two neighbours, wrapping", () => {
    expect([...slidesToLoad(0, 4)].sort()).toEqual([0, 1, 3]);
  });
  it("loads nothing without photos and the one photo of a single-photo carousel", () => {
    expect(slidesToLoad(0, 0).size).toBe(0);
    expect([...slidesToLoad(0, 1)]).toEqual([0]);
  });
});
