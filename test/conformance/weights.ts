/**
 * Every built page's HTML against its gzip budget in bench/budget.json ("every route's HTML ≤ 14 kB
 * gzip", so a page arrives in the first round trip), measured as the benchmark measures it: gzip
 * level 9 of the file. Only the HTML: the JavaScript and CSS weights need the benchmark's walk.
 */
import path from "node:path";
import { gzipSync } from "node:zlib";
import { checkWeights, loadBudget, weightKeys, type Budget, type Weights } from "../../bench/budget";
import type { Finding } from "./findings";

export const budgetFile = path.resolve(import.meta.dirname, "..", "..", "bench", "budget.json");

export const htmlGzipBytes = (html: string) => gzipSync(html, { level: 9 }).length;

/** A finding for each page whose HTML is over its budget. */
export function htmlWeightFindings(
  pages: readonly { file: string; urlPath: string; html: string }[],
  budget: Budget = loadBudget(budgetFile),
): Finding[] {
  const htmlOnly: Budget = { ...budget, weights: budget.weights.map(({ routes, htmlGzip }) => ({ routes, htmlGzip })) };
  const none = Object.fromEntries(weightKeys.map((key) => [key, 0])) as Omit<Weights, "route">;
  return pages.flatMap((page) =>
    checkWeights(htmlOnly, [{ ...none, route: page.urlPath, htmlGzip: htmlGzipBytes(page.html) }]).map(
      (failure): Finding => ({
        checker: "weights",
        severity: "error",
        file: page.file,
        line: 1,
        column: 1,
        message: `${failure.message} (bench/budget.json)`,
      }),
    ),
  );
}
