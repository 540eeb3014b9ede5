import type { Locale } from "@/lib/i18n/i18n";
import { fill } from "@/lib/i18n/format";
import { listOf, listOfEither, plural } from "@/lib/i18n/plural";
import { mapSearchUrl } from "@/lib/links/links";
import type { HotelStayFacts } from "@/lib/site/structured-data";
import { formatClockTime } from "@/lib/dates/units";
import { taxRulesInWords } from "@/lib/stay/price";
import buildingAccessFile from "../building-access.json" with { type: "json" };
import policiesFile from "../policies.json" with { type: "json" };
import type { Site } from "../schema/hotel";
import type { BuildingAccess, Policies } from "../schema/stay";
import type { PolicyStrings } from "../schema/words";
import { amenitiesIn } from "./amenities";
import { official } from "./official";
import { hallsIn } from "./halls";
import { priceIn } from "./prices";
import { site } from "./site";
import { words } from "./words";

/**
 * The stay rules (src/content/policies.json; amounts in the site's currency) and the building's
 * accessibility (src/content/building-access.json): the values every policy sentence may name,
 * the summary on room and booking pages, the schema.org description and the accessibility lines
 * (the policies page's own sections: src/features/policies/policy-sections.ts). SAMPLE
 * VALUES until the hotel replaces them and sets `sample` to false; the pages say so meanwhile.
 */
export const policies: Policies = policiesFile as Policies;
export const buildingAccess: BuildingAccess = buildingAccessFile;

function taxStatement(pricing: Site["pricing"], s: PolicyStrings, locale: Locale): string {
  const { tax } = pricing;
  if (tax.kind === "none") return s.payment.taxNone;
  if (tax.kind === "included") return s.payment.taxIncluded;
  const rates = listOf(taxRulesInWords(tax, words("prices", locale), pricing.currency, locale), locale);
  return fill(s.payment.taxAdded, { name: tax.name, rates });
}

/** Every value the policy words may name, in the page's language. */
export function policyValues(locale: Locale): Record<string, string | number> {
  const s = words("policies", locale);
  const time = (t: string) => formatClockTime(t, locale);
  const nights = (n: number) => plural(s.night, n, locale);
  const taxAnswer = taxStatement(site.pricing, s, locale);
  return {
    name: site.name,
    phone: site.phones.frontDesk,
    whatsapp: site.whatsapp,
    checkIn: time(policies.checkIn),
    checkOut: time(policies.checkOut),
    earlyFrom: time(policies.earlyCheckIn.from),
    earlyPercent: policies.earlyCheckIn.chargePercent,
    lateUntil: time(policies.lateCheckOut.until),
    latePercent: policies.lateCheckOut.chargePercent,
    // One document each is enough: "… or voter ID card", never read as "all four".
    documents: listOfEither(
      policies.id.accepted.map((doc) => s.id.documents[doc]),
      locale,
    ),
    formCHours: policies.id.formCHours,
    age: policies.children.freeUnderAge,
    extraBed: priceIn(policies.children.extraBedCharge, locale, undefined, { fixed: true }).text,
    cot: priceIn(policies.children.cotCharge, locale, undefined, { fixed: true }).text,
    hours: policies.cancellation.freeUntilHours,
    lateNights: nights(policies.cancellation.lateNightsCharged),
    noShowNights: nights(policies.cancellation.noShowNightsCharged),
    methods: listOf(
      policies.payment.map((method) => s.payment.items[method]),
      locale,
    ),
    currencies: listOf(policies.currenciesAccepted, locale),
    taxAnswer,
    visitorsUntil: time(policies.visitorsUntil),
    quietFrom: time(policies.quietHours.from),
    quietUntil: time(policies.quietHours.until),
    helpline: official.cyberCrime.helpline,
    website: new URL(official.cyberCrime.website).host,
  };
}

export type PolicySummaryData = {
  heading: string;
  items: { term: string; value: string }[];
  link: { label: string; path: string };
  sampleNotice?: string;
};

/** Check-in, check-out, ID and cancellation in a few words: room pages, booking step 3 and the success panel. */
export function policySummaryIn(locale: Locale): PolicySummaryData {
  const s = words("policies", locale);
  const v = policyValues(locale);
  return {
    heading: s.summary.heading,
    items: [
      { term: s.summary.checkIn, value: fill(s.summary.checkInValue, { time: v.checkIn }) },
      { term: s.summary.checkOut, value: fill(s.summary.checkOutValue, { time: v.checkOut }) },
      { term: s.summary.id, value: fill(s.summary.idValue, { documents: v.documents }) },
      { term: s.summary.cancellation, value: fill(s.summary.cancellationValue, { hours: v.hours }) },
    ],
    link: { label: s.summary.link, path: "/policies" },
    sampleNotice: policies.sample ? s.sampleNotice : undefined,
  };
}

/** The hotel's stay facts and places for its schema.org description, in the page's language. */
export function hotelStayFactsIn(locale: Locale): HotelStayFacts {
  const s = words("policies", locale);
  return {
    checkinTime: policies.checkIn,
    checkoutTime: policies.checkOut,
    petsAllowed: policies.petsAllowed,
    paymentAccepted: policies.payment.map((method) => s.payment.items[method]).join(", "),
    currenciesAccepted: policies.currenciesAccepted,
    hasMap: mapSearchUrl(`${site.geo.latitude},${site.geo.longitude}`),
    restaurant: { name: amenitiesIn(locale).find((amenity) => amenity.slug === "restaurant")?.title ?? site.name },
    halls: hallsIn(locale).map((hall) => ({ slug: hall.slug, name: hall.name, capacity: hall.capacity })),
  };
}

/** The building's accessibility as lines to read, in the page's language, and the WhatsApp message for 'Tell us what you need'. */
export function buildingAccessIn(locale: Locale) {
  const s = words("building-access", locale);
  const a = buildingAccess;
  const lines = [
    a.lift ? s.lift : s.noLift,
    a.stepFreeEntrance ? s.entrance : s.noEntrance,
    ...(a.accessibleRooms > 0
      ? [
          fill(s.room, {
            count: a.accessibleRooms,
            width: a.doorWidthCm,
            bathroom: a.grabBars && a.rollInShower ? s.bathroomWithGrabBars : s.bathroomBasic,
          }),
        ]
      : []),
    ...(a.accessibleToilet ? [s.toilet] : []),
    ...(a.lift ? [s.venues] : []),
    ...(a.accessibleParkingSpaces > 0 ? [fill(s.parking, { count: a.accessibleParkingSpaces })] : []),
  ];
  return {
    heading: s.heading,
    intro: s.intro,
    sampleNotice: a.sample ? s.sampleNotice : undefined,
    lines,
    ask: { label: s.ask, text: s.askText, newTab: s.newTab, message: s.whatsappMessage },
  };
}
