import { describe, expect, it } from "vitest";
import ratesFile from "../rates.json" with { type: "json" };
import { rateSpreadWarnings } from "./rate-spread";

const room = (base: number, weekend: number | undefined, ...seasons: number[]) => ({
  room: "deluxe",
  base,
  weekend,
  seasons: seasons.map((nightly) => ({ nightly })),
});

describe("the warning of rates far apart", () => {
  it("warns of a weekday price of 3499 beside a weekend rate of 329, naming the file, the room and both amounts", () => {
    expect(rateSpreadWarnings({ rooms: [room(3499, 329)] }, "INR")).toEqual([
      "src/content/rates.json: rooms.0 (deluxe): its nightly rates run from ₹329 to ₹3,499, more than ×3 apart: check for a missing or extra digit, or an amount not yet in INR",
    ]);
  });

  it("warns of a season rate left in dollars beside rupee rates", () => {
    expect(rateSpreadWarnings({ rooms: [room(3499, 3999, 449)] }, "INR")).toHaveLength(1);
  });

  it("lets a festival triple a rate, but not more", () => {
    expect(rateSpreadWarnings({ rooms: [room(3000, undefined, 9000)] }, "INR")).toEqual([]);
    expect(rateSpreadWarnings({ rooms: [room(3000, undefined, 9000.01)] }, "INR")).toHaveLength(1);
  });

  it("names only the room whose rates are far apart", () => {
    const warnings = rateSpreadWarnings({ rooms: [room(299, 329), { ...room(100, 999), room: "premium" }] }, "USD");
    expect(warnings).toEqual([
      expect.stringMatching(/^src\/content\/rates\.json: rooms\.1 \(premium\): .* \$100 to \$999/),
    ]);
  });

  it("finds nothing to warn of in the sample rates", () => {
    expect(rateSpreadWarnings(ratesFile, "USD")).toEqual([]);
  });
});
