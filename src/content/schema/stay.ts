import { z } from "zod";

/* What a guest needs before asking: stay policies, per-room stay facts and the building's accessibility. Facts in policies.json, building-access.json and each room's English file (extraBed); what comes with a rate is its plan in rates.json; words in copy/{policies,room-page,building-access,prices}.json. */

/** A time of day as the hotel states it, on a 24-hour clock: "14:00". */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time such as 14:00");
const percent = z.number().min(0).max(100);
/** An amount in the site's currency (site.pricing.currency). */
const amount = z.number().nonnegative();

export const idDocuments = ["aadhaar", "passport", "driving-licence", "voter-id"] as const;
export const paymentMethods = ["cash", "upi", "cards", "bank-transfer"] as const;

export const policiesSchema = z.object({
  /** True while the values are the site's samples, not the hotel's own rules: the page says so. */
  sample: z.boolean(),
  checkIn: clockTime,
  checkOut: clockTime,
  /** The longest stay the site takes an inquiry for; a longer one is offered a long-stay inquiry in the chat. */
  maxStayNights: z
    .number()
    .int()
    .min(1, "must be at least 1")
    .max(365, "must be at most 365: the site prices stays up to a year")
    .meta({
      "x-label": "Longest stay (nights)",
      "x-hint": "The booking form refuses a longer stay and offers a long-stay inquiry in the chat instead.",
    }),
  earlyCheckIn: z.object({ from: clockTime, chargePercent: percent }),
  lateCheckOut: z.object({ until: clockTime, chargePercent: percent }),
  id: z.object({
    /** The documents accepted from Indian guests, one per adult. */
    accepted: z.array(z.enum(idDocuments)).min(1),
    /** Whether guests whose ID gives an address in the hotel's own city are accepted. */
    localIdsAccepted: z.boolean(),
    /** Hours within which the hotel registers a foreign guest with the authorities (Form C). */
    formCHours: z.number().int().positive(),
  }),
  children: z.object({
    /** Children younger than this stay free using the existing beds. */
    freeUnderAge: z.number().int().nonnegative(),
    extraBedCharge: amount,
    cotCharge: amount,
  }),
  cancellation: z.object({
    /** Free cancellation up to this many hours before check-in. */
    freeUntilHours: z.number().int().nonnegative(),
    /** Nights charged for a later cancellation, and for a no-show. */
    lateNightsCharged: z.number().int().nonnegative(),
    noShowNightsCharged: z.number().int().nonnegative(),
    // No advance here: each rate plan states its own payment (rates.json `payment`).
  }),
  payment: z.array(z.enum(paymentMethods)).min(1),
  /** ISO 4217 codes the front desk takes (schema.org currenciesAccepted). */
  currenciesAccepted: z.array(z.string().length(3)).min(1),
  petsAllowed: z.boolean(),
  smokingInRooms: z.boolean(),
  visitorsUntil: clockTime,
  quietHours: z.object({ from: clockTime, until: clockTime }),
});
export type Policies = z.infer<typeof policiesSchema>;

/** The building's accessibility: measured facts; the words are in copy/building-access.json. */
export const buildingAccessSchema = z.object({
  sample: z.boolean(),
  lift: z.boolean(),
  stepFreeEntrance: z.boolean(),
  accessibleRooms: z.number().int().nonnegative(),
  /** Clear width of the accessible room's door, in centimetres. */
  doorWidthCm: z.number().int().positive(),
  grabBars: z.boolean(),
  rollInShower: z.boolean(),
  accessibleToilet: z.boolean(),
  accessibleParkingSpaces: z.number().int().nonnegative(),
});
export type BuildingAccess = z.infer<typeof buildingAccessSchema>;
