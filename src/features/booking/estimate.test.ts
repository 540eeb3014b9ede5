import { describe, expect, it } from "vitest";
import type { StayPricing } from "@/content/read/rates";
import { words } from "@/content/read/words";
import type { RateCard, TaxSlab } from "@/lib/stay/stay-price";
import { emptyBooking, type BookingValues } from "./booking-form";
import { quoteStay } from "@/lib/stay/stay-quote";
import { bookingStay, estimateView, messageQuoteOf } from "./estimate";

const gst = (from: string, upTo: number | null, basisPoints: number, wordsKey: string): TaxSlab => ({
  from,
  upTo,
  basisPoints,
  wordsKey,
});
/** A deluxe room at ₹7,200 on weekdays and ₹7,800 on Friday and Saturday nights, Simhastha 2028 at ₹7,500.01. */
const card: RateCard = {
  base: 720000,
  weekend: { nightly: 780000, nights: ["fri", "sat"] },
  seasons: [
    { name: "Simhastha 2028", from: "2028-03-27", to: "2028-05-27", nightly: 750001, minNights: 3, highDemand: true },
  ],
  longStay: { fromNights: 7, basisPoints: 1000 },
  extraBed: null,
  maxGuests: 2,
  plans: [
    { id: "room-only", nightlyDifference: 0 },
    { id: "breakfast", nightlyDifference: 50000 },
  ],
};
const pricing: StayPricing = {
  currency: "INR",
  slabs: [gst("2025-09-22", 750000, 500, "+ 5% GST"), gst("2025-09-22", null, 1800, "+ 18% GST")],
  totalTax: "incl. GST",
  availability: { asOf: "2026-11-20", marks: [] },
  sample: { rates: false, availability: false },
  rooms: {
    deluxe: {
      card,
      plans: [
        { id: "room-only", name: "Room only", cancellation: "Free cancellation", payment: { kind: "at-hotel" } },
        {
          id: "breakfast",
          name: "With breakfast",
          cancellation: "Non-refundable",
          payment: { kind: "advance", nights: 1 },
        },
      ],
    },
  },
};
const s = words("booking-later", "en").estimate;
const stay = (checkIn: string, checkOut: string, more: Partial<BookingValues> = {}): BookingValues => ({
  ...emptyBooking,
  roomType: "deluxe",
  checkIn,
  checkOut,
  ...more,
});
const quoteOf = (values: BookingValues, rates: StayPricing) => quoteStay(rates, bookingStay(values), "en");
const view = (values: BookingValues) => estimateView(quoteOf(values, pricing), pricing, s, "en", "deluxe");

describe("the stay's estimate", () => {
  it("gives a row to each rate, naming the weekend and the season, across the ₹7,500 line", () => {
    expect(view(stay("2028-03-24", "2028-03-28"))).toEqual({
      rows: [
        { term: "2 nights × ₹7,800 (weekend)", value: "₹15,600" },
        { term: "1 night × ₹7,200", value: "₹7,200" },
        { term: "1 night × ₹7,500.01 (Simhastha 2028)", value: "₹7,500.01" },
        { term: "+ 18% GST on 3 nights", value: "₹4,158" },
        { term: "+ 5% GST on 1 night", value: "₹360" },
      ],
      total: { term: "Estimated total", value: "₹34,818.01 incl. GST" },
      warnings: [],
      note: "Estimate. The hotel confirms the price and availability in the chat.",
      sampleNotice: null,
    });
  });

  it("says its prices are samples while the rates are the samples", () => {
    const samples = { ...pricing, sample: { rates: true, availability: false } };
    const estimate = estimateView(quoteOf(stay("2026-12-07", "2026-12-08"), samples), samples, s, "en", "deluxe");
    expect(estimate?.sampleNotice).toBe(
      "These are sample prices, not yet the hotel's own: the hotel confirms the price in its reply.",
    );
  });

  it("adds an extra bed per night where the room takes one, into the taxable value and the total", () => {
    const withBed = { ...pricing, rooms: { deluxe: { ...pricing.rooms.deluxe!, card: { ...card, extraBed: 50000 } } } };
    const estimate = estimateView(
      quoteOf(stay("2026-12-07", "2026-12-09", { extraBed: true }), withBed),
      withBed,
      s,
      "en",
      "deluxe",
    )!;
    // ₹7,200 + ₹500 a night is above ₹7,500: 18% on both nights.
    expect(estimate.rows).toEqual([
      { term: "2 nights × ₹7,200", value: "₹14,400" },
      { term: "2 nights × ₹500 (Extra bed)", value: "₹1,000" },
      { term: "+ 18% GST on 2 nights", value: "₹2,772" },
    ]);
    expect(estimate.total.value).toBe("₹18,172 incl. GST");
    expect(messageQuoteOf(stay("2026-12-07", "2026-12-09", { extraBed: true }), pricing, "en").total).toBe(
      "₹15,120 incl. GST",
    );
  });

  it("shows the long-stay discount as its own line", () => {
    const rows = view(stay("2026-12-07", "2026-12-14"))!.rows;
    expect(rows.map((row) => row.term)).toContain("Long-stay discount (10% off)");
    expect(rows.find((row) => row.term === "Long-stay discount (10% off)")?.value).toBe("−₹5,160");
  });

  it("says when a stay is shorter than a season's minimum", () => {
    expect(view(stay("2028-04-03", "2028-04-05"))!.warnings).toEqual([
      "Simhastha 2028 needs a stay of at least 3 nights; these dates give 2. Please choose more nights.",
    ]);
  });

  it("prices the chosen plan (its ₹500 lifts a ₹7,200 night into the 18% slab), and the room's first when the plan is not the room's", () => {
    expect(messageQuoteOf(stay("2026-12-07", "2026-12-08", { ratePlan: "breakfast" }), pricing, "en")).toEqual({
      plan: "With breakfast",
      total: "₹9,086 incl. GST",
      extraBed: false,
    });
    expect(messageQuoteOf(stay("2026-12-07", "2026-12-08", { ratePlan: "suite-only" }), pricing, "en").plan).toBe(
      "Room only",
    );
  });

  it("has no total until a room and both dates are chosen, and none for more than a year", () => {
    expect(messageQuoteOf({ ...stay("2026-12-07", ""), roomType: "deluxe" }, pricing, "en").total).toBeNull();
    expect(messageQuoteOf({ ...stay("2026-12-07", "2026-12-08"), roomType: "" }, pricing, "en")).toEqual({
      plan: null,
      total: null,
      extraBed: false,
    });
    expect(messageQuoteOf(stay("2026-12-07", "2028-12-08"), pricing, "en").total).toBeNull();
    expect(
      messageQuoteOf({ ...stay("2026-12-07", "2026-12-08"), roomType: "constructor" }, pricing, "en").plan,
    ).toBeNull();
  });
});
