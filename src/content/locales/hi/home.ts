import { withFacts } from "@/content/fact-values";
import { hi as strings } from "../../copy/home.json";

/** The home page's words in this language: src/content/copy/home.json ("hi"), with fact placeholders filled. The lists' words are in their collections. */
export const home = /* @__PURE__ */ withFacts(strings);
