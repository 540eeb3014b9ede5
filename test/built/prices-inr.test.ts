import { join } from "node:path";
import { expect, test } from "vitest";
import { jsonLdNodes, jsonLdShownMismatches, shownText } from "../conformance/json-ld-shown";
import { builtPages } from "../conformance/pages";
import { readOverridesState } from "../site-overrides";

/**
 * The hotel switches its prices to rupees with GST on top by slab (5% on a night up to ₹7,500, 18% above), rates varying with dates ("from"),
 * and the suite at ₹1,25,000 to show Indian digit grouping: the copy of the site with content
 * overrides (test/site-overrides.ts) has those settings. What its islands work out in a browser is
 * e2e/prices-inr.spec.ts's.
 */

/** Every rupee amount in the text, with the 40 characters that follow it. */
function rupeeAmounts(text: string) {
  return [...text.matchAll(/₹[\d,]+(\.\d\d)?/g)].map((m) => ({
    amount: m[0],
    after: text.slice(m.index!, m.index! + m[0].length + 40),
  }));
}

/** What a page must show beyond the rule every page follows. */
const alsoOn: Record<string, (text: string, document: Document) => void> = {
  // 'from' (rates vary with dates), Indian digit grouping and GST, in both languages.
  "/rooms": (text) => expect(text).toContain("from ₹1,25,000/night + 18% GST"),
  "/hi/rooms": (text) => expect(text).toContain("₹1,25,000 से शुरू/रात + 18% GST अतिरिक्त"),
  "/rooms/executive-suite": (_, document) => {
    const offer = jsonLdNodes(document).find((node) => node["@type"] === "Hotel")!.makesOffer as Record<
      string,
      unknown
    >[];
    expect(offer[0]).toMatchObject({ price: 125000, priceCurrency: "INR" });
    expect(offer[0]!.priceSpecification).toMatchObject({ valueAddedTaxIncluded: false, minPrice: 125000 });
  },
  // GST is added to the bill, and the extra bed is a fixed charge.
  "/policies": (text) => {
    expect(text).toContain(
      "The prices on this website are before tax: GST is added to your bill, at the rate for each night's price (+ 5% GST on a night up to ₹7,500 and + 18% GST above).",
    );
    expect(text).toContain("An extra bed costs ₹25 + 5% GST a night, in the rooms that take one.");
  },
};

// Every built page of the copy in both languages, read from its HTML (no browser): the text a guest
// sees and the structured data, held to the conformance gate's check that the two agree.
test("every page shows every price in rupees with the GST line, and so does its structured data", () => {
  const dist = join(readOverridesState()!.root, "dist");
  const pages = builtPages(dist, dist).filter(({ urlPath }) => !urlPath.startsWith("/admin"));
  expect(pages.length).toBeGreaterThan(30);
  for (const { urlPath: path, document } of pages) {
    const text = shownText(document.body).replace(/\s+/g, " ");
    expect(text, path).not.toMatch(/\$|USD|US dollars/);
    // Each amount carries the words of the GST slab its price falls in (5% up to ₹7,500, 18% above).
    const gst = path.startsWith("/hi") ? /\+ (5|18)% GST अतिरिक्त/ : /\+ (5|18)% GST/;
    for (const { amount, after } of rupeeAmounts(text)) expect(after, `${amount} on ${path}`).toMatch(gst);
    const nodes = JSON.stringify(jsonLdNodes(document));
    const priced = nodes.match(/"priceCurrency":"[A-Z]+"/g) ?? [];
    expect(new Set(priced), path).toEqual(new Set(priced.length ? ['"priceCurrency":"INR"'] : []));
    expect(nodes, path).not.toContain('"valueAddedTaxIncluded":true');
    expect(jsonLdShownMismatches(document), path).toEqual([]);
    alsoOn[path]?.(text, document);
  }
});
