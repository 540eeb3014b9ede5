import { describe, expect, it } from "vitest";
import ratesFile from "../rates.json" with { type: "json" };
import { ratesSchema } from "../schema/rates";
import { siteSchema } from "../schema/hotel";
import siteFile from "../site.json" with { type: "json" };
import { roomStayPricingIn, stayPricingIn } from "../read/rates";
import { rooms } from "../read/rooms";
import { site } from "../read/site";
import { words } from "../read/words";
import { schemaProblems } from "./content";
import { toMinor, totalTaxLine } from "@/lib/stay/price";
import { locales } from "@/lib/i18n/i18n";

const check = (data: unknown) => schemaProblems("rates.json", ratesSchema, data);
const deluxe = ratesFile.rooms[0]!;
const withDeluxe = (change: Partial<typeof deluxe>) => ({
  ...ratesFile,
  rooms: [{ ...deluxe, ...change }, ...ratesFile.rooms.slice(1)],
});

describe("the rates", () => {
  it("pass their schema, with rates for every room", () => {
    expect(check(ratesFile)).toEqual([]);
    expect(ratesFile.rooms.map((entry) => entry.room).sort()).toEqual(rooms.map((room) => room.slug).sort());
  });

  it("refuse two seasons of one room that share a night, naming both and the nights", () => {
    const [wedding, diwali] = deluxe.seasons;
    const late = { ...diwali!, from: "2028-02-20", to: "2028-02-25" };
    expect(check(withDeluxe({ seasons: [wedding!, late] }))).toEqual([
      'rates.json.rooms.0.seasons.1.from: "Diwali week" overlaps "Wedding season" from 2028-02-20 to 2028-02-20: a night has one rate',
    ]);
  });

  it("take a rate of ₹7,500.01 and count it as 750001 paise, but no third decimal", () => {
    expect(check(withDeluxe({ weekend: 7500.01 }))).toEqual([]);
    expect(check(withDeluxe({ weekend: 7500.015 }))).toEqual([
      "rates.json.rooms.0.weekend: must have at most two decimals, such as 7500.01",
    ]);
    expect(toMinor(7500.01)).toBe(750001);
    expect(stayPricingIn("en").rooms.deluxe!.card.base).toBe(29900);
  });

  it("refuse a season that ends before it starts, and a plan named twice", () => {
    const [wedding] = deluxe.seasons;
    const [plan] = deluxe.plans;
    expect(check(withDeluxe({ seasons: [{ ...wedding!, to: "2027-01-01" }], plans: [plan!, plan!] }))).toEqual([
      "rates.json.rooms.0.seasons.0.to: must not be before from",
      'rates.json.rooms.0.plans.1.id: "room-only" is named twice',
    ]);
  });

  it("name seasons and plans in the page's language", () => {
    const suite = stayPricingIn("hi").rooms["executive-suite"]!;
    expect(suite.plans.map((plan) => plan.name)).toEqual(["नाश्ते के साथ", "नाश्ता और रात का खाना"]);
    expect(suite.card.seasons.map((season) => season.name)).toContain("सिंहस्थ 2028");
  });
});

describe("the rates an island reads", () => {
  it("take each room's base rate from its rates, its guests and extra bed from its file, in display order", () => {
    const pricing = stayPricingIn("en");
    expect(Object.keys(pricing.rooms)).toEqual(rooms.map((room) => room.slug));
    for (const room of rooms) {
      const card = pricing.rooms[room.slug]!.card;
      expect([card.base, card.maxGuests, card.extraBed !== null]).toEqual([
        toMinor(room.price),
        room.guests,
        room.extraBed,
      ]);
    }
  });

  it("end a stay's total with the tax words of the prices dictionary", () => {
    for (const locale of locales)
      expect(stayPricingIn(locale).totalTax).toBe(totalTaxLine(site.pricing.tax, words("prices", locale)));
  });

  it("give a room page only that room's rates, plan names and payments, and availability marks", () => {
    const deluxe = roomStayPricingIn("hi", "deluxe");
    expect(Object.keys(deluxe.rooms)).toEqual(["deluxe"]);
    expect(deluxe.availability.marks.map((mark) => mark.room)).toEqual(["deluxe"]);
    expect(deluxe.rooms.deluxe!.plans).toEqual([
      { id: "room-only", name: "केवल कमरा", payment: { kind: "at-hotel" } },
      { id: "breakfast", name: "नाश्ते के साथ", payment: { kind: "at-hotel" } },
    ]);
  });
});

describe("the tax rules", () => {
  const gst = {
    kind: "added",
    name: "GST",
    rules: [{ from: "2025-09-22", upTo: 7500, percent: 5, words: { en: "+ 5% GST", hi: "" } }],
  };
  it("refuse a rule without its words in a language, naming it", () => {
    const site = { ...siteFile, pricing: { ...siteFile.pricing, tax: gst } };
    expect(schemaProblems("site.json", siteSchema, site)).toEqual([
      "site.json.pricing.tax.rules.0.words.hi: must not be empty",
    ]);
  });
});
