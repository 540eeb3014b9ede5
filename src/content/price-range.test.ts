import { describe, expect, it } from "vitest";
import { priceRange } from "./price-range";
import { rooms } from "./rooms";
import { site } from "./site";

describe("priceRange", () => {
  it("spans the cheapest to the dearest room, whatever the order of the list", () => {
    expect(priceRange([{ price: 449 }, { price: 299 }, { price: 799 }])).toBe("$299 - $799");
  });

  it("is the hotel's price range, so a new room price changes it without another edit", () => {
    expect(site.priceRange).toBe(priceRange(rooms));
  });
});
