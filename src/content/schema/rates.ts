import { z } from "zod";
import type { Locale } from "@/lib/i18n/i18n";
import { parseIsoDate } from "@/lib/dates/dates";
import { seasonOverlaps, weekdays } from "@/lib/stay/stay-price";

/*
 * Each room's rates (src/content/rates.json). Amounts are written as a guest reads them, in the
 * site's currency with at most two decimals (7500.01); the reader turns them into whole paise or
 * cents (read/rates.ts), which the price engine counts in, so no amount is ever a float there.
 * A room's rates are all here, edited together: the base (weekday) rate, the weekend rate, the
 * seasons and the plans; pages read the base rate as the room's price (read/rooms.ts).
 */

/** Whole units or up to two decimals, as 7500 or 7500.01 (7500.01 * 100 is 750001.0000000001 in floating point). */
export const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** An amount in the site's currency: whole units or up to two decimals, as 7500 or 7500.01. */
export const money = z
  .number()
  .nonnegative("must not be below 0")
  .refine(twoDecimals, "must have at most two decimals, such as 7500.01");

/** A night's price: an amount above 0 (a night priced at 0 is a typing slip, never an offer). */
export const nightlyPrice = money.refine((n) => n > 0, "must be more than 0: a night is never free");

const text = z.string().min(1, "must not be empty");
/** The same words in every language of the site, side by side: { "en": "…", "hi": "…" }. */
export const wordsInEveryLanguage = z.object({ en: text, hi: text } satisfies Record<Locale, z.ZodString>);
const isoForm = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date written YYYY-MM-DD that exists (2028-02-30 does not). */
export const isoDate = z
  .string()
  .regex(isoForm, "must be a date written YYYY-MM-DD, such as 2028-03-27")
  .refine((value) => !isoForm.test(value) || parseIsoDate(value) !== null, "must be a date of the calendar")
  // The editor offers a date picker that writes YYYY-MM-DD (scripts/admin-config.ts).
  .meta({ "x-widget": "date" });

/** A room's slug (rooms/<slug>.en.json), such as deluxe: the editor offers the rooms by name. */
export const roomSlug = z
  .string()
  .regex(/^[a-z0-9-]+$/, "must be a room's slug, such as deluxe")
  .meta({ "x-widget": "room" });

/** The first and the last night of a date range, as the editor labels them. */
export const firstNight = isoDate.meta({ "x-label": "First night" });
export const lastNight = isoDate.meta({
  "x-label": "Last night",
  "x-hint": "The last night included: the guest checks out the next morning.",
});

/**
 * The default of a list the owner may empty (a room's seasons, the weekend nights, the availability
 * marks): none. The editor saves a list emptied of its last item by leaving it out of the file (its
 * field is optional there, `output.omit_empty_optional_fields` in scripts/admin-config.ts: a required
 * list with no item is refused, so the last item could not be removed), so a file may leave it out;
 * the readers (src/content/read/rates.ts, availability.ts) read it as none too.
 */
export const noneWhenLeftOut = (): never[] => [];

export const seasonSchema = z
  .object({
    name: wordsInEveryLanguage,
    /** The first and the last night charged at the season's rate. */
    from: firstNight,
    to: lastNight,
    nightly: nightlyPrice.meta({
      "x-label": "Nightly rate",
      "x-hint":
        "Every night from the first to the last night, in the site's currency (up to two decimals, such as 7500.01).",
    }),
    /** The fewest nights a stay with any night in the season may have. */
    minNights: z.number().int().positive("must be more than 0").meta({ "x-label": "Minimum stay (nights)" }),
    /** Shown beside the dates the guest picks (a wedding or festival week books out). */
    highDemand: z.boolean().meta({ "x-label": "High demand (the date pickers say so)" }),
  })
  .refine((season) => season.from <= season.to, { message: "must not be before from", path: ["to"] });

/**
 * How a plan is paid, after the hotel confirms the booking in the chat: all at the hotel, or an
 * advance of some nights or of a share of the stay (the rest at the hotel). Strict objects, so an
 * advance states nights or a percent, never both.
 */
export const planPaymentSchema = z
  .union([
    z.strictObject({ kind: z.literal("at-hotel") }),
    z.strictObject({
      kind: z.literal("advance"),
      nights: z.number().int().min(1, "must be at least 1").max(30, "must be at most 30").meta({
        "x-label": "Advance: nights",
        "x-hint": "For an advance of whole nights: how many. Leave empty for an advance in percent.",
      }),
    }),
    z.strictObject({
      kind: z.literal("advance"),
      percent: z.number().int().min(1, "must be at least 1").max(100, "must be at most 100").meta({
        "x-label": "Advance: percent of the stay",
        "x-hint": "For an advance in percent of the stay's total. Leave empty for an advance of nights.",
      }),
    }),
  ])
  .meta({
    "x-label": "Payment",
    "x-hint":
      "at-hotel: the guest pays everything at the hotel. advance: the guest pays the nights or the percent below after the hotel confirms, and the rest at the hotel.",
  });

