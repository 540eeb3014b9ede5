import carousel from "../../copy/carousel.json" with { type: "json" };
import { shelf } from "../shelf";

/**
 * The rooms' photo carousels' words (components/media/PhotoCarousel.tsx): in the island's script
 * they are fetched once and cached, where as props they would weigh on every room page's HTML.
 */
export const words = /* @__PURE__ */ shelf({ carousel });
