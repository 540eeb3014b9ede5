import bookingLater from "../../copy/booking-later.json" with { type: "json" };
import { shelf } from "../shelf";

/**
 * The booking wizard's later steps (the estimate, the sold-out notice, the summary and the WhatsApp
 * inquiry; features/booking/later-steps.ts): no guest sees them before the island is live, and as
 * props they would weigh on the booking page's HTML.
 */
export const words = /* @__PURE__ */ shelf({ "booking-later": bookingLater });
