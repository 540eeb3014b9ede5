/**
 * What a page's structured data claims, shown on the page: Google requires structured-data prices to
 * match the visible ones. Every offer's price (in the page's language and the offer's currency) and
 * its price specification, the check-in and check-out times on the policies page, the FAQ's answers,
 * the breadcrumbs and the room's name, read from the HTML (the text a guest sees: no script, no
 * screen-reader-only or hidden text; a closed FAQ answer is one tap away, so it counts).
 */
import { formatMoney, type Currency } from "../../src/lib/stay/money";
import { formatClockTime } from "../../src/lib/dates/units";

type Node = Record<string, unknown>;

/** Every JSON-LD node of a page (top-level objects and their @graph members), parsed. */
export function jsonLdNodes(document: Document): Node[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const data = JSON.parse(script.textContent ?? "") as Node;
    return Array.isArray(data["@graph"]) ? (data["@graph"] as Node[]) : [data];
  });
}

/** Every node below `root` (offers inside a Hotel, a price specification inside an offer…). */
function descendants(root: unknown): Node[] {
  if (Array.isArray(root)) return root.flatMap(descendants);
  if (!root || typeof root !== "object") return [];
  return [root as Node, ...Object.values(root).flatMap(descendants)];
}

/** The text a guest sees (white space not yet collapsed). */
export function shownText(node: Node_): string {
  if (node.nodeType === 3) return node.nodeValue ?? "";
  const element = node as Element;
  if (node.nodeType !== 1 || /^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT)$/.test(element.tagName)) return "";
  if (element.hasAttribute("hidden") || element.classList.contains("sr-only")) return "";
  return [...element.childNodes].map(shownText).join(" ");
}
type Node_ = globalThis.Node;

/** What the page's structured data claims that the page does not show, in words. */
export function jsonLdShownMismatches(document: Document): string[] {
  const locale = document.documentElement.lang === "hi" ? "hi" : "en";
  const text = shownText(document.body).replace(/\s+/g, " ");
  const shown = (what: string) => text.includes(what.replace(/\s+/g, " "));
  const address = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
  const isPolicies = /\/policies$/.test(address ?? "");
  return jsonLdNodes(document)
    .flatMap(descendants)
    .flatMap((node) => {
      const type = node["@type"];
      const spec = node.priceSpecification as Node | undefined;
      const price = type === "Offer" ? formatMoney(Number(node.price), node.priceCurrency as Currency, locale) : "";
      return [
        type === "Offer" && !shown(price) && `offer "${String(node.name)}" at ${price} is not shown`,
        type === "Offer" &&
          spec &&
          (spec.price !== node.price || spec.priceCurrency !== node.priceCurrency) &&
          `offer "${String(node.name)}": price specification ${String(spec.price)} ${String(spec.priceCurrency)} differs`,
        type === "Answer" && !shown(String(node.text)) && `FAQ answer not shown: ${String(node.text)}`,
        type === "ListItem" && !shown(String(node.name)) && `breadcrumb "${String(node.name)}" not shown`,
        // Times are shown where the policies are.
        ...(type === "Hotel" && node.checkinTime && isPolicies ? ["checkinTime", "checkoutTime"] : []).map(
          (key) => !shown(formatClockTime(String(node[key]), locale)) && `${key} ${String(node[key])} is not shown`,
        ),
        type === "HotelRoom" &&
          node["@id"] === address &&
          node.name !== shownText(document.querySelector("h1")!).trim() &&
          `HotelRoom "${String(node.name)}" but the heading reads otherwise`,
      ].filter((problem): problem is string => typeof problem === "string");
    });
}
