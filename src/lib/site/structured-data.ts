import type {
  EventVenue,
  HotelLeaf,
  IdReference,
  Offer,
  Restaurant,
  UnitPriceSpecification,
  WithContext,
} from "schema-dts";
import { localePath, type Locale } from "../i18n/i18n";
import { valueAddedTaxIncluded, type PriceSettings } from "../stay/price";
import { absoluteUrl } from "./seo";

/** The hotel's @id: every page's structured data names the same hotel with it. */
export function hotelId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, "/")}#hotel`;
}

/** The facts of the hotel that its structured data names (the content's site facts have these and more); lib never imports content. */
export type HotelFacts = {
  name: string;
  url: string;
  phones: { frontDesk: string };
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
};

/**
 * The hotel as schema.org knows it: the fields every page's structured data shares, under one
 * @id, so search engines read the home page's Hotel and the rooms pages' offers as one hotel.
 * `priceRange` is derived from the rooms' prices (src/content/read/prices.ts).
 */
/** The hotel's address as schema.org writes it: the Hotel's and the restaurant's inside it. */
export function postalAddress(site: HotelFacts) {
  return {
    "@type": "PostalAddress",
    streetAddress: site.address.street,
    addressLocality: site.address.locality,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  } as const;
}

export function hotelIdentity(site: HotelFacts, locale: Locale, priceRange: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Hotel",
    "@id": hotelId(site.url),
    name: site.name,
    url: absoluteUrl(site.url, localePath(locale, "/")),
    telephone: site.phones.frontDesk,
    priceRange,
    address: postalAddress(site),
  } as const satisfies WithContext<HotelLeaf>;
}

/** What a guest needs before asking, as schema.org's LodgingBusiness says it. */
export type HotelStayFacts = {
  /** "14:00" */
  checkinTime: string;
  checkoutTime: string;
  petsAllowed: boolean;
  /** In the page's language: "cash, UPI and debit and credit cards". */
  paymentAccepted: string;
  currenciesAccepted: string[];
  hasMap: string;
  restaurant: { name: string };
  halls: { slug: string; name: string; capacity: number }[];
};

/** The ids the events page gives the restaurant on /dining and each hall on /events, so both sides name the same places. */
export const restaurantId = (siteUrl: string) => `${absoluteUrl(siteUrl, "/dining")}#restaurant`;
export const hallId = (siteUrl: string, slug: string) => `${absoluteUrl(siteUrl, "/events")}#hall-${slug}`;

/** The Hotel's stay facts and the places inside it (the restaurant, each hall), for its schema.org description. */
export function hotelStayJsonLd(site: HotelFacts, facts: HotelStayFacts) {
  const restaurant = {
    "@type": "Restaurant",
    "@id": restaurantId(site.url),
    name: facts.restaurant.name,
  } satisfies Restaurant;
  const halls = facts.halls.map(
    (hall) =>
      ({
        "@type": "EventVenue",
        "@id": hallId(site.url, hall.slug),
        name: hall.name,
        maximumAttendeeCapacity: hall.capacity,
      }) satisfies EventVenue,
  );
  return {
    checkinTime: facts.checkinTime,
    checkoutTime: facts.checkoutTime,
    petsAllowed: facts.petsAllowed,
    availableLanguage: ["en", "hi"],
    paymentAccepted: facts.paymentAccepted,
    currenciesAccepted: facts.currenciesAccepted.join(", "),
    hasMap: facts.hasMap,
    containsPlace: [restaurant, ...halls],
  } satisfies Partial<HotelLeaf>;
}

/** A nightly price as schema.org reads it: currency, per day, whether tax is included, and "from" as minPrice. */
export function nightlyOffer(
  price: number,
  pricing: PriceSettings,
  url: string,
  itemOffered: IdReference,
  name: string,
) {
  const vat = valueAddedTaxIncluded(pricing.tax);
  const priceSpecification = {
    "@type": "UnitPriceSpecification",
    price,
    priceCurrency: pricing.currency,
    unitCode: "DAY",
    referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "DAY" },
    ...(vat === undefined ? {} : { valueAddedTaxIncluded: vat }),
    ...(pricing.from ? { minPrice: price } : {}),
  } satisfies UnitPriceSpecification;
  return {
    "@type": "Offer",
    name,
    url,
    price,
    priceCurrency: pricing.currency,
    priceSpecification,
    itemOffered,
  } satisfies Offer;
}
