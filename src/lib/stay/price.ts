import { fill } from "../i18n/format";
import type { Locale } from "../i18n/i18n";
import { formatMoney, type Currency } from "./money";
import { slabFor, type TaxSlab } from "./stay-price";

/**
 * One rule of a tax added to prices: nights from `from` whose price is at most `upTo` (none: above
 * the other rules of that date) are taxed at `percent`, and a price there reads `words`.
 */
export type TaxRuleLine = { from: string; upTo?: number; percent: number; words: Record<Locale, string> };

/** How the hotel states tax beside its prices: not at all, "incl. taxes", or by rule ("+ 5% GST", "+ 18% GST"). */
export type TaxRule =
  { kind: "none" } | { kind: "included" } | { kind: "added"; name: string; rules: readonly TaxRuleLine[] };

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
  /** A total with an added tax in it: "incl. {name}". */
  totalTaxAdded: string;
  /** An amount the guest names, to which the tax is added: "before {name}". */
  beforeTaxAdded: string;
  /** "{tax} on a night up to {price}" */
  ruleUpTo: string;
  /** "{tax} above" */
  ruleAbove: string;
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

/** Whole paise or cents: every amount content writes has at most two decimals (src/content/schema/rates.ts). */
export const toMinor = (amount: number) => Math.round(amount * 100);

/** Before any date a stay can have: the slab of a price whose tax is included or unstated. */
const always = "0000-01-01";

/**
 * The tax rules as the price engine's slabs, in minor units, each named by its words in `locale`.
 * Tax included in the prices, or not stated, adds nothing to a night.
 */
export function taxSlabsOf(tax: TaxRule, locale: Locale): TaxSlab[] {
  if (tax.kind !== "added") return [{ from: always, upTo: null, basisPoints: 0, wordsKey: "" }];
  return tax.rules.map((rule) => ({
    from: rule.from,
    upTo: rule.upTo === undefined ? null : toMinor(rule.upTo),
    basisPoints: Math.round(rule.percent * 100),
    wordsKey: rule.words[locale],
  }));
}

/**
 * The tax statement beside a price of `amount` per night, in the page's language, or null. A tax
 * added by rule reads as the rule that price falls under in the latest table: the prices on the
 * pages are quoted for stays to come (a stay's nights each follow the table of their date).
 */
export function taxLine(tax: TaxRule, words: PriceWords, locale: Locale, amount: number): string | null {
  if (tax.kind === "none") return null;
  if (tax.kind === "included") return words.taxIncluded;
  const latest = tax.rules.reduce((last, rule) => (rule.from > last ? rule.from : last), always);
  const slab = slabFor(taxSlabsOf(tax, locale), latest, toMinor(amount));
  return slab?.wordsKey ?? null;
}

/** The latest table of an added tax in words: "+ 5% GST on a night up to ₹7,500", "+ 18% GST above". */
export function taxRulesInWords(
  tax: Extract<TaxRule, { kind: "added" }>,
  words: PriceWords,
  currency: Currency,
  locale: Locale,
): string[] {
  const latest = tax.rules.reduce((last, rule) => (rule.from > last ? rule.from : last), always);
  return tax.rules
    .filter((rule) => rule.from === latest)
    .sort((a, b) => (a.upTo ?? Infinity) - (b.upTo ?? Infinity))
    .map((rule) =>
      rule.upTo === undefined
        ? fill(words.ruleAbove, { tax: rule.words[locale] })
        : fill(words.ruleUpTo, { tax: rule.words[locale], price: formatMoney(rule.upTo, currency, locale) }),
    );
}

/** The words after a stay's total: "incl. taxes", "incl. GST", or none. */
export function totalTaxLine(tax: TaxRule, words: PriceWords): string | null {
  if (tax.kind === "none") return null;
  if (tax.kind === "included") return words.taxIncluded;
  return fill(words.totalTaxAdded, { name: tax.name });
}

/**
 * How an amount the guest names (an event's budget per plate) stands to tax, as the site's prices
 * do: "incl. taxes" where they include it, "before GST" where it is added, none where none is stated.
 */
export function namedAmountTaxLine(tax: TaxRule, words: PriceWords): string | null {
  if (tax.kind === "added") return fill(words.beforeTaxAdded, { name: tax.name });
  return totalTaxLine(tax, words);
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
  const tax = taxLine(settings.tax, words, locale, amount);
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

/** A stay's total, given in minor units, as every page writes it: "₹34,818.01 incl. GST". */
export function stayTotalText(minor: number, currency: Currency, totalTax: string | null, locale: Locale): string {
  const amount = formatMoney(minor / 100, currency, locale);
  return totalTax ? `${amount} ${totalTax}` : amount;
}
