import { describe, expect, it } from "vitest";
import { listOf, listOfEither, plural } from "./plural";

describe("plural", () => {
  const nights = { one: "{count} night", other: "{count} nights" };
  it("uses the singular for one and the plural otherwise", () => {
    expect(plural(nights, 1, "en")).toBe("1 night");
    expect(plural(nights, 2, "en")).toBe("2 nights");
    expect(plural(nights, 0, "en")).toBe("0 nights");
  });
});

describe("listOf", () => {
  it("joins items with 'and' in English", () => {
    expect(listOf(["cash", "UPI", "cards"], "en")).toBe("cash, UPI and cards");
  });
  it("joins items with 'और' in Hindi", () => {
    expect(listOf(["नक़द", "यूपीआई"], "hi")).toBe("नक़द और यूपीआई");
  });
});

describe("listOfEither", () => {
  it("offers the items as alternatives with 'or' in English", () => {
    expect(listOfEither(["Aadhaar card", "passport", "voter ID card"], "en")).toBe(
      "Aadhaar card, passport or voter ID card",
    );
  });
  it("offers the items as alternatives with 'या' in Hindi", () => {
    expect(listOfEither(["आधार कार्ड", "पासपोर्ट"], "hi")).toBe("आधार कार्ड या पासपोर्ट");
  });
});
