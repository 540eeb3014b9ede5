import { describe, expect, it } from "vitest";
import { entranceStyle, entranceTiming } from "./entrance";

describe("entranceTiming", () => {
  it("lasts until the last of six cards rests: 5 × 0.2 s + 0.6 s", () => {
    expect(entranceTiming(0, 6).totalSeconds).toBe(1.6);
    expect(entranceTiming(5, 6).totalSeconds).toBe(1.6);
  });

  it("starts card i at 0.2 s × i and moves it for 0.6 s, whatever the number of cards", () => {
    for (const count of [1, 2, 6, 9])
      for (let index = 0; index < count; index++) {
        const { totalSeconds, from, span } = entranceTiming(index, count);
        expect(from * totalSeconds).toBeCloseTo(0.2 * index, 9);
        expect(span * totalSeconds).toBeCloseTo(0.6, 9);
        expect(from + span).toBeLessThanOrEqual(1 + 1e-9);
      }
  });

  it("lets the last card end exactly when the animation does", () => {
    const { from, span } = entranceTiming(5, 6);
    expect(from + span).toBeCloseTo(1, 9);
  });

  it("has a lone card move for its whole animation", () => {
    expect(entranceTiming(0, 1)).toEqual({ totalSeconds: 0.6, from: 0, span: 1 });
  });
});

describe("entranceStyle", () => {
  it("gives the stylesheet the total, the card's start and span, and its index for browsers without linear()", () => {
    expect(entranceStyle(2, 6)).toEqual({
      "--enter-index": 2,
      "--enter-total": "1.6s",
      "--enter-from": "25%",
      "--enter-span": "37.5%",
    });
  });

  it("writes no floating-point tails", () => {
    expect(entranceStyle(3, 4)["--enter-total"]).toBe("1.2s");
    expect(entranceStyle(1, 3)["--enter-from"]).toBe("20%");
  });
});
