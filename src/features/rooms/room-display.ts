/** The first `shown` amenities, and how many are left for the '+N more' badge. */
export function amenityPreview(amenities: readonly string[], shown = 3): { shown: string[]; more: number } {
  return { shown: amenities.slice(0, shown), more: Math.max(0, amenities.length - shown) };
}

/**
 * How wide a room's photo is drawn, for the browser's pick from its srcset; the page's preload of
 * the first photo names the same, so the browser fetches the one it shows.
 * On the rooms page: one card per row on phones, two from 768 px, three 400 px cards from 1280 px.
 */
export const roomCardPhotoSizes = "(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw";
/** On a room's own page: the carousel beside the details from 1024 px, full width below. */
export const roomDetailPhotoSizes = "(min-width: 1152px) 640px, (min-width: 1024px) 58vw, 100vw";
