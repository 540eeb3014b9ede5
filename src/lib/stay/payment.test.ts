import { describe, expect, it } from "vitest";
import { advanceOf, paymentText, type PaymentWords } from "./payment";

const en: PaymentWords = {
  atHotel: "Pay at the hotel",
  advanceNights: {
    one: "An advance of {count} night after the hotel confirms, the rest at the hotel",
    other: "An advance of {count} nights after the hotel confirms, the rest at the hotel",
  },
  advancePercent: "An advance of {percent}% after the hotel confirms, the rest at the hotel",
};
const price = { nights: [{ total: 756000 }, { total: 756000 }, { total: 920400 }], total: 2432400 } as const;

describe("a plan's payment", () => {
  it("says how each plan is paid", () => {
    expect(paymentText({ kind: "at-hotel" }, en, "en")).toBe("Pay at the hotel");
    expect(paymentText({ kind: "advance", nights: 1 }, en, "en")).toMatch(/^An advance of 1 night after/);
    expect(paymentText({ kind: "advance", nights: 2 }, en, "en")).toMatch(/^An advance of 2 nights after/);
    expect(paymentText({ kind: "advance", percent: 25 }, en, "en")).toMatch(/^An advance of 25% after/);
  });

  it("works out the advance from the stay's first nights or its total", () => {
    const stay = price as unknown as Parameters<typeof advanceOf>[1];
    expect(advanceOf({ kind: "at-hotel" }, stay)).toBe(0);
    expect(advanceOf({ kind: "advance", nights: 2 }, stay)).toBe(1512000);
    expect(advanceOf({ kind: "advance", nights: 9 }, stay)).toBe(2432400);
    expect(advanceOf({ kind: "advance", percent: 25 }, stay)).toBe(608100);
  });
});
