import { withFacts } from "@/content/fact-values";
import strings from "../../copy/contact-page.hi.json";

/** The contact page's words in this language: src/content/copy/contact-page.hi.json. */
export const contactPage = /* @__PURE__ */ withFacts(strings);
