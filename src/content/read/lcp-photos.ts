import { locales } from "@/lib/i18n/i18n";
import type { Photo } from "@/lib/photos/photos";
import { amenitiesIn } from "./amenities";
import { hallsIn } from "./halls";
import { roomsIn } from "./rooms";
import { site } from "./site";

/**
 * The photos a page paints largest (its LCP element, as the benchmark names it), in both languages:
 * the home hero, the first room's first photo (/rooms), each room's first photo (its own page), the
 * first amenity's (/amenities) and the first hall's (/events). The build serves these from the
 * site's own origin (decision 010); every other photo stays on the photo host.
 */
export function largestPaintPhotos(): Photo[] {
  return [
    site.heroPhoto,
    ...locales.flatMap((locale) => [
      ...roomsIn(locale).map((room) => room.photos[0]),
      amenitiesIn(locale)[0]?.photo,
      hallsIn(locale)[0]?.photo,
    ]),
  ].filter((photo): photo is Photo => photo !== undefined);
}
