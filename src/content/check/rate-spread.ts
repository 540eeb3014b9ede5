// Relative, not "@/": astro.config.mjs loads this module before the alias exists.
import { formatMoney, type Currency } from "../../lib/stay/money";

/** A room's rates as rates.json holds them: the ones a guest may pay for a night. */
type SpreadRates = { room: string; base: number; weekend?: number; seasons?: { nightly: number }[] };

/** Rates of one room more than this many times apart are likely a slip (3499 beside 329) or another currency's. */
export const widestSpread = 3;

/**
 * Warnings, not refusals: a room's weekday, weekend and season rates (all in the site's one
 * currency) more than ×3 apart. A festival may triple a rate, so the build goes on; a typo or an
 * amount left in dollars after a switch to rupees usually shows as such a spread.
 */
export function rateSpreadWarnings(rates: { rooms: readonly SpreadRates[] }, currency: Currency): string[] {
  return rates.rooms.flatMap((room, index) => {
    const nightly = [
      room.base,
      ...(room.weekend === undefined ? [] : [room.weekend]),
      ...(room.seasons ?? []).map((s) => s.nightly),
    ];
    const [lowest, highest] = [Math.min(...nightly), Math.max(...nightly)];
    if (lowest <= 0 || highest <= lowest * widestSpread) return [];
    const [low, high] = [lowest, highest].map((amount) => formatMoney(amount, currency, "en"));
    return [
      `src/content/rates.json: rooms.${index} (${room.room}): its nightly rates run from ${low} to ${high}, more than ×${widestSpread} apart: check for a missing or extra digit, or an amount not yet in ${currency}`,
    ];
  });
}
