import { withFacts } from "@/content/fact-values";
import { hi as strings } from "../../copy/contact-page.json";

/** The contact page's words in this language: src/content/copy/contact-page.json ("hi"). */
export const contactPage = /* @__PURE__ */ withFacts(strings);
