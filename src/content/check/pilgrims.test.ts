import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Pilgrims } from "../schema/pilgrims";
import type { Privacy } from "../schema/privacy";
import { contentRoot } from "./content";
import { launchContent } from "./launch/content";
import { pilgrimLaunchItems } from "./pilgrims";

/** The pilgrims' launch items of the content under `root`, as of `today` (YYYY-MM-DD). */
const itemsOf = (root: string, today: string) =>
  pilgrimLaunchItems(
    launchContent(root, { samples: [], today, editor: (file, field) => `${file} → ${field.join(".")}` }),
  );

/** A copy of the two files the check reads, edited. */
function contentWith(edit: (pilgrims: Pilgrims, privacy: Privacy) => void): string {
  const root = mkdtempSync(join(tmpdir(), "pilgrims-"));
  cpSync(contentRoot, root, { recursive: true, filter: (src) => !src.endsWith(".ts") });
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
    const items = itemsOf(contentRoot, "2026-12-02");
    expect(items).toContainEqual(
      expect.objectContaining({
        level: "warning",
        page: "/pilgrims: Ujjain, Omkareshwar and Simhastha",
        file: "pilgrims.json",
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
    expect(itemsOf(root, "2027-01-10").map((item) => item.field)).toEqual(["omkareshwar.hours.verified"]);
  });
});
