import type { Locale } from "@/lib/i18n/i18n";
import type { Currency } from "@/lib/stay/money";
import { taxSlabsOf, toMinor, totalTaxLine, type PriceWords } from "@/lib/stay/price";
import type { AvailabilityMark } from "@/lib/stay/availability";
import type { PlanPayment } from "@/lib/stay/payment";
import type { RateCard, TaxSlab } from "@/lib/stay/stay-price";
import { availability } from "./availability";
import { listFileName } from "./file-name";
import ratesFile from "../rates.json" with { type: "json" };
import { pricing } from "../site.json" with { type: "json" };
import { children } from "../policies.json" with { type: "json" };
import prices from "../copy/prices.json" with { type: "json" };
import type { Room, SiteFile } from "../schema/hotel";
import { pricingOf } from "./tax";
import type { Rates, RatesFile, RoomRates } from "../schema/rates";

/**
 * Each room's rates (src/content/rates.json, SAMPLE until the hotel replaces them) as the price
 * engine reads them: every amount in whole paise or cents, seasons and plans named in the page's
 * language. The base nightly rate is the rates' `base`; the extra bed's charge is the one in
 * policies.json, for the rooms where one fits.
 *
 * A room page's island imports this module (RoomStayPrice), so it reads only the data files and the
 * keys it needs: each room's facts as named exports, not the rooms' words or every dictionary.
 */
export const rates: Rates = ratesOf(ratesFile as RatesFile);

/** The rates with the lists a file may leave out (the owner removed their last item in the editor) as none. */
export function ratesOf(file: RatesFile): Rates {
  return {
    ...file,
    weekendNights: file.weekendNights ?? [],
    rooms: file.rooms.map((room) => ({ ...room, seasons: room.seasons ?? [] })),
  };
}
const sitePricing = pricingOf(pricing as SiteFile["pricing"]);

/** The facts of each room a rate card needs (rooms/<slug>.en.json, one named export each), in display order. */
type RoomFacts = Pick<Room, "slug" | "guests" | "extraBed">;
const roomFiles = {
  order: import.meta.glob<number>("../rooms/*.en.json", { eager: true, import: "order" }),
  guests: import.meta.glob<number>("../rooms/*.en.json", { eager: true, import: "guests" }),
  extraBed: import.meta.glob<boolean>("../rooms/*.en.json", { eager: true, import: "extraBed" }),
};
const roomFacts: RoomFacts[] = Object.keys(roomFiles.order)
  .sort((a, b) => roomFiles.order[a]! - roomFiles.order[b]!)
  .map((file) => ({
    slug: listFileName(file)!.key,
    guests: roomFiles.guests[file]!,
    extraBed: roomFiles.extraBed[file]!,
  }));

/** A rate plan's name, in the page's language. */
export type PlanName = { id: string; name: string };
/** A rate plan as a room page offers it: its name and how it is paid. */
export type RoomPlan = PlanName & { payment: PlanPayment };
/** A rate plan as the guest chooses it: its name, its cancellation term (in the page's language) and how it is paid. */
export type PlanChoice = PlanName & { cancellation: string; payment: PlanPayment };

export { earlyCheckInRules, roomsRules } from "./stay-rules";

/**
 * What a page or the wizard needs to price any stay, in one language: small enough to hand to an
 * island. A room page shows no cancellation terms, so its plans are their names and payments only.
 */
export type StayPricing<Plan extends PlanName = PlanChoice> = {
  currency: Currency;
  slabs: TaxSlab[];
  /** The words after a stay's total ("incl. GST"), or null when the hotel states no tax. */
  totalTax: string | null;
  rooms: Record<string, { card: RateCard; plans: Plan[] }>;
  /** The nights the hotel marks sold out or with few rooms left, and the day it checked them (YYYY-MM-DD). */
  availability: { asOf: string; marks: AvailabilityMark[] };
  /** Whether the rates and the marks are still the samples (rates.json, availability.json): the estimate and the calendars say so. */
  sample: { rates: boolean; availability: boolean };
};

function roomRatesOf(slug: string): RoomRates {
  const found = rates.rooms.find((entry) => entry.room === slug);
  if (!found) throw new Error(`src/content/rates.json: rooms: the room "${slug}" has no rates`);
  return found;
}

function rateCardOf(room: RoomFacts, locale: Locale): RateCard {
  const r = roomRatesOf(room.slug);
  return {
    base: toMinor(r.base),
    weekend: r.weekend === undefined ? undefined : { nightly: toMinor(r.weekend), nights: rates.weekendNights },
    seasons: r.seasons.map((season) => ({ ...season, name: season.name[locale], nightly: toMinor(season.nightly) })),
    longStay: r.longStay && { fromNights: r.longStay.fromNights, basisPoints: Math.round(r.longStay.percent * 100) },
    extraBed: room.extraBed ? toMinor(children.extraBedCharge) : null,
    cot: toMinor(children.cotCharge),
    maxGuests: room.guests,
    // The plans' words are the PlanChoice's (stayPricingIn): an island gets each sentence once.
    plans: r.plans.map((plan) => ({ id: plan.id, nightlyDifference: toMinor(plan.nightlyDifference) })),
  };
}

/** Every room's rates and the tax rules, in one language. */
export function stayPricingIn(locale: Locale): StayPricing {
  return {
    currency: sitePricing.currency,
    slabs: taxSlabsOf(sitePricing.tax, locale),
    // The same words as words("prices", locale), read from their file so an island ships no other dictionary.
    totalTax: totalTaxLine(sitePricing.tax, prices[locale] as PriceWords),
    availability: { asOf: availability.asOf, marks: availability.marks },
    sample: { rates: rates.sample, availability: availability.sample },
    rooms: Object.fromEntries(
      roomFacts.map((room) => [
        room.slug,
        {
          card: rateCardOf(room, locale),
          plans: roomRatesOf(room.slug).plans.map((plan) => ({
            id: plan.id,
            name: plan.name[locale],
            cancellation: plan.cancellation[locale],
            payment: plan.payment,
          })),
        },
      ]),
    ),
  };
}

/**
 * One room's rates, its availability marks and its plans' names and payments, in one language: what its page's
 * island prices a stay with. The island works this out in the browser from the data files that
 * come with its code, so none of it weighs on the page's HTML.
 */
export function roomStayPricingIn(locale: Locale, slug: string): StayPricing<RoomPlan> {
  const all = stayPricingIn(locale);
  const room = all.rooms[slug];
  if (!room) throw new Error(`src/content/rates.json: rooms: the room "${slug}" has no rates`);
  return {
    ...all,
    rooms: { [slug]: { card: room.card, plans: room.plans.map(({ id, name, payment }) => ({ id, name, payment })) } },
    availability: { ...all.availability, marks: all.availability.marks.filter((mark) => mark.room === slug) },
  };
}
