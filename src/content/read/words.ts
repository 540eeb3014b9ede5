import type { WordsName } from "../schema/words";
import amenitiesPage from "../copy/amenities-page.json" with { type: "json" };
import booking from "../copy/booking.json" with { type: "json" };
import bookingLater from "../copy/booking-later.json" with { type: "json" };
import buildingAccess from "../copy/building-access.json" with { type: "json" };
import calendar from "../copy/calendar.json" with { type: "json" };
import carousel from "../copy/carousel.json" with { type: "json" };
import common from "../copy/common.json" with { type: "json" };
import contactFields from "../copy/contact-fields.json" with { type: "json" };
import contactPage from "../copy/contact-page.json" with { type: "json" };
import dining from "../copy/dining.json" with { type: "json" };
import errors from "../copy/errors.json" with { type: "json" };
import eventInquiry from "../copy/event-inquiry.json" with { type: "json" };
import eventsPage from "../copy/events-page.json" with { type: "json" };
import handOff from "../copy/hand-off.json" with { type: "json" };
import hallDetails from "../copy/hall-details.json" with { type: "json" };
import home from "../copy/home.json" with { type: "json" };
import legal from "../copy/legal.json" with { type: "json" };
import lightbox from "../copy/lightbox.json" with { type: "json" };
import official from "../copy/official.json" with { type: "json" };
import pilgrims from "../copy/pilgrims.json" with { type: "json" };
import policies from "../copy/policies.json" with { type: "json" };
import prices from "../copy/prices.json" with { type: "json" };
import roomPage from "../copy/room-page.json" with { type: "json" };
import roomStay from "../copy/room-stay.json" with { type: "json" };
import roomsPage from "../copy/rooms-page.json" with { type: "json" };
import { withFacts } from "./facts";
import { shelf } from "./shelf";

/**
 * A dictionary's words in a language, `words("booking", locale)`, over every dictionary
 * (src/content/copy/<name>.json; TypeScript refuses one missing here), fact placeholders
 * ("{grandCapacity}") filled in. Pages, layouts and the components they render read here; an
 * island's code reads the same call from its small shelf in read/island-words/. The files have
 * passed their words schemas (schema/words.ts): the build validates before it renders.
 */
export const words = /* @__PURE__ */ shelf<WordsName>(
  /* @__PURE__ */ withFacts({
    home,
    common,
    "rooms-page": roomsPage,
    "room-page": roomPage,
    "room-stay": roomStay,
    "amenities-page": amenitiesPage,
    "contact-page": contactPage,
    "contact-fields": contactFields,
    policies,
    official,
    pilgrims,
    prices,
    "building-access": buildingAccess,
    dining,
    "hall-details": hallDetails,
    booking,
    "booking-later": bookingLater,
    "event-inquiry": eventInquiry,
    "events-page": eventsPage,
    calendar,
    carousel,
    errors,
    "hand-off": handOff,
    legal,
    lightbox,
  }),
);
