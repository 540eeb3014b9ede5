import type { Festival, Graph, WebPage } from "schema-dts";
import { localePath, type Locale } from "@/lib/i18n/i18n";
import { absoluteUrl } from "@/lib/site/seo";
import { hotelId } from "@/lib/site/structured-data";
import type { Site } from "@/content/schema/hotel";

/** The festival as the page states it: its name, its period (YYYY-MM-DD) and the official page about it. */
export type FestivalFacts = { name: string; from: string; to: string; source: string };

/**
 * Structured data for the pilgrims' page: the page, about the hotel, naming Simhastha in Ujjain as
 * a festival with the dates the page shows. The temples are places the page describes, not the
 * hotel's, so they are left to their own sites' data.
 */
export function pilgrimsJsonLd(
  site: Site,
  locale: Locale,
  page: { name: string; description: string },
  festival: FestivalFacts,
) {
  const url = absoluteUrl(site.url, localePath(locale, "/pilgrims"));
  const event = {
    "@type": "Festival",
    "@id": `${url}#simhastha`,
    name: festival.name,
    startDate: festival.from,
    endDate: festival.to,
    url: festival.source,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: {
      "@type": "Place",
      name: "Ujjain",
      address: {
        "@type": "PostalAddress",
        addressLocality: "Ujjain",
        addressRegion: "Madhya Pradesh",
        addressCountry: "IN",
      },
    },
  } satisfies Festival;
  const webPage = {
    "@type": "WebPage",
    "@id": url,
    url,
    name: page.name,
    description: page.description,
    inLanguage: locale,
    about: { "@id": hotelId(site.url) },
    mentions: { "@id": event["@id"] },
  } satisfies WebPage;
  return { "@context": "https://schema.org", "@graph": [webPage, event] } satisfies Graph;
}
