import { withFacts } from "@/content/fact-values";
import { hi as strings } from "../../copy/rooms-page.json";

/** The rooms page's words in this language: src/content/copy/rooms-page.json ("hi"). */
export const roomsPage = /* @__PURE__ */ withFacts(strings);
