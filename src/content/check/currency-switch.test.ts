import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentRoot } from "./content";
import { currencyLaunchItems } from "./currency-switch";

/** A copy of src/content, switched as an owner would switch it: the repository's files stay as they are. */
let copy = "";
function contentCopy(): string {
  copy = mkdtempSync(join(tmpdir(), "currency-"));
  cpSync(contentRoot, copy, { recursive: true, filter: (src) => !src.endsWith(".ts") });
  return copy;
}
afterEach(() => copy && rmSync(copy, { recursive: true, force: true }));

type Pricing = { currency: string; amountsEnteredIn: Record<string, string> };
function editPricing(root: string, change: (pricing: Pricing) => void) {
  const site = JSON.parse(readFileSync(join(root, "site.json"), "utf8"));
  change(site.pricing);
  writeFileSync(join(root, "site.json"), JSON.stringify(site));
}
const toRupees = (root: string) => editPricing(root, (pricing) => (pricing.currency = "INR"));

describe("the amounts to re-enter after a currency switch", () => {
  it("lists nothing while every group of amounts is in the site's currency", () => {
    expect(currencyLaunchItems(contentRoot)).toEqual([]);
  });

  it("after a switch to rupees, lists every room rate, season, plan difference, the extra bed, per-plate price, dish and experience price as a blocker", () => {
    const root = contentCopy();
    toRupees(root);
    const items = currencyLaunchItems(root);
    expect(items.every((item) => item.level === "blocker")).toBe(true);
    const fields = items.map((item) => `${item.file} ${item.field}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        "src/content/rates.json rooms.0.base",
        "src/content/rates.json rooms.0.weekend",
        "src/content/rates.json rooms.0.seasons.2.nightly",
        "src/content/rates.json rooms.0.plans.1.nightlyDifference",
        "src/content/policies.json children.extraBedCharge",
        "src/content/halls/grand.en.json menus.0.fromPerPlate",
        "src/content/dishes/poha-jalebi.en.json price",
        "src/content/experiences/top-floor-restaurant.en.json priceFrom",
      ]),
    );
    // A plan that costs nothing more and a free cot have no amount to re-enter.
    expect(fields).not.toContain("src/content/rates.json rooms.0.plans.0.nightlyDifference");
    expect(fields).not.toContain("src/content/policies.json children.cotCharge");
    expect(new Set(items.map((item) => item.page))).toEqual(
      new Set(["Rooms", "Stay policies", "Events", "Restaurant", "Home"]),
    );
  });

  it("says where the owner finds an amount and why it matters, in the owner's words", () => {
    const root = contentCopy();
    toRupees(root);
    expect(currencyLaunchItems(root).find((item) => item.field === "children.extraBedCharge")).toEqual({
      level: "blocker",
      page: "Stay policies",
      file: "src/content/policies.json",
      field: "children.extraBedCharge",
      editor: "Hotel facts → Stay policies → Children → Extra bed charge",
      why: "This amount was entered in USD, but prices are now shown in INR: $25 would show as ₹25. Re-enter it in INR, then set Hotel and contact details → Pricing → Amounts entered in → “Stay policies: extra bed and cot” to INR.",
    });
  });

  it("stops listing a group once the owner confirms it in the new currency, and the rest stay listed", () => {
    const root = contentCopy();
    toRupees(root);
    editPricing(root, (pricing) => (pricing.amountsEnteredIn.roomRates = "INR"));
    const pages = new Set(currencyLaunchItems(root).map((item) => item.page));
    expect(pages.has("Rooms")).toBe(false);
    expect(pages.has("Stay policies")).toBe(true);
    editPricing(root, (pricing) => {
      for (const group of Object.keys(pricing.amountsEnteredIn)) pricing.amountsEnteredIn[group] = "INR";
    });
    expect(currencyLaunchItems(root)).toEqual([]);
  });

  it("reads the site's folder as well as its content folder", () => {
    const root = contentCopy();
    toRupees(root);
    expect(currencyLaunchItems(join(contentRoot, "..", ".."))).toEqual([]);
    expect(currencyLaunchItems(root).length).toBeGreaterThan(0);
  });
});
