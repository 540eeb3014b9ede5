import { withFacts } from "@/content/fact-values";
import strings from "../../copy/home.en.json";

/** The home page's words in this language: src/content/copy/home.en.json, with fact placeholders filled. The lists' words are in their collections. */
export const home = /* @__PURE__ */ withFacts(strings);
export type HomeStrings = typeof home;
