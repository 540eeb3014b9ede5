// @vitest-environment node
import { describe, expect, it } from "vitest";
import json from "../rates.json" with { type: "json" };
import type { RatesFile } from "../schema/rates";
import { ownerMarksOf } from "./availability";
import { ratesOf } from "./rates";

const ratesFile = json as RatesFile;

/*
 * The editor saves a list the owner emptied by leaving it out of the file (scripts/admin-config.ts:
 * such a list is optional there, omit_empty_optional_fields): the readers read it as none.
 */
describe("a list left out of its file", () => {
  it("reads as none: no availability mark, no season, no weekend night", () => {
    expect(ownerMarksOf({ sample: false, asOf: "2026-12-01" })).toEqual({
      sample: false,
      asOf: "2026-12-01",
      marks: [],
    });
    const { weekendNights: _, ...rest } = ratesFile;
    const rates = ratesOf({ ...rest, rooms: ratesFile.rooms.map(({ seasons: _seasons, ...room }) => room) });
    expect(rates.weekendNights).toEqual([]);
    expect(rates.rooms.map((room) => room.seasons)).toEqual(ratesFile.rooms.map(() => []));
  });
});
