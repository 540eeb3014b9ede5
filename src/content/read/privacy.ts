import type { Locale } from "@/lib/i18n/i18n";
import { telHref } from "@/lib/links/links";
import privacyFile from "../privacy.json" with { type: "json" };
import type { Privacy } from "../schema/privacy";
import { words } from "./words";

/**
 * The privacy notice's facts (src/content/privacy.json): the contact person for personal data and
 * how long an inquiry's chat is kept. SAMPLE until the hotel names its own person and sets `sample`
 * to false; the launch check lists it meanwhile.
 */
export const privacy: Privacy = privacyFile as Privacy;

/** Where every form links for what happens to the details it sends: the contact person on the privacy page. */
export const privacyContactPath = "/privacy#privacy-contact";

/** The facts the privacy notice's paragraphs name. */
export function privacyValues(): Record<string, string> {
  return {
    contactName: privacy.contact.name,
    contactEmail: privacy.contact.email,
    contactPhone: privacy.contact.phone,
    chatMonths: String(privacy.chatMonths),
    answerDays: String(privacy.answerDays),
  };
}

/** The contact person as the privacy page shows them, in the page's language. */
export function privacyContactIn(locale: Locale) {
  const s = words("legal", locale).privacy.contact;
  const { name, role, email, phone } = privacy.contact;
  return {
    heading: s.heading,
    intro: s.intro,
    name,
    role: role[locale],
    items: [
      { term: s.email, value: email, href: `mailto:${email}` },
      { term: s.phone, value: phone, href: telHref(phone) },
    ],
  };
}

export type PrivacyContactData = ReturnType<typeof privacyContactIn>;
