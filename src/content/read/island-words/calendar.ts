import calendar from "../../copy/calendar.json" with { type: "json" };
import { shelf } from "../shelf";

/**
 * The date pickers' screen-reader words and day notes, for the islands that show a calendar: quick
 * booking, the booking wizard, the table reservation, the event wizard and a room's dates.
 */
export const words = /* @__PURE__ */ shelf({ calendar });
