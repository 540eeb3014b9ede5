import { withFacts } from "@/content/fact-values";
import { en as strings } from "../../copy/rooms-page.json";

/** The rooms page's words in this language: src/content/copy/rooms-page.json ("en"). */
export const roomsPage = /* @__PURE__ */ withFacts(strings);
export type RoomsPageStrings = typeof roomsPage;
