import { inOrder, type DataFiles } from "./files";
import type { Hall, HallText } from "./schema";

/** The banquet halls: src/content/halls/<slug>.<language>.json (capacity, size and photo in the English file). */
export const hallFiles: DataFiles = import.meta.glob("./halls/*.json", { eager: true, import: "default" });
export type HallFile = Hall & HallText & { order: number };
export const halls: HallFile[] = /* @__PURE__ */ inOrder<HallFile>(hallFiles);
export type HallSlug = string;
