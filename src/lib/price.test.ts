import { describe, expect, it } from "vitest";
import { priceLine, priceRange, taxLine, valueAddedTaxIncluded, type PriceSettings, type PriceWords } from "./price";

const en: PriceWords = { from: "from {price}", taxIncluded: "incl. taxes", taxAdded: "+ {percent}% {name}" };
const hi: PriceWords = { from: "{price} से", taxIncluded: "कर सहित", taxAdded: "+ {percent}% {name}" };
const usd: PriceSettings = { currency: "USD", tax: { kind: "none" }, from: false };
const inrGst: PriceSettings = { currency: "INR", tax: { kind: "added", percent: 5, name: "GST" }, from: false };

describe("priceLine", () => {
  it("shows a dollar price per night as the specification does, without a tax line when the hotel states none", () => {
    expect(priceLine(299, usd, en, "en", "{price}/night")).toEqual({
      amount: "$299",
      withUnit: "$299/night",
      tax: null,
      text: "$299/night",
    });
  });

  it("adds the GST line beside a rupee price, with Indian digit grouping", () => {
    expect(priceLine(125000, inrGst, en, "en", "{price}/night").text).toBe("₹1,25,000/night + 5% GST");
  });

  it("groups rupees the Indian way on Hindi pages too, with Latin digits", () => {
    expect(priceLine(125000, inrGst, hi, "hi", "{price}/रात").text).toBe("₹1,25,000/रात + 5% GST");
  });

  it("says 'incl. taxes' when the price includes them", () => {
    expect(priceLine(299, { ...usd, tax: { kind: "included" } }, en, "en").text).toBe("$299 incl. taxes");
  });

  it("reads 'from' before a price that varies with dates, and keeps it inside the unit", () => {
    const line = priceLine(4500, { ...inrGst, from: true }, en, "en", "{price}/night");
    expect(line.amount).toBe("from ₹4,500");
    expect(line.text).toBe("from ₹4,500/night + 5% GST");
  });

  it("places 'from' where the language puts it", () => {
    expect(priceLine(4500, { ...inrGst, from: true }, hi, "hi").amount).toBe("₹4,500 से");
  });

  it("keeps a fractional tax rate as set", () => {
    expect(taxLine({ kind: "added", percent: 2.5, name: "CGST" }, en, "en")).toBe("+ 2.5% CGST");
  });
});

describe("priceRange", () => {
  it("spans the lowest and highest price, in the settings' currency", () => {
    expect(priceRange([449, 299, 799], "USD", "en")).toBe("$299 - $799");
    expect(priceRange([4500, 125000], "INR", "en")).toBe("₹4,500 - ₹1,25,000");
  });

  it("is a single price when every price is the same", () => {
    expect(priceRange([299, 299], "USD", "en")).toBe("$299");
  });
});

describe("valueAddedTaxIncluded", () => {
  it("is true for prices with taxes included, false for tax added, and unstated without a tax line", () => {
    expect(valueAddedTaxIncluded({ kind: "included" })).toBe(true);
    expect(valueAddedTaxIncluded({ kind: "added", percent: 5, name: "GST" })).toBe(false);
    expect(valueAddedTaxIncluded({ kind: "none" })).toBeUndefined();
  });
});
