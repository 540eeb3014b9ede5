import { useRef, useState, type MouseEvent } from "react";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import { Photo } from "@/components/media/Photo";
import { photoUrl } from "@/lib/photos/photos";
import { clsx as cn } from "clsx";
import { categoriesWithPhotos, photosShown, type GalleryFilter } from "./gallery-filter";
import { Lightbox, shellOpener, type LightboxPhoto } from "@/components/media/Lightbox";
import type { GalleryCategory } from "@/content/schema/hotel";
import type { HomeStrings, LightboxStrings } from "@/content/schema/words";

/** What a tile and the lightbox show of a gallery photo, and the category its filter goes by; nothing more travels in the island's props. */
export type GalleryPhoto = LightboxPhoto & { category: GalleryCategory };

const dialogId = "gallery-photos";

/** The id of a photo's tile: the virtual tour's shell borrows the tile's photo for its first stop. */
export const galleryTileId = (photoId: string) => `gallery-photo-${photoId}`;

/** The strings the island shows: the section's heading is the page's own. */
export const galleryStringKeys = ["filterLabel", "all", "categories", "dialogTitle"] as const;

type GalleryProps = {
  items: GalleryPhoto[];
  /** Filter buttons, in this order. */
  categories: readonly GalleryCategory[];
  strings: Pick<HomeStrings["gallery"], (typeof galleryStringKeys)[number]>;
  lightboxStrings: LightboxStrings;
};

/**
 * The photo grid with category filters. Each photo is a link to the full-size image, so it works
 * without JavaScript (where the filters are hidden and every photo shows); with it, a tap opens the
 * photo in the lightbox (its shell at once, before the island is live), moving through the photos
 * the filter shows.
 */
function Gallery({ items, categories, strings, lightboxStrings }: GalleryProps) {
  const [filter, setFilter] = useState<GalleryFilter<GalleryCategory>>("all");
  const [index, setIndex] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const shown = photosShown(items, filter);
  const filters: GalleryFilter<GalleryCategory>[] = ["all", ...categoriesWithPhotos(categories, items)];

  const open = (event: MouseEvent<HTMLAnchorElement>, i: number) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setIndex(i);
  };

  return (
    <div>
      <div role="group" aria-label={strings.filterLabel} className="js-only flex flex-wrap justify-center gap-2">
        {filters.map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={filter === key}
            onClick={() => setFilter(key)}
            className={cn(
              "h-10 rounded-full border px-4 text-sm font-medium transition-colors",
              filter === key
                ? "border-primary bg-primary text-primary-foreground"
                : "bg-background text-foreground hover:bg-accent hover:text-accent-foreground",
            )}
          >
            {key === "all" ? strings.all : strings.categories[key]}
          </button>
        ))}
      </div>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
        {shown.map((item, i) => (
          <li key={item.id}>
            <a
              href={photoUrl(item.photo, 1920)}
              aria-haspopup="dialog"
              id={galleryTileId(item.id)}
              onClick={(event) => open(event, i)}
              {...shellOpener(dialogId, i)}
              className="group/tile relative block overflow-hidden rounded-lg focus-visible:outline-offset-4"
            >
              {/* A tile is never wider than 384 px (half a 767 px screen): 800 device pixels cover it at 2×. */}
              <Photo
                photo={item.photo}
                alt={item.alt}
                sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
                maxWidth={800}
                className="aspect-[4/3]"
                imgClassName="transition-transform duration-500 motion-safe:group-hover/tile:scale-105"
              />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-3 pt-8 pb-2 text-left text-sm font-medium text-white">
                {item.title}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <Lightbox
        id={dialogId}
        title={strings.dialogTitle}
        photos={shown}
        index={index}
        onIndexChange={setIndex}
        opener={opener}
        strings={lightboxStrings}
      />
    </div>
  );
}

export default withErrorBoundary(Gallery);
