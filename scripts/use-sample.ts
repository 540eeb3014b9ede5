/**
 * Turns on a ready set of sample prices: the hotel as it would look in rupees with GST, or back in
 * dollars. A set is an overlay under samples/<name>/: each file holds only the fields that differ
 * (site.json's pricing, the rates, the extra bed, per-plate prices, dishes, an experience's price),
 * and each of its fields replaces that field of the content file of the same path. Every other
 * fact, the hotel's own included, is left as it is. The sample flags (rates.json, policies.json)
 * stay set: these are samples, and the launch check says so.
 *
 *   npm run use-sample -- inr     rupees, GST by the ready table (5% up to ₹7,500 a night, 18% above)
 *   npm run use-sample -- usd     the dollar demo, as the site ships
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { editorFormat, jsonFiles } from "./content-format";

type Json = Record<string, unknown>;
const samplesFolder = join(import.meta.dirname, "..", "samples");

/** The price sets there are: the folders under samples/, but the demo's snapshot of its facts (samples/README.md). */
export const sampleNames = () =>
  readdirSync(samplesFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "demo")
    .map((entry) => entry.name)
    .sort();

/** A content file with the overlay's fields in place of its own, the others kept where they were. */
export function overlaid(content: Json, overlay: Json): Json {
  return { ...content, ...overlay };
}

/** Writes sample set `name` over the content under `contentRoot`; returns the files it wrote. */
export function useSample(name: string, contentRoot: string, samples = samplesFolder): string[] {
  const folder = join(samples, name);
  if (!existsSync(folder) || name === "demo")
    throw new Error(`no sample set "${name}": choose one of ${sampleNames().join(", ")}`);
  return jsonFiles(folder).map((file) => {
    const path = file.slice(folder.length + 1);
    const target = join(contentRoot, path);
    if (!existsSync(target)) throw new Error(`samples/${name}/${path}: src/content/${path} does not exist`);
    const content = JSON.parse(readFileSync(target, "utf8")) as Json;
    writeFileSync(target, editorFormat(overlaid(content, JSON.parse(readFileSync(file, "utf8")) as Json), path));
    return `src/content/${path}`;
  });
}

if (process.argv[1]?.endsWith("use-sample.ts")) {
  const name = process.argv[2];
  if (!name) {
    console.error(`Which sample set? npm run use-sample -- <${sampleNames().join("|")}>`);
    process.exit(1);
  }
  const written = useSample(name, join(process.cwd(), "src", "content"));
  console.log(`${written.length} files now hold the "${name}" sample prices:\n${written.join("\n")}`);
}
