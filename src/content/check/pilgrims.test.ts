import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Pilgrims } from "../schema/pilgrims";
import type { Privacy } from "../schema/privacy";
import { contentRoot } from "./content";
import { pilgrimLaunchItems } from "./pilgrims";

/** A copy of the two files the check reads, edited. */
function contentWith(edit: (pilgrims: Pilgrims, privacy: Privacy) => void): string {
  const root = mkdtempSync(join(tmpdir(), "pilgrims-"));
  for (const file of ["pilgrims.json", "privacy.json"]) cpSync(join(contentRoot, file), join(root, file));
  const read = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8"));
  const [pilgrims, privacy] = [read("pilgrims.json") as Pilgrims, read("privacy.json") as Privacy];
  edit(pilgrims, privacy);
  writeFileSync(join(root, "pilgrims.json"), JSON.stringify(pilgrims));
  writeFileSync(join(root, "privacy.json"), JSON.stringify(privacy));
  return root;
}

/** Every checked fact marked checked by the hotel on `verified`. */
function allChecked(pilgrims: Pilgrims, verified: string) {
  const facts = [
    pilgrims.mahakaleshwar.road,
    pilgrims.mahakaleshwar.booking,
    pilgrims.mahakaleshwar.dressCode,
    ...pilgrims.mahakaleshwar.aartis,
    pilgrims.omkareshwar.road,
    pilgrims.omkareshwar.hours,
    pilgrims.khajranaGanesh.road,
    pilgrims.khajranaGanesh.hours,
    pilgrims.simhastha,
  ];
  for (const fact of facts) Object.assign(fact, { verified, sample: false });
}

describe("the pilgrims' launch items", () => {
  it("warns of every sample pilgrim fact, naming the file and the field", () => {
    const items = pilgrimLaunchItems(contentRoot, new Date(2026, 11, 2));
    expect(items).toContainEqual(
      expect.objectContaining({
        level: "warning",
        page: "/pilgrims",
        file: "src/content/pilgrims.json",
        field: "mahakaleshwar.booking.sample",
      }),
    );
    expect(items.every((item) => item.level === "warning")).toBe(true);
  });

  it("warns of a fact not checked for 90 days, and of nothing once every fact is checked and fresh", () => {
    const root = contentWith((pilgrims, privacy) => {
      allChecked(pilgrims, "2027-01-01");
      pilgrims.omkareshwar.hours.verified = "2026-10-01";
      privacy.sample = false;
    });
    expect(pilgrimLaunchItems(root, new Date(2027, 0, 10)).map((item) => item.field)).toEqual([
      "omkareshwar.hours.verified",
    ]);
  });

  it("warns while the privacy contact person is the sample", () => {
    const root = contentWith((pilgrims) => allChecked(pilgrims, "2027-01-01"));
    expect(pilgrimLaunchItems(root, new Date(2027, 0, 10))).toEqual([
      expect.objectContaining({ page: "/privacy", file: "src/content/privacy.json", field: "contact" }),
    ]);
  });
});
