import { useRef, useState, type MouseEvent } from "react";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import { Lightbox, shellOpener, type LightboxPhoto } from "@/components/media/Lightbox";
import { Photo } from "@/components/media/Photo";
import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { photoUrl } from "@/lib/photos/photos";
import { words } from "@/content/read/island-words/lightbox";
import type { Photo as PhotoData } from "@/content/schema/hotel";

type RoomPhotoGridProps = {
  /** Names the lightbox dialog ("Deluxe Room photos"). */
  title: string;
  photos: PhotoData[];
  /** One alt text per photo, in the same order; a photo without one is named by the room. */
  alts: string[];
  /** The room's name: the caption of every photo in the lightbox. */
  name: string;
  /** "Open photo {index} of {count}: {alt}" */
  openLabel: string;
  /** The lightbox's words come with the island's code (read/island-words/lightbox.ts), in this language. */
  locale: Locale;
};

const dialogId = "room-photos";

/**
 * The lightbox's photos, put together here from the photos and their alts: as props, the room's
 * name and each alt repeated as caption would weigh on the page's HTML.
 */
function lightboxPhotos(photos: PhotoData[], alts: string[], name: string): LightboxPhoto[] {
  return photos.map((photo, i) => ({
    id: String(i),
    photo,
    alt: alts[i] ?? name,
    title: name,
    description: alts[i] ?? "",
  }));
}

/**
 * Every photo of a room as a grid. Each photo is a link to the full-size image, so it works
 * without JavaScript; with it, a tap opens the photo in the lightbox (its shell at once, before the
 * island is live).
 */
function RoomPhotoGrid({ title, photos: shown, alts, name, openLabel, locale }: RoomPhotoGridProps) {
  const lightboxStrings = words("lightbox", locale);
  const [index, setIndex] = useState<number | null>(null);
  const photos = lightboxPhotos(shown, alts, name);
  const opener = useRef<HTMLElement | null>(null);

  const open = (event: MouseEvent<HTMLAnchorElement>, i: number) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setIndex(i);
  };

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2">
        {photos.map((item, i) => (
          <li key={item.id}>
            <a
              href={photoUrl(item.photo, 1920)}
              aria-haspopup="dialog"
              aria-label={fill(openLabel, { index: i + 1, count: photos.length, alt: item.alt })}
              onClick={(event) => open(event, i)}
              {...shellOpener(dialogId, i)}
              className="block overflow-hidden rounded-lg focus-visible:outline-offset-4"
            >
              <Photo
                photo={item.photo}
                alt=""
                sizes="(min-width: 1024px) 200px, (min-width: 640px) 25vw, 50vw"
                className="aspect-[4/3]"
              />
            </a>
          </li>
        ))}
      </ul>
      <Lightbox
        id={dialogId}
        title={title}
        photos={photos}
        index={index}
        onIndexChange={setIndex}
        opener={opener}
        strings={lightboxStrings}
      />
    </>
  );
}

export default withErrorBoundary(RoomPhotoGrid);