export const ratePlanSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, "must be lowercase letters, digits and hyphens"),
  name: wordsInEveryLanguage,
  /** Added to every night's rate (0 for the plan the room's rate is quoted in). */
  nightlyDifference: money.meta({
    "x-label": "Difference per night",
    "x-hint": "Added to every night's rate: 0 for the plan the room's rates are quoted in.",
  }),
  /** The plan's cancellation term, shown beside the stay policies. */
  cancellation: wordsInEveryLanguage,
  payment: planPaymentSchema,
});

export const roomRatesSchema = z
  .object({
    /** The room's slug (rooms/<slug>.en.json). */
    room: roomSlug,
    /** The nightly rate of every night that is not a weekend or season night: the room's price on the pages. */
    base: money.positive("must be more than 0").meta({
      "x-label": "Weekday nightly rate",
      "x-hint":
        "The room's price on the pages: every night that is not a weekend or season night, in the site's currency.",
    }),
    /** The nightly rate on the weekend nights named in `weekendNights`; without it, every night is the base rate. */
    weekend: nightlyPrice.optional().meta({
      "x-label": "Weekend nightly rate",
      "x-hint": "Empty: the weekend nights cost the weekday nightly rate like any other night.",
    }),
    /** The room's seasons; none may be left out (a list the owner may empty: `noneWhenLeftOut`). */
    seasons: z
      .array(seasonSchema)
      .meta({
        "x-summary": "{{fields.name.en}}: {{fields.from}} to {{fields.to}}, {{fields.nightly}} a night",
        "x-item": "season",
      })
      .default(noneWhenLeftOut),
    /** Every night of a stay of `fromNights` or more is `percent` off. */
    longStay: z
      .object({
        fromNights: z.number().int().min(2, "must be at least 2"),
        percent: z.number().positive().max(99.99, "must be below 100: a stay is never free"),
      })
      .optional(),
    plans: z
      .array(ratePlanSchema)
      .min(1, "must name at least one plan")
      .meta({ "x-label": "Rate plans", "x-summary": "{{fields.name.en}}", "x-item": "plan" }),
  })
  .superRefine((rates, ctx) => {
    const named = rates.seasons.map((season, index) => ({ ...season, name: season.name.en, index }));
    for (const overlap of seasonOverlaps({ seasons: named.map((s) => ({ ...s, nightly: 0 })) })) {
      const second = named.find((season) => season.name === overlap.second)!;
      ctx.addIssue({
        code: "custom",
        path: ["seasons", second.index, "from"],
        message: `"${overlap.second}" overlaps "${overlap.first}" from ${overlap.from} to ${overlap.to}: a night has one rate`,
      });
    }
    const ids = rates.plans.map((plan) => plan.id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index)
        ctx.addIssue({ code: "custom", path: ["plans", index, "id"], message: `"${id}" is named twice` });
    });
  });

export const ratesSchema = z.object({
  /** True while the rates are the site's samples, not the hotel's own. */
  sample: z.boolean(),
  /** The nights charged at a room's weekend rate, named by the day they start on; none may be left out. */
  weekendNights: z
    .array(z.enum(weekdays))
    .meta({ "x-hint": "Named by the day each night starts on: fri and sat are Friday and Saturday nights." })
    .default(noneWhenLeftOut),
  /** One entry per room (a list, which the editor can show; a room named twice is refused). */
  rooms: z
    .array(roomRatesSchema)
    .min(1, "must give the rates of every room")
    .superRefine((rooms, ctx) => {
      const names = rooms.map((rates) => rates.room);
      names.forEach((room, index) => {
        if (names.indexOf(room) !== index)
          ctx.addIssue({ code: "custom", path: [index, "room"], message: `"${room}" has rates twice` });
      });
    })
    .meta({ "x-summary": "{{fields.room}}", "x-item": "room" }),
});
export type Rates = z.infer<typeof ratesSchema>;
/** rates.json as a file may hold it: the weekend nights and a room's seasons may be left out (none). */
export type RatesFile = z.input<typeof ratesSchema>;
export type RoomRates = z.infer<typeof roomRatesSchema>;
