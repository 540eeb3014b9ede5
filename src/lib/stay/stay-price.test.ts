import { addDays } from "date-fns";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseIsoDate, toIsoDate } from "../dates/dates";
import {
  percentOf,
  priceStay,
  seasonOverlaps,
  type PricedNight,
  type RateCard,
  type Season,
  type Stay,
  type TaxSlab,
} from "./stay-price";
import { gst2025 } from "./test-fixtures";

/* Amounts in paise: 720000 is ₹7,200.00. 2026-11-26 is a Thursday; 2026-11-28 a Saturday. */

const gst = gst2025;
const diwali: Season = {
  name: "Diwali week",
  from: "2026-11-05",
  to: "2026-11-11",
  nightly: 950000,
  minNights: 2,
  highDemand: true,
};
const simhastha: Season = {
  name: "Simhastha 2028",
  from: "2028-03-27",
  to: "2028-05-27",
  nightly: 1200000,
  minNights: 3,
  highDemand: true,
};
const card: RateCard = {
  base: 720000,
  weekend: { nightly: 780000, nights: ["sat"] },
  seasons: [diwali, simhastha],
  longStay: { fromNights: 7, basisPoints: 1000 },
  extraBed: 50000,
  maxGuests: 2,
  plans: [
    { id: "room-only", nightlyDifference: 0 },
    { id: "breakfast", nightlyDifference: 60000 },
  ],
};
const stay = (checkIn: string, checkOut: string, more: Partial<Stay> = {}): Stay => ({
  plan: "room-only",
  checkIn,
  checkOut,
  guests: 2,
  extraBed: false,
  ...more,
});
const rates = (nights: PricedNight[]) => nights.map((night) => night.rate);

describe("nightly rates", () => {
  it("charges the base rate on weekdays and the weekend rate on the nights content names as weekend", () => {
    const price = priceStay(card, gst, stay("2026-11-26", "2026-11-29"));
    expect(price.nights.map((n) => [n.date, n.rate, n.reason])).toEqual([
      ["2026-11-26", 720000, "base"],
      ["2026-11-27", 720000, "base"],
      ["2026-11-28", 780000, "weekend"],
    ]);
    expect(price.problems).toEqual([]);
  });

  it("does not charge the check-out day", () => {
    expect(priceStay(card, gst, stay("2026-11-26", "2026-11-27")).nights.map((n) => n.date)).toEqual(["2026-11-26"]);
  });

  it("groups the nights by rate and reason for display, in the order they come", () => {
    expect(priceStay(card, gst, stay("2026-11-26", "2026-11-30")).groups).toEqual([
      { nights: 3, rate: 720000, reason: "base" },
      { nights: 1, rate: 780000, reason: "weekend" },
    ]);
  });

  it("switches to a season's rate, and its slab, on its first night and names the season", () => {
    const price = priceStay(card, gst, stay("2026-11-03", "2026-11-07"));
    expect(rates(price.nights)).toEqual([720000, 720000, 950000, 950000]);
    expect(price.nights.map((n) => n.tax)).toEqual([36000, 36000, 171000, 171000]);
    expect(price.nights[2]).toMatchObject({ reason: { season: "Diwali week" }, highDemand: true });
    expect(price.groups).toEqual([
      { nights: 2, rate: 720000, reason: "base" },
      { nights: 2, rate: 950000, reason: { season: "Diwali week" } },
    ]);
  });

  it("charges a season's rate on its last night and the usual rate the night after", () => {
    expect(rates(priceStay(card, gst, stay("2026-11-11", "2026-11-13")).nights)).toEqual([950000, 720000]);
  });

  it("lets a season's rate win over the weekend rate", () => {
    expect(priceStay(card, gst, stay("2026-11-07", "2026-11-09")).nights[0].reason).toEqual({ season: "Diwali week" });
  });
});

describe("rate plans", () => {
  it("adds the plan's difference to every night's rate", () => {
    const price = priceStay(card, gst, stay("2026-11-26", "2026-11-29", { plan: "breakfast" }));
    expect(rates(price.nights)).toEqual([780000, 780000, 840000]);
  });

  it("taxes a night whose plan lifts it over ₹7,500 at 18%", () => {
    const night = priceStay(card, gst, stay("2026-11-26", "2026-11-27", { plan: "breakfast" })).nights[0];
    expect(night).toMatchObject({ taxable: 780000, tax: 140400 });
    expect(night.slab?.wordsKey).toBe("gst-18");
  });

  it("refuses a plan the room does not have, without pricing any night", () => {
    const price = priceStay(card, gst, stay("2026-11-26", "2026-11-27", { plan: "all-inclusive" }));
    expect(price.problems).toEqual([{ kind: "unknown-plan", plan: "all-inclusive" }]);
    expect(price.nights).toEqual([]);
    expect(price.total).toBe(0);
  });
});

