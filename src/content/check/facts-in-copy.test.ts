import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n/i18n";
import { dining, eventRoomOffer } from "../read/events";
import { halls } from "../read/halls";
import { buildingAccess, policies } from "../read/policies";
import { rooms } from "../read/rooms";
import { site } from "../read/site";
import { wordTrees } from "./content";

/**
 * A fact is written once, in its data file; a sentence names it with a placeholder
 * ("for {grandCapacity} guests"). A capacity, a price or the room count typed into a sentence
 * would stay behind when the owner changes the fact.
 * The stay, dining and event facts below are those whose figure means nothing else in the copy;
 * small figures (a 6-year age limit, 5 rooms, 24 hours) are left out, as "6:30 AM", "out of 5" and
 * "24/7" would read as false alarms.
 */
const facts = new Map<number, string>([
  [policies.earlyCheckIn.chargePercent, "the early check-in charge (policies.json; {percent} in copy/policies.json)"],
  [policies.lateCheckOut.chargePercent, "the late check-out charge (policies.json; {percent} in copy/policies.json)"],
  [policies.children.extraBedCharge, "the extra bed's charge (policies.json; {price} in copy/policies.json)"],
  [policies.cancellation.freeUntilHours, "the free-cancellation hours (policies.json; {hours} in copy/policies.json)"],
  [buildingAccess.doorWidthCm, "the accessible door's width (building-access.json; {width})"],
  [dining.reservations.maxPeople, "the most people a table takes (dining.json; {max} in copy/dining.json)"],
  [eventRoomOffer.discountPercent, "the room discount for event guests (event-room-offer.json; {percent})"],
  ...halls.map((hall) => [hall.capacity, `the capacity of the hall "${hall.slug}" ({${hall.slug}Capacity})`] as const),
  ...rooms.map((room) => [room.price, `the price of the room "${room.slug}"`] as const),
  [site.totalRooms, "the hotel's room count ({totalRooms})"],
]);

/** Every number written in a tree of strings, with the key path of its string. */
function numbersIn(tree: unknown, path: string): { path: string; number: number }[] {
  if (typeof tree === "string") {
    const figures = tree.replace(/\{\w+\}/g, "").matchAll(/\d+(?:[.,]\d+)?/g);
    return Array.from(figures, (m) => ({ path, number: Number(m[0].replace(",", "")) }));
  }
  if (tree && typeof tree === "object") {
    return Object.entries(tree).flatMap(([key, value]) => numbersIn(value, `${path}.${key}`));
  }
  return [];
}

/** The facts a tree of strings repeats as figures, as "path: 75 is the capacity of …" lines. */
export function repeatedFacts(tree: unknown, path: string): string[] {
  return numbersIn(tree, path)
    .filter(({ number }) => facts.has(number))
    .map(({ path: at, number }) => `${at}: ${number} is ${facts.get(number)}; write its placeholder instead`);
}

/**
 * Every dictionary and every list's words but the event inquiry wizard's, whose examples of what to
 * type ("e.g. 15" per plate) are not the hotel's facts.
 */
const copy: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(wordTrees()).filter(([name]) => name !== "copy.event-inquiry"),
);

describe("facts in the copy", () => {
  it("reads every dictionary and list, policies, dining, hall details and the wizards included", () => {
    expect(Object.keys(copy)).toEqual(
      expect.arrayContaining([
        "copy.policies",
        "copy.dining",
        "copy.hall-details",
        "copy.building-access",
        "copy.booking",
        "copy.legal",
        "dishes",
        "halls",
      ]),
    );
  });

  it.each(locales)(
    "no %s sentence repeats a hall capacity, a room price, the room count or a stay, dining or event fact as a figure",
    (locale) => {
      expect(Object.entries(copy).flatMap(([name, byLocale]) => repeatedFacts(byLocale[locale], name))).toEqual([]);
    },
  );

  it("names a sentence that types a hall's capacity instead of its placeholder", () => {
    const grand = halls.find((hall) => hall.slug === "grand")!;
    expect(repeatedFacts({ intro: `Celebrations for up to ${grand.capacity} guests` }, "home")).toEqual([
      `home.intro: ${grand.capacity} is the capacity of the hall "grand" ({grandCapacity}); write its placeholder instead`,
    ]);
  });

  it("names a policy sentence that types the free-cancellation hours instead of {hours}", () => {
    const hours = policies.cancellation.freeUntilHours;
    expect(
      repeatedFacts({ free: `Cancel free of charge up to ${hours} hours before check-in.` }, "copy.policies"),
    ).toEqual([
      `copy.policies.free: ${hours} is the free-cancellation hours (policies.json; {hours} in copy/policies.json); write its placeholder instead`,
    ]);
  });

  it("accepts the placeholder and figures that are not facts", () => {
    expect(repeatedFacts({ intro: "Celebrations for up to {grandCapacity} guests, open 24/7" }, "home")).toEqual([]);
  });
});
