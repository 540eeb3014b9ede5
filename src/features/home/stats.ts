import type { LiveStatsConfig } from "@/content/schema/hotel";

/** What the live stats strip shows. */
export type LiveStats = {
  occupiedRooms: number;
  /** Per cent, one decimal. */
  satisfaction: number;
  awards: number;
  yearsExperience: number;
};

/** A source of numbers in [0, 1), like Math.random; injected so tests can drive it. */
export type RandomSource = () => number;

const roundToTenth = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The figures in the page's HTML, before any tick. */
export function startingStats(config: LiveStatsConfig, yearsExperience: number): LiveStats {
  return {
    occupiedRooms: config.occupiedStart,
    satisfaction: roundToTenth(config.satisfactionStart),
    awards: config.awards,
    yearsExperience,
  };
}

/**
 * One tick of the simulation: occupancy moves by -1, 0 or +1 room within its bounds; satisfaction
 * is the hotel's figure give or take at most the allowed drift, rounded to one decimal (it never
 * wanders off, because it is a published claim). Awards and years do not change.
 */
export function nextStats(current: LiveStats, config: LiveStatsConfig, random: RandomSource): LiveStats {
  const step = clamp(Math.floor(random() * 3), 0, 2) - 1;
  const drift = (clamp(random(), 0, 1) * 2 - 1) * config.satisfactionMaxDrift;
  return {
    ...current,
    occupiedRooms: clamp(current.occupiedRooms + step, config.occupiedMin, config.occupiedMax),
    satisfaction: roundToTenth(config.satisfactionStart + drift),
  };
}
