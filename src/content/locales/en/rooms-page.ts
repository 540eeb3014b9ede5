import { withFacts } from "@/content/fact-values";
import strings from "../../copy/rooms-page.en.json";

/** The rooms page's words in this language: src/content/copy/rooms-page.en.json. */
export const roomsPage = /* @__PURE__ */ withFacts(strings);
export type RoomsPageStrings = typeof roomsPage;