describe("tax per night by slab", () => {
  const oneNightAt = (base: number) =>
    priceStay({ ...card, base, weekend: undefined }, gst, stay("2026-11-26", "2026-11-27")).nights[0];

  it("taxes a night of exactly ₹7,500.00 at 5%", () => {
    expect(oneNightAt(750000)).toMatchObject({ tax: 37500, total: 787500 });
    expect(oneNightAt(750000).slab?.basisPoints).toBe(500);
  });

  it("taxes a night of ₹7,500.01 at 18%", () => {
    expect(oneNightAt(750001)).toMatchObject({ tax: 135000, total: 885001 });
    expect(oneNightAt(750001).slab?.basisPoints).toBe(1800);
  });

  it("taxes the nights of one stay at different slabs when their prices fall either side of ₹7,500", () => {
    const price = priceStay(card, gst, stay("2026-11-26", "2026-11-29"));
    expect(price.nights.map((n) => n.tax)).toEqual([36000, 36000, 140400]);
    expect(price.taxBySlab.map(({ slab, nights, taxable, tax }) => [slab.wordsKey, nights, taxable, tax])).toEqual([
      ["gst-5", 2, 1440000, 72000],
      ["gst-18", 1, 780000, 140400],
    ]);
    expect(price).toMatchObject({ subtotal: 2220000, discount: 0, tax: 212400, total: 2432400 });
  });

  it("rounds each night's tax half up to the paisa", () => {
    expect(percentOf(749990, 500)).toBe(37500); // ₹374.995
    expect(percentOf(749989, 500)).toBe(37499); // ₹374.9945
    expect(oneNightAt(749990).tax).toBe(37500);
  });

  it("taxes each night under the slabs in force on that night when the law changes during a stay", () => {
    const before: TaxSlab[] = [
      { from: "2017-07-01", upTo: 100000, basisPoints: 0, wordsKey: "exempt" },
      { from: "2017-07-01", upTo: 750000, basisPoints: 1200, wordsKey: "gst-12" },
      { from: "2017-07-01", upTo: null, basisPoints: 1800, wordsKey: "gst-18" },
    ];
    const price = priceStay({ ...card, weekend: undefined }, [...before, ...gst], stay("2025-09-21", "2025-09-23"));
    expect(price.nights.map((n) => [n.date, n.slab?.wordsKey, n.tax])).toEqual([
      ["2025-09-21", "gst-12", 86400],
      ["2025-09-22", "gst-5", 36000],
    ]);
  });

  it("names a night no tax slab covers", () => {
    const price = priceStay(card, gst, stay("2025-09-21", "2025-09-23"));
    expect(price.problems).toEqual([{ kind: "no-tax-rule", date: "2025-09-21" }]);
    expect(price.nights[0]).toMatchObject({ slab: null, tax: 0 });
  });

  it("finds no slab for a night above the highest threshold when there is no open-ended slab", () => {
    const price = priceStay(card, gst.slice(0, 1), stay("2026-11-28", "2026-11-29"));
    expect(price.problems).toEqual([{ kind: "no-tax-rule", date: "2026-11-28" }]);
  });
});

describe("long-stay discount", () => {
  it("discounts every night of a stay of exactly the discount's number of nights", () => {
    const price = priceStay(card, gst, stay("2026-11-30", "2026-12-07"));
    expect(price.nights.map((n) => n.discount)).toEqual([72000, 72000, 72000, 72000, 72000, 78000, 72000]);
    expect(price.discount).toBe(510000);
  });

  it("does not discount a stay one night shorter", () => {
    expect(priceStay(card, gst, stay("2026-11-30", "2026-12-06")).discount).toBe(0);
  });

  it("chooses the slab from the discounted price: a ₹7,800 night at 10% off is taxed at 5%", () => {
    const saturday = priceStay(card, gst, stay("2026-11-30", "2026-12-07")).nights[5];
    expect(saturday).toMatchObject({ rate: 780000, discount: 78000, taxable: 702000, tax: 35100 });
  });
});

