import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { indexAfterKey, indexAfterSwipe, wrapIndex } from "./lightbox-steps";

describe("lightbox index", () => {
  it("wraps from the last photo to the first", () => {
    expect(indexAfterKey("ArrowRight", 7, 8)).toBe(0);
  });

  it("wraps from the first photo to the last", () => {
    expect(indexAfterKey("ArrowLeft", 0, 8)).toBe(7);
  });

  it("moves one photo with the arrow keys", () => {
    expect(indexAfterKey("ArrowRight", 2, 8)).toBe(3);
    expect(indexAfterKey("ArrowLeft", 2, 8)).toBe(1);
  });

  it("jumps to the first and last photo with Home and End", () => {
    expect(indexAfterKey("Home", 5, 8)).toBe(0);
    expect(indexAfterKey("End", 1, 8)).toBe(7);
  });

  it("leaves other keys to the dialog", () => {
    expect(indexAfterKey("Escape", 2, 8)).toBeNull();
    expect(indexAfterKey("Enter", 2, 8)).toBeNull();
  });

  it("does not move with a single photo", () => {
    expect(indexAfterKey("ArrowRight", 0, 1)).toBeNull();
  });

  it("always lands on a photo that exists", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 50 }), (index, count) => {
        const wrapped = wrapIndex(index, count);
        expect(wrapped).toBeGreaterThanOrEqual(0);
        expect(wrapped).toBeLessThan(count);
      }),
    );
  });

  it("comes back to the same photo after going round once", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), (count) => {
        let index = 0;
        for (let i = 0; i < count; i += 1) index = indexAfterKey("ArrowRight", index, count)!;
        expect(index).toBe(0);
      }),
    );
  });
});

describe("lightbox swipe", () => {
  it("moves to the next photo when the finger moves left", () => {
    expect(indexAfterSwipe(-80, 5, 2, 8)).toBe(3);
  });

  it("moves to the previous photo when the finger moves right, wrapping at the first", () => {
    expect(indexAfterSwipe(80, 0, 0, 8)).toBe(7);
  });

  it("ignores a short movement or a vertical scroll", () => {
    expect(indexAfterSwipe(-20, 0, 2, 8)).toBeNull();
    expect(indexAfterSwipe(-60, 200, 2, 8)).toBeNull();
  });
});
