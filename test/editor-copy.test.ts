import { describe, expect, it } from "vitest";
import { adminConfig } from "../scripts/admin-config";
import { changedFiles, changedLines, jsonOf, roundTrips, withEdits, workingCopyFiles } from "./editor-copy";

/** The value at a path in a copy's JSON file. */
const valueIn = (files: Record<string, string>, file: string, at: (string | number)[]) =>
  at.reduce<unknown>(
    (value, key) => (value as Record<string | number, unknown>)[key],
    jsonOf(files, file.replace(/^src\/content\//, "")),
  );

describe("the editor's round trip, planned from its configuration", () => {
  const files = workingCopyFiles();
  const trips = roundTrips(adminConfig(), files);

  it("edits every collection: a list's first entry in both languages, each facts file, each page's words in both", () => {
    const config = adminConfig() as { collections: { name: string }[] };
    expect(new Set(trips.map(({ entry }) => entry.split("/")[0]))).toEqual(
      new Set(config.collections.map(({ name }) => name)),
    );
    for (const { entry, edits } of trips) {
      const panes = edits.map(({ pane }) => pane);
      expect(panes, entry).toEqual(panes.includes("_default") ? ["_default"] : ["en", "hi"]);
    }
  });

  it("gives every field a new value, and a save of them changes exactly the files edited", () => {
    for (const { entry, edits } of trips) {
      for (const { file, at, value } of edits) expect(valueIn(files, file, at), entry).not.toEqual(value);
      const saved = withEdits(files, edits);
      for (const { file, at, value } of edits) expect(valueIn(saved, file, at), entry).toEqual(value);
      expect(changedFiles(files, saved), entry).toEqual([...new Set(edits.map(({ file }) => file))].sort());
    }
  });

  it("throws, naming the file, for an entry with no field to edit", () => {
    const config = { collections: [{ name: "empty", files: [{ name: "x", file: "src/content/x.json", fields: [] }] }] };
    const copy = { "src/content/x.json": Buffer.from("{}").toString("base64") };
    expect(() => roundTrips(config, copy)).toThrow(/^src\/content\/x\.json: no field/);
  });
});

describe("the lines a save changed", () => {
  const copy = (text: string) => ({ "src/content/a.json": Buffer.from(text).toString("base64") });

  it("are the lines written in place of others, in order", () => {
    expect(changedLines(copy("{\n  a: 1,\n  b: 2\n}"), copy("{\n  a: 1,\n  b: 3\n}"), "a.json")).toEqual(["  b: 3"]);
  });

  it("are the whole file when lines were added or removed, to show what moved", () => {
    expect(changedLines(copy("{\n}"), copy("{\n  a: 1\n}"), "a.json")).toEqual(["{", "  a: 1", "}"]);
  });
});
