import { z } from "zod";
import { isoDate, wordsInEveryLanguage } from "./rates";

/*
 * What a pilgrim needs to get right (src/content/pilgrims.json): distances, booking rules, dress
 * code, opening hours and the Simhastha 2028 dates. Each fact changes without notice, so each
 * carries the day it was last checked, the official page it was checked on, and whether it is
 * still the site's sample. The page's frame words are in copy/pilgrims.json; a fact's own words sit
 * beside it in both languages, so the owner checks a fact and rewrites it in one place.
 */

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time such as 04:00");

/** A fact's proof: when it was last checked, where, and whether it is still the site's sample. */
const checked = {
  verified: isoDate.meta({
    "x-label": "Last verified",
    "x-hint": "The day you last checked this on the official source. After 90 days the page says to confirm it.",
  }),
  source: z
    .url()
    .startsWith("https://", "must be an https:// address")
    .meta({ "x-label": "Official source", "x-hint": "The official page this fact was checked on (https://…)." }),
  sample: z
    .boolean()
    .meta({ "x-hint": "Ticked while this is the site's sample, not checked by the hotel: the launch check lists it." }),
};

const road = z.object({
  km: z.number().positive("must be more than 0"),
  minutes: z.number().int().positive("must be more than 0"),
  /** Where the distance is measured from, in words ("the hotel", "the airport"). */
  from: wordsInEveryLanguage,
  ...checked,
});

const hours = z.object({
  opens: clockTime,
  closes: clockTime,
  /** The calmest hours to go, in words ("early morning, before 8 am"). */
  best: wordsInEveryLanguage,
  ...checked,
});

/** A rule in words, checked like any fact. */
const rule = z.object({ text: wordsInEveryLanguage, ...checked });

const aarti = z.object({
  name: wordsInEveryLanguage,
  starts: clockTime,
  /** When a guest should leave the hotel to be in the queue in time. */
  leaveHotel: clockTime,
  ...checked,
});

export const pilgrimsSchema = z.object({
  mahakaleshwar: z.object({
    road,
    /** The only place to book the Bhasma Aarti, and its booking rule in words. */
    booking: z.object({
      site: z.url().startsWith("https://", "must be an https:// address"),
      rule: wordsInEveryLanguage,
      ...checked,
    }),
    dressCode: rule,
    aartis: z.array(aarti).min(1),
  }),
  omkareshwar: z.object({ road, hours }),
  khajranaGanesh: z.object({ road, hours }),
  simhastha: z.object({
    from: isoDate,
    to: isoDate,
    mainFrom: isoDate,
    mainTo: isoDate,
    /**
     * The main bathing days (Shahi Snan), once announced; left out until then. Optional rather than
     * an empty list: the editor refuses to save a required list with no item, and writes an optional
     * one left empty by leaving it out (output.omit_empty_optional_fields).
     */
    bathingDates: z.array(isoDate).optional(),
    ...checked,
  }),
  /** The hotel's own services for pilgrims (early check-in and late check-out are in policies.json). */
  services: z.object({
    /** A taxi leaves at any hour when booked at the front desk by this time the evening before. */
    taxiBookBy: clockTime,
    /** From when a breakfast box is ready for a guest leaving before the restaurant opens. */
    breakfastBoxFrom: clockTime,
    luggageStorage: z.boolean(),
  }),
});
export type Pilgrims = z.infer<typeof pilgrimsSchema>;
