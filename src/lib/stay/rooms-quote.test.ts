import { addDays } from "date-fns";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseIsoDate, toIsoDate } from "../dates/dates";
import type { RoomRequest } from "./occupancy";
import { quoteRooms, stayLengthProblem, type RoomsRules } from "./rooms-quote";
import type { RateCard } from "./stay-price";
import { quoteStay, type QuotePricing } from "./stay-quote";
import { gst2025, roomRequest } from "./test-fixtures";

/* Amounts in paise. GST by each room's own nightly value: 5% up to ₹7,500, 18% above. */
const plans = [
  { id: "room-only", name: "Room only" },
  { id: "breakfast", name: "With breakfast" },
];
const deluxe: RateCard = {
  base: 720000,
  weekend: { nightly: 780000, nights: ["sat"] },
  seasons: [],
  longStay: { fromNights: 7, basisPoints: 1000 },
  extraBed: null,
  maxGuests: 2,
  cot: 0,
  plans: [
    { id: "room-only", nightlyDifference: 0 },
    { id: "breakfast", nightlyDifference: 60000 },
  ],
};
const premium: RateCard = { ...deluxe, base: 900000, weekend: { nightly: 990000, nights: ["sat"] }, extraBed: 250000 };
const pricing: QuotePricing<{ id: string; name: string }> = {
  currency: "INR",
  slabs: gst2025,
  totalTax: "incl. GST",
  rooms: { deluxe: { card: deluxe, plans }, premium: { card: premium, plans } },
};
const rules: RoomsRules = { children: { freeUnderAge: 6 }, maxStayNights: 60 };
const room = (more: Partial<RoomRequest> = {}) => roomRequest("deluxe", more);
const asked = (rooms: RoomRequest[], checkIn = "2026-12-10", checkOut = "2026-12-13") => ({ checkIn, checkOut, rooms });

describe("the quote of several rooms", () => {
  it("prices each room by its own type, plan and extra bed, and sums them", () => {
    const quote = quoteRooms(pricing, rules, asked([room(), room({ room: "premium", extraBed: true })]), "en");
    // Deluxe: Thu, Fri at 7,200 (5%) and Sat at 7,800 (18%); Premium with the bed: 11,500 twice and 12,400, all at 18%.
    expect(quote.rooms.map((r) => r.price!.total)).toEqual([2432400, 4177200]);
    expect(quote.total).toBe(2432400 + 4177200);
    expect(quote.totalText).toBe("₹66,096 incl. GST");
    expect(quote.occupancy).toEqual([]);
  });

  it("taxes each room's nights by that room's own nightly value", () => {
    const quote = quoteRooms(
      pricing,
      rules,
      asked([room(), room({ room: "premium" })], "2026-12-10", "2026-12-11"),
      "en",
    );
    expect(quote.rooms.map((r) => r.price!.nights[0]!.slab!.wordsKey)).toEqual(["gst-5", "gst-18"]);
  });

  it("names the room whose party does not fit", () => {
    const quote = quoteRooms(pricing, rules, asked([room(), room({ adults: 3 })]), "en");
    expect(quote.occupancy).toEqual([{ code: "too-many-guests", guests: 3, max: 2, number: 2, room: "deluxe" }]);
  });

  it("has no total until every room has a price", () => {
    expect(quoteRooms(pricing, rules, asked([room(), room({ room: "attic" })]), "en").total).toBeNull();
    expect(quoteRooms(pricing, rules, asked([]), "en").total).toBeNull();
  });

  it("refuses a stay over the maximum before pricing any night, even to 9999-12-31", () => {
    const started = performance.now();
    const quote = quoteRooms(pricing, rules, asked([room(), room()], "2026-12-10", "9999-12-31"), "en");
    expect(performance.now() - started).toBeLessThan(50);
    expect(quote.stayLength).toEqual({ code: "longer-than-max", nights: 2912099, max: 60 });
    expect(quote.rooms.every((r) => r.price === null)).toBe(true);
    expect(quote.total).toBeNull();
  });

  it("takes a stay of exactly the maximum", () => {
    expect(stayLengthProblem("2026-12-10", "2027-02-08", 60)).toBeNull();
    expect(stayLengthProblem("2026-12-10", "2027-02-09", 60)).toEqual({ code: "longer-than-max", nights: 61, max: 60 });
    expect(stayLengthProblem("", "2027-02-09", 60)).toBeNull();
  });
});

const dayAfter = (date: string, days: number) => toIsoDate(addDays(parseIsoDate(date)!, days));
const anyRoom = fc
  .record({
    room: fc.constantFrom("deluxe", "premium"),
    plan: fc.constantFrom("", "room-only", "breakfast"),
    adults: fc.integer({ min: 1, max: 3 }),
    childAges: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 4 }),
    extraBed: fc.boolean(),
  })
  .map((r): RoomRequest => r);
const anyDates = fc
  .record({ offset: fc.integer({ min: 0, max: 700 }), nights: fc.integer({ min: 1, max: 21 }) })
  .map(({ offset, nights }) => ({
    checkIn: dayAfter("2026-01-01", offset),
    checkOut: dayAfter("2026-01-01", offset + nights),
  }));

describe("the quote of several rooms, for any rooms and dates", () => {
  it("is the sum of its rooms, and each room the sum of its nights", () => {
    fc.assert(
      fc.property(fc.array(anyRoom, { minLength: 1, maxLength: 5 }), anyDates, (rooms, dates) => {
        const quote = quoteRooms(pricing, rules, { ...dates, rooms }, "en");
        const totals = quote.rooms.map((r) => r.price!.total);
        expect(quote.total).toBe(totals.reduce((a, b) => a + b, 0));
        for (const r of quote.rooms)
          expect(r.price!.total).toBe(r.price!.nights.reduce((sum, night) => sum + night.total, 0));
      }),
    );
  });

  it("is, for one room, exactly the one stay quote", () => {
    fc.assert(
      fc.property(anyRoom, anyDates, (request, dates) => {
        const quote = quoteRooms(pricing, rules, { ...dates, rooms: [request] }, "en");
        const one = quoteStay(pricing, { ...request, ...dates }, "en");
        expect(quote.rooms[0]).toMatchObject(one);
        expect(quote.totalText).toBe(one.total);
      }),
    );
  });
});
