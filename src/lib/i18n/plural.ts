import { fill } from "./format";
import type { Locale } from "./i18n";

/** "{count} night" or "{count} nights", by the language's plural rules. */
export function plural(forms: { one: string; other: string }, count: number, locale: Locale): string {
  const form = new Intl.PluralRules(locale).select(count) === "one" ? forms.one : forms.other;
  return fill(form, { count });
}

/** "a, b and c" in the page's language. */
export function listOf(items: readonly string[], locale: Locale): string {
  return listFormat(locale, "conjunction").format(items);
}

/** "a, b or c" in the page's language: any one of them will do. */
export function listOfEither(items: readonly string[], locale: Locale): string {
  return listFormat(locale, "disjunction").format(items);
}

function listFormat(locale: Locale, type: Intl.ListFormatType): Intl.ListFormat {
  return new Intl.ListFormat(locale === "hi" ? "hi" : "en-GB", { style: "long", type });
}
