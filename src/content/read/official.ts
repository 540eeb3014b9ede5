import type { Locale } from "@/lib/i18n/i18n";
import { fill } from "@/lib/i18n/format";
import { phoneDigits, telHref } from "@/lib/links/links";
import officialFile from "../official.json" with { type: "json" };
import type { Official } from "../schema/official";
import { site } from "./site";
import { words } from "./words";

/**
 * The hotel's official channels (src/content/official.json) with its contact facts from site.json,
 * in the page's language. SAMPLE VALUES (GSTIN, UPI ID, payee) until the hotel replaces them and
 * sets `sample` to false; the page says so meanwhile.
 */
export const official: Official = officialFile as Official;

/** A fact with its label, and where it leads when it is a link. */
export type OfficialItem = { term: string; value: string; href?: string; newTab?: string };

/** A link out, with the words a screen reader hears when it opens a new tab. */
export type OfficialLink = { label: string; href: string; newTab?: string };

/** The host a visitor reads: "www.hotel.example" from "https://www.hotel.example". */
const hostOf = (url: string) => new URL(url).host;

/** Everything the official page shows, filled in from the facts. */
export function officialPageIn(locale: Locale) {
  const s = words("official", locale);
  const facts = { gstin: official.gstin, payee: official.upi.payeeName };
  return {
    heading: s.heading,
    intro: s.intro,
    sampleNotice: official.sample ? s.sampleNotice : undefined,
    contact: {
      heading: s.contact.heading,
      items: [
        { term: s.contact.frontDesk, value: site.phones.frontDesk, href: telHref(site.phones.frontDesk) },
        { term: s.contact.reservations, value: site.phones.reservations, href: telHref(site.phones.reservations) },
        {
          term: s.contact.whatsapp,
          value: site.whatsapp,
          href: `https://wa.me/${phoneDigits(site.whatsapp)}`,
          newTab: s.newTab,
        },
        { term: s.contact.email, value: fill(s.contact.emailValue, { domain: site.emails.info.split("@")[1]! }) },
        { term: s.contact.website, value: hostOf(site.url), href: site.url },
      ] satisfies OfficialItem[],
    },
    gst: {
      heading: s.gst.heading,
      items: [
        { term: s.gst.gstin, value: official.gstin },
        { term: s.gst.legalName, value: official.upi.payeeName },
      ] satisfies OfficialItem[],
      check: s.gst.check,
      portal: { label: s.gst.steps.open, href: official.gstPortal, newTab: s.newTab } satisfies OfficialLink,
      steps: [s.gst.steps.search, fill(s.gst.steps.enter, facts), fill(s.gst.steps.match, facts)],
    },
    payment: {
      heading: s.payment.heading,
      items: [
        { term: s.payment.upiId, value: official.upi.id },
        { term: s.payment.payee, value: official.upi.payeeName },
      ] satisfies OfficialItem[],
      lines: [s.payment.when, s.payment.how],
    },
    fraud: {
      heading: s.fraud.heading,
      dontPay: fill(s.fraud.dontPay, { phone: site.phones.frontDesk }),
      links: [
        {
          label: fill(s.fraud.helpline, { helpline: official.cyberCrime.helpline }),
          href: telHref(official.cyberCrime.helpline),
        },
        {
          label: fill(s.fraud.report, { website: hostOf(official.cyberCrime.website) }),
          href: official.cyberCrime.website,
          newTab: s.newTab,
        },
      ] satisfies OfficialLink[],
    },
  };
}

export type OfficialPageData = ReturnType<typeof officialPageIn>;
