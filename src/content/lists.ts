import type { Locale } from "@/lib/i18n/i18n";
import { listFileName } from "./read/file-name";
import type {
  Amenity,
  AmenityText,
  Attraction,
  AttractionText,
  EventService,
  EventServiceText,
  Experience,
  ExperienceText,
  GalleryItem,
  GalleryText,
  Hall,
  HallText,
  Offer,
  OfferText,
  RoomFacts,
  RoomText,
  Testimonial,
  TestimonialText,
  TransportHub,
  TransportHubText,
} from "./schema/hotel";
import type { Dish, DishText } from "./schema/events";

/**
 * Every list the owner edits entry by entry, read synchronously (React components cannot await
 * `getCollection`): `<folder>/<key>.en.json` holds the facts, the display order and the English
 * words, `<folder>/<key>.<language>.json` the words in another language. The files are the ones
 * the content collections validate when the site builds (schema/registry.ts lists the same
 * folders; check/lists.test.ts holds the two equal), so what these return has passed its schema.
 * No zod here: islands import these. The globs must be literal strings for Vite.
 */
const listFiles = {
  rooms: import.meta.glob("./rooms/*.json", { eager: true, import: "default" }),
  halls: import.meta.glob("./halls/*.json", { eager: true, import: "default" }),
  "event-services": import.meta.glob("./event-services/*.json", { eager: true, import: "default" }),
  amenities: import.meta.glob("./amenities/*.json", { eager: true, import: "default" }),
  offers: import.meta.glob("./offers/*.json", { eager: true, import: "default" }),
  gallery: import.meta.glob("./gallery/*.json", { eager: true, import: "default" }),
  testimonials: import.meta.glob("./testimonials/*.json", { eager: true, import: "default" }),
  experiences: import.meta.glob("./experiences/*.json", { eager: true, import: "default" }),
  attractions: import.meta.glob("./attractions/*.json", { eager: true, import: "default" }),
  "transport-hubs": import.meta.glob("./transport-hubs/*.json", { eager: true, import: "default" }),
  dishes: import.meta.glob("./dishes/*.json", { eager: true, import: "default" }),
};

/** An entry's facts and words, by folder (types from the zod schemas in schema/). */
type ListEntries = {
  rooms: [RoomFacts, RoomText];
  halls: [Hall, HallText];
  "event-services": [EventService, EventServiceText];
  amenities: [Amenity, AmenityText];
  offers: [Offer, OfferText];
  gallery: [GalleryItem, GalleryText];
  testimonials: [Testimonial, TestimonialText];
  experiences: [Experience, ExperienceText];
  attractions: [Attraction, AttractionText];
  "transport-hubs": [TransportHub, TransportHubText];
  dishes: [Dish, DishText];
};

export type ListFolder = keyof typeof listFiles;
/** The folders the globs read, for the test that holds them equal to the registry's. */
export const listFolders = /* @__PURE__ */ Object.keys(listFiles) as ListFolder[];

/** A list's words in one language. */
export type ListWords<F extends ListFolder> = ListEntries[F][1];
/** An entry as its default-language file holds it: facts, display order and English words. */
export type ListFile<F extends ListFolder> = ListEntries[F][0] & ListWords<F> & { order: number };
/** An entry with its words in one language. */
export type ListEntry<F extends ListFolder> = ListEntries[F][0] & ListWords<F>;

/** The entries of a list in one language's files, by the key their files are named after. */
function filesIn<T>(folder: ListFolder, locale: string): Map<string, T> {
  const found = new Map<string, T>();
  for (const [path, data] of Object.entries(listFiles[folder])) {
    const name = listFileName(path);
    if (!name) throw new Error(`${path}: a list's files are named <slug>.<language>.json`);
    if (name.locale === locale) found.set(name.key, data as T);
  }
  return found;
}

/** The default language's entries (facts, order and English words), in display order. */
export function listInOrder<F extends ListFolder>(folder: F): ListFile<F>[] {
  return [...filesIn<ListFile<F>>(folder, "en").values()].sort((a, b) => a.order - b.order);
}

/**
 * Each entry with its words in `locale`, in display order: the English file's facts with the
 * language's words laid over them, joined by the entry's key ("slug", or "id" for the gallery).
 */
export function listIn<F extends ListFolder>(folder: F, locale: Locale): ListEntry<F>[] {
  const words = filesIn<ListWords<F>>(folder, locale);
  return listInOrder(folder).map((entry) => {
    const key = "slug" in entry ? entry.slug : (entry as { id: string }).id;
    return { ...entry, ...words.get(String(key)) };
  });
}
