import { withFacts } from "@/content/fact-values";
import { en as strings } from "../../copy/common.json";

/** Every page's words in this language (menu, footer, page titles): src/content/copy/common.json ("en"). */
export const common = /* @__PURE__ */ withFacts(strings);
export type CommonStrings = typeof common;
