import { inOrder, type DataFiles } from "./files";
import type { Hall, HallText } from "./schema";
import type { EventRoomOffer } from "./schema-events";

/**
 * The banquet halls: src/content/halls/<slug>.<language>.json (capacity, size, photo, layouts,
 * dimensions, slots, per-plate prices and rules in the English file). Equipment words are in
 * locales/<language>/hall-details.ts.
 * SAMPLE VALUES: the dimensions, floors, layout capacities, slot times, prices per plate and rules
 * are plausible examples until the hotel gives its own; the events page says so.
 */
export const hallFiles: DataFiles = import.meta.glob("./halls/*.json", { eager: true, import: "default" });
export type HallFile = Hall & HallText & { order: number };
export const halls: HallFile[] = /* @__PURE__ */ inOrder<HallFile>(hallFiles);
export type HallSlug = string;

/** Rooms for out-of-town guests of an event held here (SAMPLE until the hotel sets its own). */
export const eventRoomOffer = { discountPercent: 15, minRooms: 5 } satisfies EventRoomOffer;
