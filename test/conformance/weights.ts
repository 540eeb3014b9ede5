/**
 * Every built page's HTML against its gzip budget in bench/budget.json ("every route's HTML ≤ 14 kB
 * gzip", so a page arrives in the first round trip), measured as the benchmark measures it: gzip
 * level 9 of the file. Only the HTML: the JavaScript and CSS weights need the benchmark's walk.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { z } from "zod";
import {
  checkWeights,
  formatBytes,
  loadBudget,
  parseSize,
  weightKeys,
  type Budget,
  type Weights,
} from "../../bench/src/report/budget";
import type { Finding } from "./findings";

export const budgetFile = path.resolve(import.meta.dirname, "..", "..", "bench", "budget.json");

export const htmlGzipBytes = (html: string) => gzipSync(html, { level: 9 }).length;

/**
 * A route whose HTML is known to be over budget, the most it may weigh until it is brought under,
 * and why (test/conformance/weight-allow.json). The benchmark still reports it over budget; the
 * gate only stops it from growing.
 */
export type WeightAllowance = { route: string; htmlGzipMax: string; reason: string };

const allowanceSchema = z.array(
  z.object({ route: z.string().startsWith("/"), htmlGzipMax: z.string(), reason: z.string().min(10) }).strict(),
);

export function loadWeightAllowances(file = path.join(import.meta.dirname, "weight-allow.json")): WeightAllowance[] {
  const entries = allowanceSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  for (const entry of entries) parseSize(entry.htmlGzipMax);
  return entries;
}

/** Allowances no page needs any more: the route is within its budget now (or no longer built). */
export function unusedWeightAllowances(
  pages: readonly { urlPath: string; html: string }[],
  allowances: readonly WeightAllowance[],
  budget: Budget = loadBudget(budgetFile),
): WeightAllowance[] {
  return allowances.filter(
    (entry) =>
      !pages.some(
        (page) => page.urlPath === entry.route && htmlWeightFindings([{ ...page, file: "" }], budget).length > 0,
      ),
  );
}

/**
 * A finding for each page whose HTML is over its budget, unless an allowance names its route and it
 * weighs no more than the allowance's ceiling.
 */
export function htmlWeightFindings(
  pages: readonly { file: string; urlPath: string; html: string }[],
  budget: Budget = loadBudget(budgetFile),
  allowances: readonly WeightAllowance[] = [],
): Finding[] {
  const htmlOnly: Budget = { ...budget, weights: budget.weights.map(({ routes, htmlGzip }) => ({ routes, htmlGzip })) };
  const none = Object.fromEntries(weightKeys.map((key) => [key, 0])) as Omit<Weights, "route">;
  return pages.flatMap((page) => {
    const size = htmlGzipBytes(page.html);
    const allowance = allowances.find((entry) => entry.route === page.urlPath);
    if (allowance && size <= parseSize(allowance.htmlGzipMax)) return [];
    const over = allowance
      ? ` and over its allowance of ${formatBytes(parseSize(allowance.htmlGzipMax))} (test/conformance/weight-allow.json)`
      : "";
    return checkWeights(htmlOnly, [{ ...none, route: page.urlPath, htmlGzip: size }]).map((failure): Finding => ({
      checker: "weights",
      severity: "error",
      file: page.file,
      line: 1,
      column: 1,
      message: `${failure.message} (bench/budget.json)${over}`,
    }));
  });
}
