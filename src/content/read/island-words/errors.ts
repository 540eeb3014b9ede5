import errors from "../../copy/errors.json" with { type: "json" };
import { shelf } from "../shelf";

/**
 * The error screen's words (components/layout/IslandErrorBoundary.tsx), alone: every island's
 * shared code carries the boundary, so any other dictionary here would ride along to every page.
 */
export const words = /* @__PURE__ */ shelf({ errors });