describe("extra bed", () => {
  it("adds the extra bed to every night, and the slab follows the night's price with it", () => {
    const night = priceStay(card, gst, stay("2026-11-26", "2026-11-27", { extraBed: true, guests: 3 })).nights[0];
    expect(night).toMatchObject({ rate: 720000, extraBed: 50000, taxable: 770000, tax: 138600 });
  });

  it("does not discount the extra bed on a long stay", () => {
    const price = priceStay(card, gst, stay("2026-11-30", "2026-12-07", { extraBed: true }));
    expect(price.nights[0]).toMatchObject({ discount: 72000, extraBed: 50000, taxable: 698000 });
    expect(price.extraBeds).toBe(350000);
  });

  it("refuses an extra bed in a room where none fits", () => {
    const price = priceStay({ ...card, extraBed: null }, gst, stay("2026-11-26", "2026-11-27", { extraBed: true }));
    expect(price.problems).toEqual([{ kind: "no-extra-bed" }]);
    expect(price.nights[0].extraBed).toBe(0);
  });

  it("sleeps one guest more than the room's beds, and refuses more", () => {
    expect(priceStay(card, gst, stay("2026-11-26", "2026-11-27", { guests: 3, extraBed: true })).problems).toEqual([]);
    expect(priceStay(card, gst, stay("2026-11-26", "2026-11-27", { guests: 3 })).problems).toEqual([
      { kind: "too-many-guests", guests: 3, max: 2 },
    ]);
  });
});

describe("stays refused", () => {
  it("refuses a stay shorter than the minimum of a season it touches, naming the season", () => {
    expect(priceStay(card, gst, stay("2026-11-11", "2026-11-12")).problems).toEqual([
      { kind: "below-minimum-stay", season: "Diwali week", minNights: 2, nights: 1 },
    ]);
  });

  it("counts every night of the stay toward a season's minimum, inside the season or not", () => {
    expect(priceStay(card, gst, stay("2026-11-04", "2026-11-06")).problems).toEqual([]);
  });

  it("refuses a check-out on or before the check-in", () => {
    for (const checkOut of ["2026-11-26", "2026-11-25"]) {
      const price = priceStay(card, gst, stay("2026-11-26", checkOut));
      expect(price.problems).toEqual([{ kind: "check-out-not-after-check-in" }]);
      expect(price.total).toBe(0);
    }
  });

  it("refuses a date that does not exist", () => {
    expect(priceStay(card, gst, stay("2026-02-30", "2026-03-02")).problems).toEqual([{ kind: "invalid-dates" }]);
  });
});

describe("overlapping seasons", () => {
  const wedding: Season = { ...diwali, name: "Wedding season", from: "2026-11-01", to: "2026-12-15" };

  it("names both seasons and the nights they share", () => {
    expect(seasonOverlaps({ seasons: [diwali, simhastha, wedding] })).toEqual([
      { first: "Diwali week", second: "Wedding season", from: "2026-11-05", to: "2026-11-11" },
    ]);
  });

  it("accepts a season that starts the night after another ends", () => {
    const after: Season = { ...diwali, name: "After Diwali", from: "2026-11-12", to: "2026-11-20" };
    expect(seasonOverlaps({ seasons: [diwali, after] })).toEqual([]);
  });

  it("finds an overlap of a single night", () => {
    const touching: Season = { ...diwali, name: "Touching", from: "2026-11-11", to: "2026-11-20" };
    expect(seasonOverlaps({ seasons: [diwali, touching] })).toEqual([
      { first: "Diwali week", second: "Touching", from: "2026-11-11", to: "2026-11-11" },
    ]);
  });
});

/* Properties: rates around ₹7,500, stays from the day the slabs start into Simhastha 2028. */

const rate = fc.oneof(
  fc.integer({ min: 749998, max: 750002 }),
  fc.integer({ min: 740000, max: 760000 }),
  fc.integer({ min: 50000, max: 5000000 }),
);
const anyCard = fc
  .record({ base: rate, weekend: rate, diwali: rate, simhastha: rate, breakfast: rate })
  .map((r): RateCard => ({
    ...card,
    base: r.base,
    weekend: { nightly: r.weekend, nights: ["fri", "sat"] },
    seasons: [
      { ...diwali, nightly: r.diwali },
      { ...simhastha, nightly: r.simhastha },
    ],
    plans: [card.plans[0], { ...card.plans[1], nightlyDifference: r.breakfast % 200000 }],
  }));
