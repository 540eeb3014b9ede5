import { inOrder, type DataFiles } from "./files";
import type { Room, RoomText } from "./schema";

/** The rooms: src/content/rooms/<slug>.en.json (price in US dollars per night, size, photos, English words) and <slug>.hi.json (Hindi words). */
export const roomFiles: DataFiles = import.meta.glob("./rooms/*.json", { eager: true, import: "default" });
export type RoomFile = Room & RoomText & { order: number };
export const rooms: RoomFile[] = /* @__PURE__ */ inOrder<RoomFile>(roomFiles);

export type RoomSlug = string;
