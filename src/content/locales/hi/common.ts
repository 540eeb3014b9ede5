import { withFacts } from "@/content/fact-values";
import strings from "../../copy/common.hi.json";

/** Every page's words in this language (menu, footer, page titles): src/content/copy/common.hi.json. */
export const common = /* @__PURE__ */ withFacts(strings);
