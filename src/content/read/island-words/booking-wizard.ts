import bookingLater from "../../copy/booking-later.json" with { type: "json" };
import calendar from "../../copy/calendar.json" with { type: "json" };
import { shelf } from "../shelf";

/**
 * The booking wizard's own words (features/booking/BookingWizard.tsx): its later steps' (the
 * estimate, the sold-out notice, the summary and the WhatsApp inquiry), which no guest sees before
 * the island is live and which as props would weigh on the booking page's HTML, and the calendar's,
 * for its dates' language. The page and the first step's words come as props ("booking").
 */
export const words = /* @__PURE__ */ shelf({ calendar, "booking-later": bookingLater });
