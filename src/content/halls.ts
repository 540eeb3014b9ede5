import { inOrder, type DataFiles } from "./files";
import type { Hall, HallText } from "./schema";

/**
 * The banquet halls: src/content/halls/<slug>.<language>.json (capacity, size, photo, layouts,
 * dimensions, slots, per-plate prices and rules in the English file; name, description, features
 * and AV equipment in each language's file).
 * SAMPLE VALUES: the dimensions, floors, layout capacities, slot times, prices per plate and rules
 * are plausible examples until the hotel gives its own; the events page says so.
 */
export const hallFiles: DataFiles = import.meta.glob("./halls/*.json", { eager: true, import: "default" });
export type HallFile = Hall & HallText & { order: number };
export const halls: HallFile[] = /* @__PURE__ */ inOrder<HallFile>(hallFiles);
export type HallSlug = string;
