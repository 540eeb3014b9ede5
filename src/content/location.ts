import { inOrder, type DataFiles } from "./files";
import type { Attraction, AttractionText, TransportHub, TransportHubText } from "./schema";

/** What is near the hotel: src/content/attractions/<slug>.<language>.json (distance in miles and travel time in the English file). */
export const attractionFiles: DataFiles = import.meta.glob("./attractions/*.json", { eager: true, import: "default" });
export type AttractionFile = Attraction & AttractionText & { order: number };
export const attractions: AttractionFile[] = /* @__PURE__ */ inOrder<AttractionFile>(attractionFiles);
export type AttractionSlug = string;

/** How far the airport, the railway station and the bus stand are: src/content/transport-hubs/<slug>.<language>.json. */
export const transportHubFiles: DataFiles = import.meta.glob("./transport-hubs/*.json", {
  eager: true,
  import: "default",
});
export type TransportHubFile = TransportHub & TransportHubText & { order: number };
export const transportHubs: TransportHubFile[] = /* @__PURE__ */ inOrder<TransportHubFile>(transportHubFiles);
export type TransportHubSlug = string;
