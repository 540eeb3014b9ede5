import roomStay from "../../copy/room-stay.json" with { type: "json" };
import { shelf } from "../shelf";

/**
 * A room page's price for the guest's dates (features/rooms/RoomStayPrice.tsx): in its script they
 * are fetched once and cached, where as props they would weigh on every room page's HTML. The
 * calendar's words come later, with the date pickers (calendar.ts).
 */
export const words = /* @__PURE__ */ shelf({ "room-stay": roomStay });
