import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "vitest";
import { launchCheck, samplesRoot } from "../../scripts/launch-check";
import { readSampleSets } from "../../src/content/check/launch/content";
import { blockersIn } from "../../src/content/check/launch/items";
import { sampleFactTexts } from "../../src/content/check/launch/sample-facts";
import { fixtureHotel } from "../fixture-hotel";
import { readOverridesState } from "../site-overrides";
import { parsePage } from "../conformance/pages";

/**
 * The copy of the site with content overrides is the fixture hotel (test/fixture-hotel.ts), built
 * with SITE_ENV=production: the launch check let it build, and not one fact of the sample hotel
 * reached any built file.
 */
const root = () => readOverridesState()!.root;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

test("the launch check finds no blocker in the fixture hotel's content", () => {
  expect(blockersIn(launchCheck(join(root(), "src", "content")))).toEqual([]);
});

test("no built file holds a fact of the sample hotel", () => {
  const texts = sampleFactTexts(readSampleSets(samplesRoot));
  expect(texts).toContain("+91 90000 00000");
  // A fact as a whole word: the fixture's own https://www.instagram.com/narmadaresidency holds the sample's https://www.instagram.com/.
  const pattern = new RegExp(`(?<![\\w@.-])(?:${texts.map(escaped).join("|")})(?![\\w-])`);
  const dist = join(root(), "dist");
  const found = filesUnder(dist).flatMap((file) => {
    const match = pattern.exec(readFileSync(file, "latin1"));
    return match ? [`${relative(dist, file)}: ${match[0]}`] : [];
  });
  expect(found).toEqual([]);
});

test("the home page names the fixture hotel, and shows no simulated occupancy and no sample notice", () => {
  const { document } = parsePage("index.html", "/", readFileSync(join(root(), "dist", "index.html"), "utf8"));
  expect(document.querySelector("h1")?.textContent).toContain(fixtureHotel.name);
  expect(document.body.textContent).not.toMatch(/Rooms occupied|Sample reviews: the hotel has not yet published/);
});
