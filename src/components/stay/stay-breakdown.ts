import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { plural } from "@/lib/i18n/plural";
import type { NightReason, StayPrice } from "@/lib/stay/stay-price";

/** One line of a stay's price: what it is for, and its amount as the site writes money. */
export type BreakdownRow = { term: string; value: string };

/** The words of a breakdown (booking-later.json's `estimate`): the wizard's and a room page's alike. */
export type BreakdownWords = {
  nights: { one: string; other: string };
  /** "{nights} × {price}" */
  group: string;
  /** "{group} ({reason})" */
  withReason: string;
  weekend: string;
  extraBed: string;
  /** "Long-stay discount ({percent}% off)" */
  discount: string;
  /** "{tax} on {nights}" */
  taxOn: string;
};

function reasonLabel(reason: NightReason, words: BreakdownWords): string | null {
  if (reason === "base") return null;
  return reason === "weekend" ? words.weekend : reason.season;
}

/**
 * A priced stay line by line, each line short enough for a phone: a line per rate ("2 nights × $329
 * (weekend)": $658), the extra bed, the long-stay discount named with its share, the tax of each
 * slab where tax is added, in the order they add up to the total. `money` writes minor units;
 * `afterBeds` are the caller's own lines after the beds (a room page's free children).
 */
export function breakdownRows(
  price: StayPrice,
  discountBasisPoints: number | null,
  words: BreakdownWords,
  money: (minor: number) => string,
  locale: Locale,
  afterBeds: readonly BreakdownRow[] = [],
): BreakdownRow[] {
  const group = (nights: number, rate: number) =>
    fill(words.group, { nights: plural(words.nights, nights, locale), price: money(rate) });
  const rows = price.groups.map(({ nights, rate, reason }) => {
    const label = reasonLabel(reason, words);
    const term = label ? fill(words.withReason, { group: group(nights, rate), reason: label }) : group(nights, rate);
    return { term, value: money(nights * rate) };
  });
  if (price.extraBeds > 0) {
    const perNight = price.extraBeds / price.nights.length;
    const term = fill(words.withReason, { group: group(price.nights.length, perNight), reason: words.extraBed });
    rows.push({ term, value: money(price.extraBeds) });
  }
  rows.push(...afterBeds);
  if (price.discount > 0 && discountBasisPoints !== null)
    rows.push({
      term: fill(words.discount, { percent: discountBasisPoints / 100 }),
      value: `−${money(price.discount)}`,
    });
  for (const { slab, nights, tax } of price.taxBySlab) {
    if (slab.basisPoints === 0) continue;
    rows.push({
      term: fill(words.taxOn, { tax: slab.wordsKey, nights: plural(words.nights, nights, locale) }),
      value: money(tax),
    });
  }
  return rows;
}
