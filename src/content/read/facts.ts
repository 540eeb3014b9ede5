import { fill } from "@/lib/i18n/format";
import { listInOrder } from "../lists";
import siteFacts from "../site.json" with { type: "json" };

/**
 * The facts a sentence may name as a placeholder, so a number is written once, in its data file:
 * "Banquet halls for {grandCapacity} and {elegantCapacity} guests". A hall's capacity is
 * "{<hall slug>Capacity}", the largest of them "{largestCapacity}"; the hotel's room count is "{totalRooms}".
 */
function collectFactValues(): Record<string, number> {
  const halls = listInOrder("halls");
  return {
    ...Object.fromEntries(halls.map((hall) => [`${hall.slug}Capacity`, hall.capacity])),
    largestCapacity: Math.max(...halls.map((hall) => hall.capacity)),
    totalRooms: siteFacts.totalRooms,
  };
}
export const factValues = /* @__PURE__ */ collectFactValues();

/** Fills the fact placeholders in every string of a tree of words; other placeholders ("{name}") are left for the code. */
export function withFacts<T>(tree: T, values: Record<string, number> = factValues): T {
  if (typeof tree === "string") return fill(tree, values) as T;
  if (Array.isArray(tree)) return tree.map((item) => withFacts(item, values)) as T;
  if (tree && typeof tree === "object") {
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, withFacts(value, values)])) as T;
  }
  return tree;
}
