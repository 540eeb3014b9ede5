// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentProblems, contentRoot } from "../src/content/check/content";
import { currencyLaunchItems } from "../src/content/check/currency-switch";
import { rateSpreadWarnings } from "../src/content/check/rate-spread";
import { jsonFiles } from "./content-format";
import { useSample } from "./use-sample";

let copy = "";
function contentCopy(): string {
  copy = mkdtempSync(join(tmpdir(), "sample-"));
  cpSync(contentRoot, copy, { recursive: true });
  return copy;
}
afterEach(() => copy && rmSync(copy, { recursive: true, force: true }));
const read = (root: string, file: string) => JSON.parse(readFileSync(join(root, file), "utf8"));
const texts = (root: string) => jsonFiles(root).map((file) => readFileSync(file, "utf8"));

describe("the ready sample prices", () => {
  it("in rupees: pass every content check, with every amount entered in rupees and the ready GST table picked", () => {
    const root = contentCopy();
    useSample("inr", root);
    expect(contentProblems(root)).toEqual([]);
    expect(currencyLaunchItems(root)).toEqual([]);
    expect(read(root, "site.json").pricing).toMatchObject({
      currency: "INR",
      tax: { kind: "table", table: "india-gst-2025" },
    });
    expect(rateSpreadWarnings(read(root, "rates.json"), "INR")).toEqual([]);
  });

  it("in rupees: Indore's prices, a Deluxe Room at ₹3,499 and an Executive Suite at ₹8,999 so both GST slabs show, still marked as samples", () => {
    const root = contentCopy();
    useSample("inr", root);
    const rates = read(root, "rates.json");
    expect(rates.rooms.map((room: { room: string; base: number }) => [room.room, room.base])).toEqual([
      ["deluxe", 3499],
      ["premium", 5499],
      ["executive-suite", 8999],
    ]);
    expect(rates.sample).toBe(true);
    expect(read(root, "policies.json").sample).toBe(true);
  });

  it("change only the prices: the hotel's other facts stay as they are", () => {
    const root = contentCopy();
    const before = read(root, "site.json");
    useSample("inr", root);
    expect({ ...read(root, "site.json"), pricing: null }).toEqual({ ...before, pricing: null });
    expect(read(root, "rooms/deluxe.en.json")).toEqual(read(contentRoot, "rooms/deluxe.en.json"));
  });

  it("in dollars: give back the site's own content byte for byte", () => {
    const root = contentCopy();
    const before = texts(root);
    useSample("inr", root);
    expect(texts(root)).not.toEqual(before);
    useSample("usd", root);
    expect(texts(root)).toEqual(before);
  });

  it("refuse a set that does not exist, naming the ones that do", () => {
    expect(() => useSample("eur", contentCopy())).toThrow(/no sample set "eur": choose one of inr, usd/);
  });

  it("in dollars: set back every field the rupee set changes", () => {
    const samples = join(import.meta.dirname, "..", "samples");
    const fields = (name: string) =>
      jsonFiles(join(samples, name)).map((file) => [
        file.slice(join(samples, name).length),
        Object.keys(JSON.parse(readFileSync(file, "utf8"))),
      ]);
    expect(fields("usd")).toEqual(fields("inr"));
  });
});
