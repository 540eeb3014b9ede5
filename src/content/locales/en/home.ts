import { withFacts } from "@/content/fact-values";
import { en as strings } from "../../copy/home.json";

/** The home page's words in this language: src/content/copy/home.json ("en"), with fact placeholders filled. The lists' words are in their collections. */
export const home = /* @__PURE__ */ withFacts(strings);
export type HomeStrings = typeof home;
