import type { Page } from "@playwright/test";
import { formatMoney, type Currency } from "../src/lib/stay/money";
import { formatClockTime } from "../src/lib/dates/units";

type Node = Record<string, unknown>;

/** Every JSON-LD node of the page (top-level objects and their @graph members), parsed. */
export async function jsonLdNodes(page: Page): Promise<Node[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const data = JSON.parse(text) as Node;
    return Array.isArray(data["@graph"]) ? (data["@graph"] as Node[]) : [data];
  });
}

/** Every node below `root` (offers inside a Hotel, a price specification inside an offer…). */
function descendants(root: unknown): Node[] {
  if (Array.isArray(root)) return root.flatMap(descendants);
  if (!root || typeof root !== "object") return [];
  return [root as Node, ...Object.values(root).flatMap(descendants)];
}

/** The page's visible text, as a guest reads it (no hidden or screen-reader-only text). */
const visibleText = (page: Page) => page.locator("body").innerText();

/**
 * What the structured data claims that the page does not show: Google requires structured-data
 * prices to match the visible ones. Checks every offer's price (in the page's language and the
 * offer's currency), check-in and check-out times, FAQ answers, the room's name and breadcrumbs.
 */
export async function structuredDataMismatches(page: Page): Promise<string[]> {
  const locale = (await page.locator("html").getAttribute("lang")) === "hi" ? "hi" : "en";
  // The FAQ's answers are on the page, one tap away: read them open.
  await page.locator("details").evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
  const text = (await visibleText(page)).replace(/\s+/g, " ");
  const problems: string[] = [];
  const nodes = (await jsonLdNodes(page)).flatMap(descendants);
  for (const node of nodes) {
    if (node["@type"] === "Offer") {
      const shown = formatMoney(Number(node.price), node.priceCurrency as Currency, locale);
      if (!text.includes(shown)) problems.push(`offer "${String(node.name)}" at ${shown} is not shown`);
      const spec = node.priceSpecification as Node | undefined;
      if (spec && (spec.price !== node.price || spec.priceCurrency !== node.priceCurrency)) {
        problems.push(
          `offer "${String(node.name)}": price specification ${String(spec.price)} ${String(spec.priceCurrency)} differs`,
        );
      }
    }
    if (node["@type"] === "Answer" && !text.includes(String(node.text).replace(/\s+/g, " "))) {
      problems.push(`FAQ answer not shown: ${String(node.text)}`);
    }
    if (node["@type"] === "ListItem" && !text.includes(String(node.name)))
      problems.push(`breadcrumb "${String(node.name)}" not shown`);
  }
  const pagePath = new URL(page.url()).pathname;
  for (const node of nodes) {
    // Times are shown where the policies are: the policies page and every room page's summary.
    if (node["@type"] === "Hotel" && node.checkinTime && /policies$/.test(pagePath)) {
      for (const key of ["checkinTime", "checkoutTime"]) {
        const shown = formatClockTime(String(node[key]), locale);
        if (!text.includes(shown)) problems.push(`${key} ${shown} is not shown`);
      }
    }
    if (node["@type"] === "HotelRoom" && node["@id"] === page.url().split(/[?#]/)[0]) {
      const h1 = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
      if (h1 !== node.name) problems.push(`HotelRoom "${String(node.name)}" but the heading reads "${h1}"`);
    }
  }
  return problems;
}
