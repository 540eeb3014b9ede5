import type { FAQPage, Graph } from "schema-dts";
import type { Locale } from "@/lib/i18n/i18n";
import { hotelIdentity, hotelStayJsonLd, type HotelStayFacts } from "@/lib/site/structured-data";
import type { Site } from "@/content/schema/hotel";

/** Structured data for the policies page: the hotel with its stay facts, and the FAQ with the answers the page shows. */
export function policiesJsonLd(
  site: Site,
  locale: Locale,
  priceRange: string,
  stay: HotelStayFacts,
  faq: { question: string; answer: string }[],
) {
  const { "@context": _context, ...hotel } = hotelIdentity(site, locale, priceRange);
  const faqPage = {
    "@type": "FAQPage",
    mainEntity: faq.map((item) => ({
      "@type": "Question" as const,
      name: item.question,
      acceptedAnswer: { "@type": "Answer" as const, text: item.answer },
    })),
  } satisfies FAQPage;
  return {
    "@context": "https://schema.org",
    "@graph": [{ ...hotel, ...hotelStayJsonLd(site, stay) }, faqPage],
  } satisfies Graph;
}
