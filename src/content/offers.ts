import { inOrder, type DataFiles } from "./files";
import type { Offer, OfferText } from "./schema";

/** Special offers on the home page: src/content/offers/<slug>.<language>.json (photo, discount and order in the English file). */
export const offerFiles: DataFiles = import.meta.glob("./offers/*.json", { eager: true, import: "default" });
export type OfferFile = Offer & OfferText & { order: number };
export const offers: OfferFile[] = /* @__PURE__ */ inOrder<OfferFile>(offerFiles);
export type OfferSlug = string;
