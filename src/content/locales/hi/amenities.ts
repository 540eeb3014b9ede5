import { withFacts } from "@/content/fact-values";
import strings from "../../copy/amenities-page.hi.json";

/** The amenities page's words in this language: src/content/copy/amenities-page.hi.json; each amenity's words are in src/content/amenities/. */
export const amenitiesPage = /* @__PURE__ */ withFacts(strings);
