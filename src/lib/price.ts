import { fill } from "./format";
import type { Locale } from "./i18n";
import { formatMoney, type Currency } from "./money";

/** How the hotel states tax beside its prices: not at all, "incl. taxes", or "+ 5% GST". */
export type TaxRule = { kind: "none" } | { kind: "included" } | { kind: "added"; percent: number; name: string };

/** The content settings every price on the site is shown with. */
export type PriceSettings = {
  currency: Currency;
  tax: TaxRule;
  /** Prices vary with dates: each is the lowest, read "from $299". */
  from: boolean;
};

/** The words around a price in one language. */
export type PriceWords = {
  /** "from {price}" */
  from: string;
  /** "incl. taxes" */
  taxIncluded: string;
  /** "+ {percent}% {name}" */
  taxAdded: string;
};

export type PriceLine = {
  /** The amount as read in running text: "$299", "from ₹4,500". */
  amount: string;
  /** The amount with its unit ("{price}/night" → "from ₹4,500/night"), or `amount` without one. */
  withUnit: string;
  /** The tax statement, or null when the hotel states none. */
  tax: string | null;
  /** Everything a guest must read together: "from ₹4,500/night + 5% GST". */
  text: string;
};

/** The tax statement of a price, in the page's language, or null. */
export function taxLine(tax: TaxRule, words: PriceWords, locale: Locale): string | null {
  if (tax.kind === "none") return null;
  if (tax.kind === "included") return words.taxIncluded;
  const percent = new Intl.NumberFormat(locale === "hi" ? "hi-IN-u-nu-latn" : "en-IN", {
    maximumFractionDigits: 2,
  }).format(tax.percent);
  return fill(words.taxAdded, { percent, name: tax.name });
}

/**
 * One price as the site shows it everywhere (room cards, room pages, the wizard, per-plate
 * packages): currency and grouping from the settings, "from" when prices vary with dates, the
 * unit ("{price}/night"), and the tax line, so no price ever appears without its tax statement.
 */
export function priceLine(
  amount: number,
  settings: PriceSettings,
  words: PriceWords,
  locale: Locale,
  unit?: string,
): PriceLine {
  const money = formatMoney(amount, settings.currency, locale);
  const shown = settings.from ? fill(words.from, { price: money }) : money;
  const withUnit = unit ? fill(unit, { price: shown }) : shown;
  const tax = taxLine(settings.tax, words, locale);
  return { amount: shown, withUnit, tax, text: tax ? `${withUnit} ${tax}` : withUnit };
}

/** The lowest and highest of some prices as one range ("$299 - $799"), for schema.org priceRange. */
export function priceRange(amounts: readonly number[], currency: Currency, locale: Locale): string {
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  const format = (n: number) => formatMoney(n, currency, locale);
  return low === high ? format(low) : `${format(low)} - ${format(high)}`;
}

/** Whether a schema.org price specification should say tax is included (undefined: the hotel states nothing). */
export function valueAddedTaxIncluded(tax: TaxRule): boolean | undefined {
  if (tax.kind === "none") return undefined;
  return tax.kind === "included";
}
