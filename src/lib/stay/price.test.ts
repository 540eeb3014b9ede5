import { describe, expect, it } from "vitest";
import {
  priceLine,
  priceRange,
  taxLine,
  taxRulesInWords,
  taxSlabsOf,
  namedAmountTaxLine,
  totalTaxLine,
  valueAddedTaxIncluded,
  type PriceSettings,
  type PriceWords,
  type TaxRule,
} from "./price";

const en: PriceWords = {
  from: "from {price}",
  taxIncluded: "incl. taxes",
  totalTaxAdded: "incl. {name}",
  beforeTaxAdded: "before {name}",
  ruleUpTo: "{tax} on a night up to {price}",
  ruleAbove: "{tax} above",
};
const hi: PriceWords = {
  ...en,
  from: "{price} से",
  taxIncluded: "कर सहित",
  totalTaxAdded: "{name} सहित",
  beforeTaxAdded: "{name} से पहले",
};
const usd: PriceSettings = { currency: "USD", tax: { kind: "none" }, from: false };
const gst = (percent: number) => ({ en: `+ ${percent}% GST`, hi: `+ ${percent}% GST अतिरिक्त` });
/** GST on hotel rooms: 12% above ₹7,500 until 21 September 2025, then 5% up to ₹7,500 and 18% above. */
const gstSlabs: TaxRule = {
  kind: "added",
  name: "GST",
  rules: [
    { from: "2022-07-18", upTo: 7500, percent: 12, words: gst(12) },
    { from: "2022-07-18", percent: 18, words: gst(18) },
    { from: "2025-09-22", upTo: 7500, percent: 5, words: gst(5) },
    { from: "2025-09-22", percent: 18, words: gst(18) },
  ],
};
const inrGst: PriceSettings = { currency: "INR", tax: gstSlabs, from: false };

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
    expect(priceLine(7500, inrGst, en, "en", "{price}/night").text).toBe("₹7,500/night + 5% GST");
  });

  it("groups rupees the Indian way on Hindi pages too, with Latin digits, and the rule's Hindi words", () => {
    expect(priceLine(4500, inrGst, hi, "hi", "{price}/रात").text).toBe("₹4,500/रात + 5% GST अतिरिक्त");
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

  it("states the latest rule a price falls under, the boundary exact: ₹7,500 at 5%, ₹7,500.01 at 18%", () => {
    expect(taxLine(gstSlabs, en, "en", 7500)).toBe("+ 5% GST");
    expect(taxLine(gstSlabs, en, "en", 7500.01)).toBe("+ 18% GST");
    expect(priceLine(125000, inrGst, en, "en").text).toBe("₹1,25,000 + 18% GST");
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

describe("tax rules", () => {
  it("become the price engine's slabs in paise and basis points, named in the page's language", () => {
    expect(taxSlabsOf(gstSlabs, "hi")[2]).toEqual({
      from: "2025-09-22",
      upTo: 750000,
      basisPoints: 500,
      wordsKey: "+ 5% GST अतिरिक्त",
    });
  });

  it("add nothing to a night when the prices include tax", () => {
    expect(taxSlabsOf({ kind: "included" }, "en")).toEqual([
      { from: "0000-01-01", upTo: null, basisPoints: 0, wordsKey: "" },
    ]);
  });

  it("read as the latest table, lowest first", () => {
    expect(taxRulesInWords(gstSlabs, en, "INR", "en")).toEqual(["+ 5% GST on a night up to ₹7,500", "+ 18% GST above"]);
  });

  it("name the tax after a stay's total", () => {
    expect(totalTaxLine(gstSlabs, en)).toBe("incl. GST");
    expect(totalTaxLine(gstSlabs, hi)).toBe("GST सहित");
    expect(totalTaxLine({ kind: "included" }, en)).toBe("incl. taxes");
    expect(totalTaxLine({ kind: "none" }, en)).toBeNull();
  });

  it("say how an amount the guest names stands to tax, as the prices beside it do", () => {
    expect(namedAmountTaxLine(gstSlabs, en)).toBe("before GST");
    expect(namedAmountTaxLine(gstSlabs, hi)).toBe("GST से पहले");
    expect(namedAmountTaxLine({ kind: "included" }, en)).toBe("incl. taxes");
    expect(namedAmountTaxLine({ kind: "included" }, hi)).toBe("कर सहित");
    expect(namedAmountTaxLine({ kind: "none" }, en)).toBeNull();
  });
});

describe("valueAddedTaxIncluded", () => {
  it("is true for prices with taxes included, false for tax added, and unstated without a tax line", () => {
    expect(valueAddedTaxIncluded({ kind: "included" })).toBe(true);
    expect(valueAddedTaxIncluded(gstSlabs)).toBe(false);
    expect(valueAddedTaxIncluded({ kind: "none" })).toBeUndefined();
  });
});
