import { withFacts } from "@/content/fact-values";
import { en as strings } from "../../copy/amenities-page.json";

/** The amenities page's words in this language: src/content/copy/amenities-page.json ("en"); each amenity's words are in src/content/amenities/. */
export const amenitiesPage = /* @__PURE__ */ withFacts(strings);
export type AmenitiesPageStrings = typeof amenitiesPage;
