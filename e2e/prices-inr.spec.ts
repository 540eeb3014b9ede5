import type { Page } from "@playwright/test";
import { expect, hindiRoutes, routes, test } from "./fixtures";
import { overridesURL } from "./site-overrides";
import { jsonLdNodes, structuredDataMismatches } from "./structured-data";

/**
 * The hotel switches its prices to rupees with 5% GST on top, rates varying with dates ("from"),
 * and the suite at ₹1,25,000 to show Indian digit grouping: the copy of the site with content
 * overrides (e2e/site-overrides.ts) has those settings, and every page is read in both languages.
 */

/** Every rupee amount in the visible text, with the 40 characters that follow it. */
function rupeeAmounts(text: string) {
  return [...text.matchAll(/₹[\d,]+(\.\d\d)?/g)].map((m) => ({
    amount: m[0],
    after: text.slice(m.index!, m.index! + m[0].length + 40),
  }));
}

async function pageText(page: Page) {
  await page.locator("details").evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
  return (await page.locator("body").innerText()).replace(/\s+/g, " ");
}

/** What a page must show beyond the rule every page follows, checked on the same load. */
const alsoOn: Record<string, (page: Page) => Promise<void>> = {
  // 'from' (rates vary with dates), Indian digit grouping and GST, in both languages.
  "/rooms": (page) =>
    expect(
      page.getByRole("article", { name: "Executive Suite" }).getByText("from ₹1,25,000/night + 5% GST"),
    ).toBeVisible(),
  "/hi/rooms": (page) =>
    expect(
      page.getByRole("article", { name: "एग्ज़ीक्यूटिव सुइट" }).getByText("₹1,25,000 से शुरू/रात + 5% GST अतिरिक्त"),
    ).toBeVisible(),
  "/rooms/executive-suite": async (page) => {
    const offer = (await jsonLdNodes(page)).find((node) => node["@type"] === "Hotel")!.makesOffer as Record<
      string,
      unknown
    >[];
    expect(offer[0]).toMatchObject({ price: 125000, priceCurrency: "INR" });
    expect(offer[0]!.priceSpecification).toMatchObject({ valueAddedTaxIncluded: false, minPrice: 125000 });
  },
  // GST is added to the bill, and the extra bed is a fixed charge.
  "/policies": async (page) => {
    await expect(
      page.getByText("The prices on this website are before tax: 5% GST is added to your bill.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("An extra bed costs ₹25 + 5% GST a night, in the rooms that take one.")).toBeVisible();
  },
};

// One test per language walks its pages in one browser page: each page is loaded once and checked for
// everything it must show (a step per page names the page that failed).
for (const [language, pages] of [
  ["English", routes],
  ["Hindi", hindiRoutes],
] as const) {
  test(`every ${language} page shows every price in rupees with the GST line, and so does its structured data`, async ({
    page,
  }) => {
    // Fifteen pages, each a few seconds, more on a busy machine.
    test.setTimeout(300_000);
    for (const { path } of pages) {
      await test.step(path, async () => {
        await page.goto(overridesURL + path);
        const text = await pageText(page);
        expect(text, path).not.toMatch(/\$|USD|US dollars/);
        const gst = path.startsWith("/hi") ? "+ 5% GST अतिरिक्त" : "+ 5% GST";
        for (const { amount, after } of rupeeAmounts(text)) expect(after, `${amount} on ${path}`).toContain(gst);

        const nodes = await jsonLdNodes(page);
        const priced = JSON.stringify(nodes).match(/"priceCurrency":"[A-Z]+"/g) ?? [];
        expect(new Set(priced), path).toEqual(new Set(priced.length ? ['"priceCurrency":"INR"'] : []));
        expect(JSON.stringify(nodes), path).not.toContain('"valueAddedTaxIncluded":true');
        expect(await structuredDataMismatches(page), path).toEqual([]);
        await alsoOn[path]?.(page);
      });
    }
  });
}

test("the booking wizard names the chosen room's price in rupees with GST", async ({ page }) => {
  await page.goto(`${overridesURL}/booking?room=executive-suite`);
  await page.getByLabel("First Name").fill("Priya");
  await expect(page.locator("astro-island[component-url*='BookingWizard']")).not.toHaveAttribute("ssr", "");
  await page.getByLabel("Last Name").fill("Sharma");
  await page.getByLabel("Email Address").fill("priya.sharma@example.com");
  await page.getByLabel("Phone Number").fill("+91 98765 43210");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("from ₹1,25,000/night + 5% GST, up to 4 guests")).toBeVisible();
});
