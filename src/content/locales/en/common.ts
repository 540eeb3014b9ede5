import { withFacts } from "@/content/fact-values";
import strings from "../../copy/common.en.json";

/** Every page's words in this language (menu, footer, page titles): src/content/copy/common.en.json. */
export const common = /* @__PURE__ */ withFacts(strings);
export type CommonStrings = typeof common;
