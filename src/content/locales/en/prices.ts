/** The words around every price on the site (src/lib/price.ts), in English. */
export const prices = {
  /** Before a price that varies with dates (site.ts, pricing.from). */
  from: "from {price}",
  taxIncluded: "incl. taxes",
  /** {percent} and {name} come from site.ts (pricing.tax): "+ 5% GST". */
  taxAdded: "+ {percent}% {name}",
};

export type PriceStrings = typeof prices;
