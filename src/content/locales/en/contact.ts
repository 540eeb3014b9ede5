import { withFacts } from "@/content/fact-values";
import { en as strings } from "../../copy/contact-page.json";

/** The contact page's words in this language: src/content/copy/contact-page.json ("en"). */
export const contactPage = /* @__PURE__ */ withFacts(strings);
export type ContactPageStrings = typeof contactPage;
export type ContactFormStrings = ContactPageStrings["form"];
export type ContactMessageLabels = ContactPageStrings["message"];
