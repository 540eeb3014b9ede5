/**
 * Every built page's HTML against its gzip budget in budgets.json ("every route's HTML ≤ 14 kB
 * gzip", so a page arrives in the first round trip), measured as the benchmark measures it: gzip
 * level 9 of the file. Only the HTML: the JavaScript and CSS weights need the benchmark's walk.
 */
import { gzipSync } from "node:zlib";
import {
  checkWeights,
  loadBudgets,
  weightKeys,
  type Budgets,
  type WeightAllowance,
  type Weights,
} from "../support/budgets";
import type { Finding } from "./findings";

export const htmlGzipBytes = (html: string) => gzipSync(html, { level: 9 }).length;

/**
 * The allowances of budgets.json: a route whose HTML is known to be over budget, the most it may
 * weigh until it is brought under, and why. The benchmark still reports it over budget; the gate
 * only stops it from growing.
 */
export const loadWeightAllowances = (): WeightAllowance[] => loadBudgets().weightAllowances;

/** Allowances no page needs any more: the route is within its budget now (or no longer built). */
export function unusedWeightAllowances(
  pages: readonly { urlPath: string; html: string }[],
  allowances: readonly WeightAllowance[],
  budgets: Pick<Budgets, "weights"> = loadBudgets(),
): WeightAllowance[] {
  return allowances.filter(
    (entry) =>
      !pages.some(
        (page) => page.urlPath === entry.route && htmlWeightFindings([{ ...page, file: "" }], budgets).length > 0,
      ),
  );
}

/**
 * A finding for each page whose HTML is over its budget, unless an allowance names its route and it
 * weighs no more than the allowance's ceiling (checkWeights applies the allowances, as for the benchmark).
 */
export function htmlWeightFindings(
  pages: readonly { file: string; urlPath: string; html: string }[],
  budgets: Pick<Budgets, "weights"> = loadBudgets(),
  allowances: readonly WeightAllowance[] = [],
): Finding[] {
  const htmlOnly = {
    weights: budgets.weights.map(({ routes, htmlGzip, why }) => ({ routes, htmlGzip, why })),
    weightAllowances: allowances,
  };
  const none = Object.fromEntries(weightKeys.map((key) => [key, 0])) as Omit<Weights, "route">;
  return pages.flatMap((page) =>
    checkWeights(htmlOnly, [{ ...none, route: page.urlPath, htmlGzip: htmlGzipBytes(page.html) }]).map(
      (failure): Finding => ({
        checker: "weights",
        severity: "error",
        file: page.file,
        line: 1,
        column: 1,
        message: `${failure.message} (budgets.json)`,
      }),
    ),
  );
}
