import { describe, expect, it } from "vitest";
import { platePrice } from "./hall-prices";

const grand = { perPlate: { veg: "$15", jain: "$16" } };
const lowest = { veg: "$12", jain: "$13", "non-veg": "$18" };

describe("the food hint's price per plate", () => {
  it("is the chosen hall's own price, not the lowest of all halls", () => {
    expect(platePrice("veg", grand, lowest)).toBe("$15");
  });

  it("is the lowest over all halls while no hall is chosen", () => {
    expect(platePrice("veg", undefined, lowest)).toBe("$12");
  });

  it("is none for a package the chosen hall does not serve", () => {
    expect(platePrice("non-veg", grand, lowest)).toBeNull();
  });

  it("is none before a package is chosen", () => {
    expect(platePrice("", undefined, lowest)).toBeNull();
  });
});
