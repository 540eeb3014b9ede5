import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { listFolders, listIn, listInOrder } from "../lists";
import { listCollections } from "../schema/registry";
import { contentRoot } from "./content";

/** The folders under src/content that hold list entries (`<key>.<language>.json`), not the dictionaries in copy/. */
const listFoldersOnDisk = readdirSync(contentRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !["copy", "schema", "read", "check"].includes(entry.name))
  .map((entry) => entry.name);

describe("the lists' globs (src/content/lists.ts)", () => {
  it("read exactly the folders the registry validates", () => {
    expect([...listFolders].sort()).toEqual(listCollections.map((list) => list.folder).sort());
  });

  it("read every list folder on disk", () => {
    expect([...listFolders].sort()).toEqual(listFoldersOnDisk.sort());
  });

  it("give each entry its words in the language asked, over the English file's facts", () => {
    const [english] = listInOrder("rooms");
    const hindi = listIn("rooms", "hi").find((room) => room.slug === english.slug)!;
    expect(hindi.guests).toBe(english.guests);
    expect(hindi.name).not.toBe(english.name);
  });

  it("join the gallery's words by id, its entries' key", () => {
    expect(listIn("gallery", "hi").every((item) => /[\u0900-\u097F]/.test(item.title))).toBe(true);
  });
});
