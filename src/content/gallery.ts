import { inOrder, type DataFiles } from "./files";
import type { GalleryItem, GalleryText } from "./schema";

/** The photo gallery: src/content/gallery/<id>.<language>.json (photo, category, order and tour stop in the English file). */
export const galleryFiles: DataFiles = import.meta.glob("./gallery/*.json", { eager: true, import: "default" });
export type GalleryFile = GalleryItem & GalleryText & { order: number };
export const gallery: GalleryFile[] = /* @__PURE__ */ inOrder<GalleryFile>(galleryFiles);
export type GalleryId = string;

/** The virtual tour: the gallery photos that have a tour stop, in the order a guest walks through the hotel. */
export const virtualTour: GalleryId[] = /* @__PURE__ */ tourStops(gallery);

function tourStops(items: GalleryFile[]): GalleryId[] {
  return items
    .filter((item) => item.tourStop !== undefined)
    .sort((a, b) => a.tourStop! - b.tourStop!)
    .map((item) => item.id);
}
