import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n/i18n";
import { taxLine } from "@/lib/stay/price";
import { dishesIn } from "../read/events";
import { halls } from "../read/halls";
import { priceIn, roomPriceIn } from "../read/prices";
import { rooms } from "../read/rooms";
import { site } from "../read/site";
import { words } from "../read/words";
import { wordTrees } from "./content";

/**
 * A price carries its own tax statement (src/lib/stay/price.ts `priceLine`, from site.json's pricing.tax
 * and copy/prices.json's words). A sentence beside the prices that states tax again ("Plus taxes.")
 * contradicts every price as soon as the setting differs, so the words of the pages that list
 * prices state none: the hotel changes the tax wording in one place.
 */
const taxWords = /\btax(es)?\b|\bGST\b|जीएसटी|कर सहित|कर अतिरिक्त|कर से पहले|कर शामिल|सभी कर/i;

/** The key paths of the strings in a tree that state tax. */
export function taxStatementsIn(tree: unknown, path: string): string[] {
  if (typeof tree === "string") return taxWords.test(tree) ? [path] : [];
  if (tree && typeof tree === "object") {
    return Object.entries(tree).flatMap(([key, value]) => taxStatementsIn(value, `${path}.${key}`));
  }
  return [];
}

/** The words of the pages that list prices: rooms, dishes, halls and their packages, offers and services. */
const besidePrices = [
  "copy.home",
  "copy.rooms-page",
  "copy.room-page",
  "copy.room-stay",
  "copy.dining",
  "copy.hall-details",
  "copy.events-page",
  "rooms",
  "dishes",
  "halls",
  "offers",
  "event-services",
];

describe("the tax wording", () => {
  it("finds a tax statement in either language, and not the Hindi verb 'कर' on its own", () => {
    expect(taxStatementsIn({ a: "Plus taxes.", b: "दाम, कर अतिरिक्त।", c: "पुष्टि कर लें" }, "t")).toEqual(["t.a", "t.b"]);
  });

  it.each(locales)("is stated by no %s words beside the prices, only by each price's own tax line", (locale) => {
    const trees = wordTrees();
    expect(besidePrices.flatMap((name) => taxStatementsIn(trees[name]![locale], name))).toEqual([]);
  });

  it.each(locales)(
    "is the tax line of the setting for its amount on every %s room, dish and per-plate price",
    (locale) => {
      const priced = [
        ...rooms.map((room) => ({ amount: room.price, line: roomPriceIn(room.price, locale) })),
        ...dishesIn(locale).map((dish) => ({
          amount: dish.price,
          line: priceIn(dish.price, locale, undefined, { fixed: true }),
        })),
        ...halls.flatMap((hall) =>
          hall.menus.map((menu) => ({
            amount: menu.fromPerPlate,
            line: priceIn(menu.fromPerPlate, locale, undefined, { fixed: true }),
          })),
        ),
      ];
      for (const { amount, line } of priced)
        expect(line.tax, `the price ${amount}`).toBe(
          taxLine(site.pricing.tax, words("prices", locale), locale, amount),
        );
    },
  );
});
