import type { Locale } from "@/lib/i18n/i18n";
import { namedAmountTaxLine, priceLine, priceRange, type PriceLine } from "@/lib/stay/price";
import type { Site } from "../schema/hotel";
import { rooms } from "./rooms";
import { site } from "./site";
import { words } from "./words";

/**
 * Any amount in the site's currency, as every price on the site is shown (with the tax line).
 * Rates that vary with dates read "from" when the settings say so; fixed charges (an extra bed) never do.
 */
export function priceIn(amount: number, locale: Locale, unit?: string, { fixed = false } = {}): PriceLine {
  const settings: Site["pricing"] = fixed ? { ...site.pricing, from: false } : site.pricing;
  return priceLine(amount, settings, words("prices", locale), locale, unit);
}

/** How an amount the guest names stands to tax, as the site's prices do: "incl. taxes", "before GST", or null. */
export function namedAmountTaxIn(locale: Locale): string | null {
  return namedAmountTaxLine(site.pricing.tax, words("prices", locale));
}

/** A room's nightly price: "$299/night incl. taxes". */
export function roomPriceIn(price: number, locale: Locale): PriceLine {
  return priceIn(price, locale, words("rooms-page", locale).pricePerNight);
}

/** schema.org priceRange, from the rooms' prices (never typed a second time). */
export function roomsPriceRange(): string {
  return priceRange(
    rooms.map((room) => room.price),
    site.pricing.currency,
    "en",
  );
}
