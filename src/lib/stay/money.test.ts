import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it("writes dollars without cents when the amount is whole", () => {
    expect(formatMoney(299, "USD", "en")).toBe("$299");
    expect(formatMoney(1299, "USD", "en")).toBe("$1,299");
  });

  it("groups rupees the Indian way in English", () => {
    expect(formatMoney(125000, "INR", "en")).toBe("₹1,25,000");
  });

  it("groups rupees the Indian way in Hindi, with Latin digits", () => {
    expect(formatMoney(125000, "INR", "hi")).toBe("₹1,25,000");
  });

  it("shows paise only when there are any", () => {
    expect(formatMoney(1499.5, "INR", "en")).toBe("₹1,499.50");
  });
});
