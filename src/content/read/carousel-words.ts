import type { Locale } from "@/lib/i18n";
import type { CarouselStrings } from "../schema/words";
import carousel from "../copy/carousel.json" with { type: "json" };

/**
 * The words of the rooms' photo carousels (components/media/PhotoCarousel.tsx), both languages,
 * read by the island's own code: in its script they are fetched once and cached, where as props
 * they would weigh on every room page's HTML. Same words as `words("carousel", locale)`.
 */
export function carouselWords(locale: Locale): CarouselStrings {
  return carousel[locale];
}
