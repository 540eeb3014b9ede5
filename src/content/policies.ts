import type { Policies } from "./schema-stay";

/**
 * The hotel's stay rules: times, ID, children, cancellation, payment and house rules. Amounts are
 * in the site's currency (site.ts, pricing). The words around them are in locales/<language>/policies.ts.
 *
 * SAMPLE VALUES: every figure here is a placeholder typical of a city hotel in India, shown on the
 * page with a "sample" notice until the hotel replaces them and sets `sample: false`.
 */
export const policies = {
  sample: true,
  checkIn: "14:00",
  checkOut: "11:00",
  earlyCheckIn: { from: "07:00", chargePercent: 50 },
  lateCheckOut: { until: "18:00", chargePercent: 50 },
  id: {
    accepted: ["aadhaar", "passport", "driving-licence", "voter-id"],
    localIdsAccepted: true,
    formCHours: 24,
  },
  children: { freeUnderAge: 6, extraBedCharge: 25, cotCharge: 0 },
  cancellation: { freeUntilHours: 48, lateNightsCharged: 1, noShowNightsCharged: 1, advanceNights: 1 },
  payment: ["cash", "upi", "cards", "bank-transfer"],
  currenciesAccepted: ["INR"],
  petsAllowed: false,
  smokingInRooms: false,
  visitorsUntil: "21:00",
  quietHours: { from: "22:00", until: "07:00" },
} satisfies Policies;
