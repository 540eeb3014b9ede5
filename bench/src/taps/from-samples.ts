/**
 * The tap table from the samples a tap run wrote as it went (bench/.dist/taps-samples.jsonl): for
 * a run that was cut short, or to print the table again.
 *
 *   node --import tsx bench/src/taps/from-samples.ts [samples file]
 *
 * The figures are judged by the tap budgets of budgets.json as it is now.
 */
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadBudgets } from "../../../test/support/budgets";
import { controlsIn, tapLocales } from "./controls";
import { summariseTaps, tapSection, type TapResults, type TapSample } from "./summary";

const file = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "..", "..", ".dist", "taps-samples.jsonl"));
const [first, ...rest] = readFileSync(file, "utf8").split("\n").filter(Boolean);
const conditions = JSON.parse(first!) as Omit<TapResults, "rows" | "samples" | "budgets"> & { controls: string[] };
const budgets = loadBudgets().taps;
if (!budgets) throw new Error('budgets.json has no tap budgets ("taps").');
const samples = rest.map((line) => JSON.parse(line) as TapSample);
const controls = controlsIn("en").filter((c) => conditions.controls.includes(c.id));
const rows = summariseTaps(controls, tapLocales, samples);
// A run cut short: the heading gives the runs every control measured so far has had.
const settled = new Map<string, number>();
for (const s of samples.filter((s) => s.timing === "settled")) {
  const key = `${s.control} ${s.locale} ${s.profile}`;
  settled.set(key, (settled.get(key) ?? 0) + 1);
}
console.log(
  tapSection({
    ...conditions,
    budgets,
    runs: Math.min(conditions.runs, ...settled.values()),
    loadAverage: [...conditions.loadAverage, os.loadavg()[0]!],
    rows,
    samples,
  }).join("\n"),
);
