import { describe, expect, it } from "vitest";
import { partyText } from "./party";

const en = {
  adults: { one: "{count} adult", other: "{count} adults" },
  children: { one: "{count} child", other: "{count} children" },
  ages: { one: "(age {ages})", other: "(ages {ages})" },
};

describe("a party in words", () => {
  it("names the adults and each child's age", () => {
    expect(partyText({ adults: 2, childAges: [4, 9] }, en, "en")).toBe("2 adults, 2 children (ages 4, 9)");
    expect(partyText({ adults: 1, childAges: [6] }, en, "en")).toBe("1 adult, 1 child (age 6)");
  });

  it("is a plain count without children, or the adults counted where asked", () => {
    expect(partyText({ adults: 3, childAges: [] }, en, "en")).toBe("3");
    expect(partyText({ adults: 3, childAges: [] }, en, "en", false)).toBe("3 adults");
  });
});
