import { withFacts } from "@/content/fact-values";
import { hi as strings } from "../../copy/common.json";

/** Every page's words in this language (menu, footer, page titles): src/content/copy/common.json ("hi"). */
export const common = /* @__PURE__ */ withFacts(strings);
