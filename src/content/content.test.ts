import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentProblems, contentRoot } from "./content-check";

/** A copy of src/content to spoil: the tests never touch the repository's own files. */
let copy = "";
function contentCopy(): string {
  copy = mkdtempSync(join(tmpdir(), "content-"));
  cpSync(contentRoot, copy, { recursive: true, filter: (src) => !src.endsWith(".ts") });
  return copy;
}
afterEach(() => copy && rmSync(copy, { recursive: true, force: true }));

function edit(root: string, file: string, change: (data: Record<string, unknown>) => void) {
  const data = JSON.parse(readFileSync(join(root, file), "utf8"));
  change(data);
  writeFileSync(join(root, file), JSON.stringify(data));
}

describe("content", () => {
  it("passes every schema, with every entry in every language", () => {
    expect(contentProblems()).toEqual([]);
  });

  it("names the file and the field of a phone number that is not one", () => {
    const root = contentCopy();
    edit(root, "site.json", (site) => ((site.phones as Record<string, string>).frontDesk = "call us"));
    expect(contentProblems(root)).toEqual([
      expect.stringMatching(/^src\/content\/site\.json: phones\.frontDesk: must be a phone number/),
    ]);
  });

  it("refuses a site URL with a trailing slash, which would double slashes in canonical links", () => {
    const root = contentCopy();
    edit(root, "site.json", (site) => (site.url = "https://x.example/"));
    expect(contentProblems(root)).toEqual([expect.stringMatching(/^src\/content\/site\.json: url:/)]);
  });

  it("refuses a room price of zero, naming the room's file", () => {
    const root = contentCopy();
    edit(root, "rooms/deluxe.en.json", (room) => (room.price = 0));
    expect(contentProblems(root)).toEqual([expect.stringMatching(/^src\/content\/rooms\/deluxe\.en\.json: price: /)]);
  });

  it("refuses an empty Hindi room name, naming the Hindi file", () => {
    const root = contentCopy();
    edit(root, "rooms/premium.hi.json", (room) => (room.name = ""));
    expect(contentProblems(root)).toEqual([expect.stringMatching(/^src\/content\/rooms\/premium\.hi\.json: name: /)]);
  });

  it("names an entry that has no words in a language", () => {
    const root = contentCopy();
    unlinkSync(join(root, "experiences/city-centre.hi.json"));
    expect(contentProblems(root)).toEqual(["src/content/experiences/city-centre.hi.json: (file): is missing"]);
  });

  it("refuses an entry whose slug is not its file's name", () => {
    const root = contentCopy();
    edit(root, "offers/weekend.en.json", (offer) => (offer.slug = "weekends"));
    expect(contentProblems(root)).toEqual([
      'src/content/offers/weekend.en.json: slug: must be "weekend", as the file is named',
    ]);
  });

  it("refuses two entries at the same place in a list", () => {
    const root = contentCopy();
    edit(root, "halls/elegant.en.json", (hall) => (hall.order = 1));
    edit(root, "halls/grand.en.json", (hall) => (hall.order = 1));
    expect(contentProblems(root)).toEqual(["src/content/halls: order: two entries share a display order"]);
  });

  it("names an emptied sentence of a page", () => {
    const root = contentCopy();
    edit(root, "copy/home.json", (home) => ((home.hi as { hero: Record<string, string> }).hero.reserve = " "));
    expect(contentProblems(root)).toEqual(["src/content/copy/home.json: hi.hero.reserve: must not be empty"]);
  });
});
