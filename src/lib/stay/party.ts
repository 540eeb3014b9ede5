import { fill } from "../i18n/format";
import type { Locale } from "../i18n/i18n";
import { plural } from "../i18n/plural";

type Counted = { one: string; other: string };

/** The words of a party: "{count} adult(s)", "{count} child(ren)", "(age(s) {ages})". */
export type PartyWords = { adults: Counted; children: Counted; ages: Counted };

/**
 * "2 adults, 2 children (ages 4, 9)"; without children a plain count ("2"), as the inquiry's
 * one-room Guests line has always been (docs/inquiry-messages.md, section 1), or "2 adults".
 */
export function partyText(
  party: { adults: number; childAges: readonly number[] },
  words: PartyWords,
  locale: Locale,
  plainWithoutChildren = true,
): string {
  const { adults, childAges } = party;
  if (childAges.length === 0) return plainWithoutChildren ? String(adults) : plural(words.adults, adults, locale);
  const ages = fill(plural(words.ages, childAges.length, locale), { ages: childAges.join(", ") });
  return `${plural(words.adults, adults, locale)}, ${plural(words.children, childAges.length, locale)} ${ages}`;
}
