import type { LiveStatsConfig } from "./schema";
import { site } from "./site";

/**
 * The home page's live stats strip. The figures are a simulation (there is no booking system
 * behind the site): occupancy wanders by one room at a time, satisfaction stays at the hotel's figure.
 */
export const liveStats = {
  occupiedStart: 28,
  occupiedMin: 15,
  occupiedMax: site.totalRooms,
  satisfactionStart: 96.5,
  satisfactionMaxDrift: 0.05,
  awards: 3,
  tickSeconds: 8,
} satisfies LiveStatsConfig;
