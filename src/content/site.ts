import type { Site } from "./schema";
import { priceRange } from "./price-range";
import { rooms } from "./rooms";
import siteFacts from "./site.json";

/**
 * The hotel's facts, in one place: src/content/site.json (edited in the editor as "Hotel and
 * contact details"). Change a phone number or the hotel's name there and every page, the footer,
 * the structured data and the WhatsApp hand-off follow. The price range is derived from the rooms.
 * The contact details are the specification's placeholders until the hotel supplies its own.
 */
export const site: Site = { ...siteFacts, priceRange: /* @__PURE__ */ priceRange(rooms) };
