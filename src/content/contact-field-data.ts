import type { Locale } from "@/lib/i18n";
import contactFieldsCopy from "./copy/contact-fields.json" with { type: "json" };
import { withFacts } from "./fact-values";

/**
 * Name, e-mail and phone as the booking and event inquiry wizards ask for them (copy/contact-fields.json):
 * the fields' labels, placeholders and hint, and the messages of their rules, in every language.
 */
export type ContactFieldStrings = (typeof contactFieldsCopy)["en"];
export const contactFieldStringsByLocale: Record<Locale, ContactFieldStrings> =
  /* @__PURE__ */ withFacts(contactFieldsCopy);
