// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentRoot } from "../src/content/check/content";
import { editorFormat, formatFiles, formatProblems } from "./content-format";

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

  it("orders a large object as the editor saved site.json after a WhatsApp edit, and keeps a small one's order", () => {
    const site = JSON.parse(readFileSync(join(contentRoot, "site.json"), "utf8"));
    // The order Decap 3.16 wrote site.json in, recorded from a Publish in the browser (e2e/editor.spec.ts).
    expect(Object.keys(JSON.parse(editorFormat(site)))).toEqual([
      "ogImage",
      "copyrightYear",
      "phones",
      "pricing",
      "name",
      "hstsIncludeSubDomains",
      "editor",
      "social",
      "url",
      "geo",
      "whatsapp",
      "totalRooms",
      "address",
      "emails",
      "heroPhoto",
      "foundedYear",
    ]);
    expect(editorFormat({ b: 1, a: [1, 2] })).toBe('{\n  "b": 1,\n  "a": [\n    1,\n    2\n  ]\n}\n');
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
