// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentRoot } from "../src/content/check/content";
import { editorFieldsOf, editorFormat, formatFiles, formatProblems, inFieldOrder } from "./content-format";

let copy = "";
function contentCopy(): string {
  copy = mkdtempSync(join(tmpdir(), "format-"));
  cpSync(contentRoot, copy, { recursive: true, filter: (src) => !src.endsWith(".ts") });
  return copy;
}
afterEach(() => copy && rmSync(copy, { recursive: true, force: true }));

describe("the content files' format", () => {
  it("is the editor's for every content file, so a Publish rewrites no line the owner did not change", () => {
    expect(formatProblems(contentRoot)).toEqual([]);
  });

  it("orders an edited file's keys as the editor's fields, at every depth, keys it does not name last, and leaves other files' order alone", () => {
    const site = JSON.parse(readFileSync(join(contentRoot, "site.json"), "utf8"));
    const fields = (editorFieldsOf("site.json")?.fields ?? []).map((field) => field.name);
    // Sveltia writes an entry's keys in the configuration's field order (e2e/editor.spec.ts saves every collection).
    expect(Object.keys(JSON.parse(editorFormat({ ...site, unknown: 1 }, "site.json")))).toEqual([
      ...fields.filter((name) => name in site),
      "unknown",
    ]);
    expect(fields.slice(0, 3)).toEqual(["name", "url", "foundedYear"]);
    const room = { photoAlts: ["a"], name: "x", photos: [{ alt: "b", src: "/p.jpg" }], order: 1 };
    expect(Object.keys(JSON.parse(editorFormat(room, "rooms/x.en.json")))).toEqual([
      "order",
      "photos",
      "name",
      "photoAlts",
    ]);
    // A page's words: each language's words in the fields' order.
    const words = JSON.parse(editorFormat({ en: { b: 1, a: 2 }, hi: { b: 3, a: 4 } }, "copy/policies.json"));
    expect(Object.keys(words)).toEqual(["en", "hi"]);
    expect(editorFormat({ b: 1, a: [1, 2] })).toBe('{\n  "b": 1,\n  "a": [\n    1,\n    2\n  ]\n}\n');
    expect(editorFormat({ b: 1, a: 2 }, "tax-tables.json")).toBe('{\n  "b": 1,\n  "a": 2\n}\n');
  });

  it("orders a list's items and a group's keys by their fields", () => {
    const fields = [
      { name: "a", fields: [{ name: "x" }, { name: "y" }] },
      { name: "b", fields: [{ name: "z" }, { name: "w" }] },
    ];
    expect(inFieldOrder({ b: [{ w: 1, z: 2 }], a: { y: 1, x: 2 } }, fields)).toStrictEqual({
      a: { x: 2, y: 1 },
      b: [{ z: 2, w: 1 }],
    });
  });

  it("finds a file a hand edit left in another layout, naming it, and npm run format puts it back", () => {
    const root = contentCopy();
    const file = join(root, "rooms", "deluxe.hi.json");
    const data = JSON.parse(readFileSync(file, "utf8"));
    writeFileSync(file, `${JSON.stringify(data, null, 4)}\n`);
    expect(formatProblems(root)).toEqual([
      "rooms/deluxe.hi.json: not in the editor's format (npm run format rewrites it)",
    ]);
    expect(formatFiles(root)).toEqual([file]);
    expect(formatProblems(root)).toEqual([]);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(data);
  });
});
