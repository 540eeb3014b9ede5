import { describe, expect, it } from "vitest";
import { formatMoney } from "@/lib/stay/money";
import { priceStay, type RateCard, type TaxSlab } from "@/lib/stay/stay-price";
import { words } from "@/content/read/words";
import { breakdownRows } from "./stay-breakdown";

const gst = (upTo: number | null, basisPoints: number, wordsKey: string): TaxSlab => ({
  from: "2025-09-22",
  upTo,
  basisPoints,
  wordsKey,
});
/** ₹7,200 on weekdays, ₹7,800 on Friday and Saturday nights, an extra bed at ₹1,000, 10% off from 7 nights. */
const card: RateCard = {
  base: 720000,
  weekend: { nightly: 780000, nights: ["fri", "sat"] },
  seasons: [],
  longStay: { fromNights: 7, basisPoints: 1000 },
  extraBed: 100000,
  cot: 0,
  maxGuests: 2,
  plans: [{ id: "room-only", nightlyDifference: 0 }],
};
const slabs = [gst(750000, 500, "+ 5% GST"), gst(null, 1800, "+ 18% GST")];
const money = (minor: number) => formatMoney(minor / 100, "INR", "en");
const estimate = words("booking-later", "en").estimate;

describe("a stay's breakdown lines", () => {
  it("give each rate its own line, then the extra bed, the caller's lines, the discount and each slab's tax", () => {
    // Friday 4 to Friday 11 December 2026: two weekend nights and five weekdays, with an extra bed.
    const stay = { plan: "room-only", checkIn: "2026-12-04", checkOut: "2026-12-11", guests: 3, extraBed: true };
    const price = priceStay(card, slabs, stay);
    const free = [{ term: "1 child under 6", value: "Free" }];
    const rows = breakdownRows(price, 1000, estimate, money, "en", free);
    expect(rows.map(({ term }) => term)).toEqual([
      "2 nights × ₹7,800 (weekend)",
      "5 nights × ₹7,200",
      "7 nights × ₹1,000 (Extra bed)",
      "1 child under 6",
      "Long-stay discount (10% off)",
      ...price.taxBySlab.map(({ slab, nights }) => `${slab.wordsKey} on ${nights} nights`),
    ]);
    expect(rows[0]?.value).toBe("₹15,600");
    expect(rows[2]?.value).toBe("₹7,000");
    expect(rows[4]?.value).toBe(`−${money(price.discount)}`);
    const taxes = rows.slice(5).map(({ value }) => value);
    expect(taxes).toEqual(price.taxBySlab.map(({ tax }) => money(tax)));
  });
});