const dayAfter = (date: string, days: number) => toIsoDate(addDays(parseIsoDate(date)!, days));
const anyStay = (firstDay: string, lastOffset: number, maxNights: number) =>
  fc
    .record({
      offset: fc.integer({ min: 0, max: lastOffset }),
      nights: fc.integer({ min: 1, max: maxNights }),
      plan: fc.constantFrom("room-only", "breakfast"),
      extraBed: fc.boolean(),
    })
    .map(({ offset, nights, plan, extraBed }) =>
      stay(dayAfter(firstDay, offset), dayAfter(firstDay, offset + nights), { plan, extraBed }),
    );
const stays = anyStay("2025-09-22", 1000, 21);
/** Stays that start up to a week before a season and run into it. */
const crossingStays = fc.oneof(anyStay("2026-10-29", 7, 10), anyStay("2028-03-20", 7, 10));

const amounts = (price: ReturnType<typeof priceStay>) => [
  ...price.nights.flatMap((n) => [n.rate, n.discount, n.extraBed, n.taxable, n.tax, n.total]),
  ...price.taxBySlab.flatMap((s) => [s.taxable, s.tax]),
  price.subtotal,
  price.discount,
  price.extraBeds,
  price.tax,
  price.total,
];

describe("properties of every stay", () => {
  it("totals exactly the sum of its nights, and subtotal less discount plus tax", () => {
    fc.assert(
      fc.property(anyCard, stays, (c, s) => {
        const price = priceStay(c, gst, s);
        expect(price.total).toBe(price.nights.reduce((sum, n) => sum + n.total, 0));
        expect(price.total).toBe(price.subtotal - price.discount + price.tax);
        expect(price.tax).toBe(price.taxBySlab.reduce((sum, slab) => sum + slab.tax, 0));
      }),
    );
  });

  it("taxes no night at a rate other than its slab's: 5% up to ₹7,500.00, 18% above", () => {
    fc.assert(
      fc.property(anyCard, stays, (c, s) => {
        for (const night of priceStay(c, gst, s).nights) {
          const basisPoints = night.taxable <= 750000 ? 500 : 1800;
          expect(night.slab?.basisPoints).toBe(basisPoints);
          expect(night.tax).toBe(percentOf(night.taxable, basisPoints));
        }
      }),
    );
  });

  it("prices a stay across a season boundary or the ₹7,500 line night by night: each night is that date's one-night stay", () => {
    fc.assert(
      fc.property(anyCard, fc.oneof(crossingStays, stays), (c, s) => {
        const noDiscount = { ...c, longStay: undefined };
        for (const night of priceStay(noDiscount, gst, s).nights) {
          const alone = priceStay(noDiscount, gst, { ...s, checkIn: night.date, checkOut: dayAfter(night.date, 1) });
          expect(alone.nights).toEqual([night]);
        }
      }),
    );
  });

  it("gives every amount as a whole, non-negative number of paise", () => {
    fc.assert(
      fc.property(anyCard, stays, (c, s) => {
        for (const amount of amounts(priceStay(c, gst, s))) {
          expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
        }
      }),
    );
  });

  it("never costs less for one more night unless the added night earns the long-stay discount", () => {
    fc.assert(
      fc.property(anyCard, stays, (c, s) => {
        const shorter = priceStay(c, gst, s);
        const longer = priceStay(c, gst, { ...s, checkOut: dayAfter(s.checkOut, 1) });
        const from = c.longStay!.fromNights;
        fc.pre(shorter.nights.length >= from === longer.nights.length >= from);
        expect(longer.total).toBeGreaterThanOrEqual(shorter.total);
      }),
    );
  });

  it("groups every night once, at its own rate", () => {
    fc.assert(
      fc.property(anyCard, stays, (c, s) => {
        const { groups, nights } = priceStay(c, gst, s);
        expect(groups.reduce((sum, g) => sum + g.nights, 0)).toBe(nights.length);
        expect(groups.reduce((sum, g) => sum + g.nights * g.rate, 0)).toBe(nights.reduce((sum, n) => sum + n.rate, 0));
      }),
    );
  });

  it("rounds a percentage half up exactly, as whole-number arithmetic does", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 11 }), fc.integer({ min: 0, max: 10000 }), (amount, basisPoints) => {
        const exact = (BigInt(amount) * BigInt(basisPoints) + 5000n) / 10000n;
        expect(percentOf(amount, basisPoints)).toBe(Number(exact));
      }),
    );
  });
});
