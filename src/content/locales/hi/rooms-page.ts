import { withFacts } from "@/content/fact-values";
import strings from "../../copy/rooms-page.hi.json";

/** The rooms page's words in this language: src/content/copy/rooms-page.hi.json. */
export const roomsPage = /* @__PURE__ */ withFacts(strings);
