import type { EarlyCheckInRules } from "@/lib/stay/arrival";
import type { RoomsRules } from "@/lib/stay/rooms-quote";
import { checkIn, children, earlyCheckIn, maxStayNights } from "../policies.json" with { type: "json" };

/*
 * The stay rules an island checks a stay under, read from policies.json alone, so the booking
 * wizard's code carries a few numbers and not the rates or the policy sentences.
 */

/** Who counts against a room's beds and the longest stay taken (policies.json): what several rooms are checked under. */
export const roomsRules: RoomsRules = { children: { freeUnderAge: children.freeUnderAge }, maxStayNights };

/** Check-in and early check-in (policies.json): what an arrival before check-in costs. */
export const earlyCheckInRules: EarlyCheckInRules = {
  checkIn,
  earlyFrom: earlyCheckIn.from,
  chargePercent: earlyCheckIn.chargePercent,
};
