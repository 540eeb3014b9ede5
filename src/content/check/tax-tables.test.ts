import { describe, expect, it } from "vitest";
import siteFile from "../site.json" with { type: "json" };
import { siteSchema, type SiteFile } from "../schema/hotel";
import { pricingOf } from "../read/tax";
import { schemaProblems } from "./content";

const pricing = (change: Partial<SiteFile["pricing"]>) => ({ ...(siteFile.pricing as SiteFile["pricing"]), ...change });

describe("the ready tax tables", () => {
  it("read the picked GST table as 5% on a night up to ₹7,500 and 18% above from 22 September 2025, in both languages", () => {
    const picked = pricingOf(pricing({ currency: "INR", tax: { kind: "table", table: "india-gst-2025" } }));
    expect(picked.tax).toEqual({
      kind: "added",
      name: "GST",
      rules: [
        { from: "2025-09-22", upTo: 7500, percent: 5, words: { en: "+ 5% GST", hi: "+ 5% GST अतिरिक्त" } },
        { from: "2025-09-22", percent: 18, words: { en: "+ 18% GST", hi: "+ 18% GST अतिरिक्त" } },
      ],
    });
    expect(picked).toMatchObject({ currency: "INR", from: siteFile.pricing.from });
  });

  it("refuses the rupee GST table beside prices in dollars, naming the field", () => {
    const site = {
      ...siteFile,
      pricing: pricing({ currency: "USD", tax: { kind: "table", table: "india-gst-2025" } }),
    };
    expect(schemaProblems("site.json", siteSchema, site)).toEqual([
      "site.json.pricing.tax.table: is a table for prices in INR: choose INR as the currency, or another tax",
    ]);
  });

  it("refuses a table that does not exist", () => {
    const site = { ...siteFile, pricing: pricing({ currency: "INR", tax: { kind: "table", table: "gst-2017" } }) };
    expect(schemaProblems("site.json", siteSchema, site)).toEqual([
      expect.stringMatching(/^site\.json\.pricing\.tax\.table: /),
    ]);
  });
});
