import type { LiveStatsConfig } from "../schema/hotel";
import statsFile from "../live-stats.json" with { type: "json" };
import siteFacts from "../site.json" with { type: "json" };

/**
 * The home page's live stats strip (src/content/live-stats.json). The figures are a simulation
 * (there is no booking system behind the site): occupancy wanders by one room at a time, up to the
 * hotel's room count in site.json; satisfaction stays at the hotel's figure.
 */
export const liveStats: LiveStatsConfig = {
  ...(statsFile as Omit<LiveStatsConfig, "occupiedMax">),
  occupiedMax: siteFacts.totalRooms,
};
