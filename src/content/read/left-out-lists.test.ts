// @vitest-environment node
import { describe, expect, it, vi } from "vitest";

/*
 * The editor saves a list the owner emptied by leaving it out of the file (scripts/admin-config.ts:
 * such a list is optional there, omit_empty_optional_fields): the pages read it as none.
 */
vi.mock("../availability.json", () => ({ default: { sample: false, asOf: "2026-12-01" } }));
vi.mock("../rates.json", async (importOriginal) => {
  const { default: rates } = await importOriginal<{ default: { rooms: Record<string, unknown>[] } }>();
  const { weekendNights: _, ...rest } = rates as Record<string, unknown>;
  return {
    default: { ...rest, rooms: rates.rooms.map(({ seasons: _seasons, ...room }) => room) },
  };
});

describe("a list left out of its file", () => {
  it("reads as none: no availability mark, no season, no weekend night", async () => {
    const { stayPricingIn } = await import("./rates");
    const pricing = stayPricingIn("en");
    expect(pricing.availability).toEqual({ asOf: "2026-12-01", marks: [] });
    for (const { card } of Object.values(pricing.rooms)) {
      expect(card.seasons).toEqual([]);
      if (card.weekend) expect(card.weekend.nights).toEqual([]);
    }
  });
});
