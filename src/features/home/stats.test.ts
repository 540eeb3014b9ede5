import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextStats, startingStats, type LiveStats } from "./stats";
import { liveStats } from "@/content/read/live-stats";

const config = liveStats;
const start = startingStats(config, 8);
/** A random source that replays the given numbers. */
const replay = (values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length];
};
const unit = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

function run(randoms: number[], steps: number): LiveStats[] {
  const random = replay(randoms);
  const seen = [start];
  for (let i = 0; i < steps; i += 1) seen.push(nextStats(seen[seen.length - 1], config, random));
  return seen;
}

describe("live stats", () => {
  it("starts at 28 rooms occupied, 96.5% satisfaction, 3 awards and 8 years", () => {
    expect(start).toEqual({ occupiedRooms: 28, satisfaction: 96.5, awards: 3, yearsExperience: 8 });
  });

  it("moves occupancy by at most one room per tick", () => {
    fc.assert(
      fc.property(
        fc.array(unit, { minLength: 2, maxLength: 50 }),
        fc.integer({ min: 1, max: 300 }),
        (randoms, steps) => {
          const seen = run(randoms, steps);
          for (let i = 1; i < seen.length; i += 1) {
            expect(Math.abs(seen[i].occupiedRooms - seen[i - 1].occupiedRooms)).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });

  it("keeps occupancy between 15 and 38 rooms however long it runs", () => {
    fc.assert(
      fc.property(
        fc.array(unit, { minLength: 2, maxLength: 50 }),
        fc.integer({ min: 1, max: 500 }),
        (randoms, steps) => {
          for (const stats of run(randoms, steps)) {
            expect(stats.occupiedRooms).toBeGreaterThanOrEqual(15);
            expect(stats.occupiedRooms).toBeLessThanOrEqual(38);
            expect(Number.isInteger(stats.occupiedRooms)).toBe(true);
          }
        },
      ),
    );
  });

  it("stops at 38 when occupancy keeps rising and at 15 when it keeps falling", () => {
    expect(run([0.99], 40).at(-1)!.occupiedRooms).toBe(38);
    expect(run([0], 40).at(-1)!.occupiedRooms).toBe(15);
  });

  it("can move occupancy down, keep it, or move it up", () => {
    expect(nextStats(start, config, replay([0.1, 0.5])).occupiedRooms).toBe(27);
    expect(nextStats(start, config, replay([0.5, 0.5])).occupiedRooms).toBe(28);
    expect(nextStats(start, config, replay([0.9, 0.5])).occupiedRooms).toBe(29);
  });

  it("keeps satisfaction within 0.05 of 96.5 before rounding, shown with one decimal", () => {
    fc.assert(
      fc.property(
        fc.array(unit, { minLength: 2, maxLength: 50 }),
        fc.integer({ min: 1, max: 300 }),
        (randoms, steps) => {
          for (const stats of run(randoms, steps)) {
            expect(Math.abs(stats.satisfaction - 96.5)).toBeLessThanOrEqual(0.1 + 1e-9);
            expect(Math.round(stats.satisfaction * 10) / 10).toBe(stats.satisfaction);
          }
        },
      ),
    );
  });

  it("never changes the awards or the years", () => {
    fc.assert(
      fc.property(fc.array(unit, { minLength: 2, maxLength: 20 }), (randoms) => {
        for (const stats of run(randoms, 100)) {
          expect(stats.awards).toBe(3);
          expect(stats.yearsExperience).toBe(8);
        }
      }),
    );
  });

  it("stays in bounds even if the random source returns exactly 1", () => {
    const top = { ...start, occupiedRooms: 38 };
    const next = nextStats(top, config, () => 1);
    expect(next.occupiedRooms).toBe(38);
    expect(next.satisfaction).toBeLessThanOrEqual(96.6);
  });
});
