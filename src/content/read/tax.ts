import type { Site, SiteFile, TaxTable } from "../schema/hotel";
import taxTablesFile from "../tax-tables.json" with { type: "json" };

/**
 * The site's price settings with a picked tax table (site.json `"tax": { "kind": "table", … }`)
 * resolved into its rules from tax-tables.json, so every price, total and policy reads one tax.
 */
export function pricingOf({ currency, tax, from }: SiteFile["pricing"]): Site["pricing"] {
  if (tax.kind !== "table") return { currency, tax, from };
  const table = (taxTablesFile.tables as TaxTable[]).find((entry) => entry.id === tax.table);
  if (!table) throw new Error(`src/content/site.json: pricing.tax.table: "${tax.table}" is not in tax-tables.json`);
  return { currency, from, tax: { kind: "added", name: table.name, rules: table.rules } };
}
