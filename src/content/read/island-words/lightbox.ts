import lightbox from "../../copy/lightbox.json" with { type: "json" };
import { shelf } from "../shelf";

/**
 * The photo viewer's words for a room page's photo grid (features/rooms/RoomPhotoGrid.tsx): in the
 * island's script, where as props they would weigh on every room page's HTML. The home page's
 * gallery and tour get the same words as props from their page.
 */
export const words = /* @__PURE__ */ shelf({ lightbox });
