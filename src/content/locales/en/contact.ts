import { withFacts } from "@/content/fact-values";
import strings from "../../copy/contact-page.en.json";

/** The contact page's words in this language: src/content/copy/contact-page.en.json. */
export const contactPage = /* @__PURE__ */ withFacts(strings);
export type ContactPageStrings = typeof contactPage;
export type ContactFormStrings = ContactPageStrings["form"];
export type ContactMessageLabels = ContactPageStrings["message"];
