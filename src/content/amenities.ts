import { inOrder, type DataFiles } from "./files";
import type { Amenity, AmenityText } from "./schema";

/** The amenities page's cards: src/content/amenities/<slug>.<language>.json (icon, photo and order in the English file). */
export const amenityFiles: DataFiles = import.meta.glob("./amenities/*.json", { eager: true, import: "default" });
export type AmenityFile = Amenity & AmenityText & { order: number };
export const amenities: AmenityFile[] = /* @__PURE__ */ inOrder<AmenityFile>(amenityFiles);
export type AmenitySlug = string;
