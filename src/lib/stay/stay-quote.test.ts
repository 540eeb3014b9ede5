import { describe, expect, it } from "vitest";
import type { RateCard, TaxSlab } from "@/lib/stay/stay-price";
import { quoteStay, type QuotePricing, type StayAsked } from "./stay-quote";

/** A room at ₹7,200 a night, ₹500 more with breakfast, tax included in the prices. */
const card: RateCard = {
  base: 720000,
  seasons: [],
  extraBed: 50000,
  maxGuests: 2,
  plans: [
    { id: "room-only", nightlyDifference: 0 },
    { id: "breakfast", nightlyDifference: 50000 },
  ],
};
const included: TaxSlab = { from: "0000-01-01", upTo: null, basisPoints: 0, wordsKey: "" };
const plans = [
  { id: "room-only", name: "Room only" },
  { id: "breakfast", name: "With breakfast" },
];
const pricing: QuotePricing<{ id: string; name: string }> = {
  currency: "INR",
  slabs: [included],
  totalTax: "incl. taxes",
  rooms: { deluxe: { card, plans }, bare: { card: { ...card, extraBed: null }, plans } },
};
const stay = (more: Partial<StayAsked> = {}): StayAsked => ({
  room: "deluxe",
  plan: "",
  checkIn: "2026-12-07",
  checkOut: "2026-12-09",
  extraBed: false,
  ...more,
});
const quote = (more: Partial<StayAsked> = {}) => quoteStay(pricing, stay(more), "en");
const unpriced = { price: null, total: null };

describe("the one stay quote", () => {
  it("prices the stay in the room's first plan when none is chosen, with the site's tax words", () => {
    expect(quote()).toMatchObject({ plan: plans[0], total: "₹14,400 incl. taxes" });
    expect(quote().price?.nights).toHaveLength(2);
  });

  it("prices the chosen plan, and the room's first for a plan the room does not have", () => {
    expect(quote({ plan: "breakfast" })).toMatchObject({ plan: plans[1], total: "₹15,400 incl. taxes" });
    expect(quote({ plan: "suite-only" }).plan).toEqual(plans[0]);
  });

  it("adds the extra bed only where the room takes one", () => {
    expect(quote({ extraBed: true }).total).toBe("₹15,400 incl. taxes");
    expect(quoteStay(pricing, stay({ room: "bare", extraBed: true }), "en").total).toBe("₹14,400 incl. taxes");
  });

  it("has no plan and no price for a room without rates, nor for an inherited key", () => {
    expect(quote({ room: "" })).toEqual({ plan: null, ...unpriced });
    expect(quote({ room: "constructor" })).toEqual({ plan: null, ...unpriced });
  });

  it("has the plan but no price until both dates are real dates", () => {
    expect(quote({ checkOut: "" })).toEqual({ plan: plans[0], ...unpriced });
    expect(quote({ checkIn: null })).toEqual({ plan: plans[0], ...unpriced });
    expect(quote({ checkIn: "2026-02-30" })).toEqual({ plan: plans[0], ...unpriced });
  });

  it("has no price for a check-out on or before the check-in", () => {
    expect(quote({ checkOut: "2026-12-07" })).toMatchObject(unpriced);
    expect(quote({ checkOut: "2026-12-01" })).toMatchObject(unpriced);
  });

  it("prices a year of nights, and none for more than a year", () => {
    expect(quote({ checkIn: "2026-12-07", checkOut: "2027-12-07" }).price?.nights).toHaveLength(365);
    expect(quote({ checkIn: "2026-12-07", checkOut: "2027-12-08" })).toMatchObject(unpriced);
  });

  it("has no price for a room without plans", () => {
    const planless = { ...pricing, rooms: { deluxe: { card, plans: [] } } };
    expect(quoteStay(planless, stay(), "en")).toEqual({ plan: null, ...unpriced });
  });
});
