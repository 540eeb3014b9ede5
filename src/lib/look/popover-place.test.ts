import { describe, expect, it } from "vitest";
import { edgeMargin, popoverPlace } from "./popover-place";

const viewport = { width: 390, height: 844 };
const calendar = { width: 300, height: 340 };
const field = (top: number, left = 16, right = 374) => ({ top, bottom: top + 44, left, right });

describe("popoverPlace", () => {
  it("opens below the field, after the gap, when there is room", () => {
    expect(popoverPlace(field(100), calendar, viewport, "start", 4)).toEqual({ top: 148, left: 16, side: "bottom" });
  });

  it("opens above the field when only above has room", () => {
    const place = popoverPlace(field(700), calendar, viewport, "start", 4);
    expect(place).toEqual({ top: 700 - 4 - 340, left: 16, side: "top" });
  });

  it("stays below when neither side has room and below has more", () => {
    expect(popoverPlace(field(300), { width: 300, height: 800 }, viewport, "start", 4).side).toBe("bottom");
  });

  it("goes above when neither side has room and above has more", () => {
    expect(popoverPlace(field(600), { width: 300, height: 800 }, viewport, "start", 4).side).toBe("top");
  });

  it("lines up with the field's end or centre when asked", () => {
    expect(popoverPlace(field(100, 40, 360), calendar, viewport, "end", 4).left).toBe(60);
    expect(popoverPlace(field(100, 40, 360), calendar, viewport, "center", 4).left).toBe(50);
  });

  it("never runs past the viewport's right or left edge", () => {
    expect(popoverPlace(field(100, 200, 380), calendar, viewport, "start", 4).left).toBe(390 - edgeMargin - 300);
    expect(popoverPlace(field(100, -50, 100), calendar, viewport, "end", 4).left).toBe(edgeMargin);
  });
});
