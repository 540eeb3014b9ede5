import calendar from "../../copy/calendar.json" with { type: "json" };
import { shelf } from "../shelf";

/**
 * The date pickers' screen-reader words and day notes, for the islands that show a calendar: quick
 * booking, the table reservation, the event wizard and a room's dates (the booking wizard reads
 * them from its own shelf, booking-wizard.ts).
 */
export const words = /* @__PURE__ */ shelf({ calendar });
