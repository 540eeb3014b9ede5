/**
 * The benchmark's verdicts on the budgets in budgets.json (read by test/support/budgets.ts): the
 * lower LCP limit where the largest element is text, which Lighthouse CI cannot check; Lighthouse
 * CI's own assertions, turned into the same kind of failure; and routes with runs missing. With the
 * weights' failures (checkWeights) and the taps', the report lists every miss in one place.
 */
import type { Budgets, WeightFailure } from "../../../test/support/budgets";
import type { ProfileName } from "../lighthouse/profiles";
import type { RouteSummary } from "../lighthouse/lhr";

export type Failure =
  | WeightFailure
  | {
      scope: ProfileName | "photos" | "taps" | "navigation";
      route?: string;
      what: string;
      message: string;
    };

export const formatMs = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`);

/**
 * Routes whose largest contentful paint is text and slower than the text limit. The element is
 * the one of the run with the median LCP; when Lighthouse named none, the (stricter) text limit applies.
 */
export function checkTextLcp(
  budgets: Pick<Budgets, "lcpWhereText">,
  profile: ProfileName,
  summaries: readonly RouteSummary[],
): Failure[] {
  const failures: Failure[] = [];
  for (const rule of budgets.lcpWhereText.filter((r) => r.profile === profile)) {
    for (const s of summaries) {
      const lcp = s.median.lcp;
      if (lcp === undefined || s.lcpElement?.kind === "photo" || lcp <= rule.maxMs) continue;
      const element = s.lcpElement
        ? `<${s.lcpElement.tag}>${s.lcpElement.label ? ` "${s.lcpElement.label.slice(0, 50)}"` : ""}`
        : "an element Lighthouse did not name";
      failures.push({
        scope: profile,
        route: s.route,
        what: "lcp-text",
        message: `${profile} ${s.route}: LCP ${formatMs(lcp)} > ${formatMs(rule.maxMs)} where the largest element is text (${element})`,
      });
    }
  }
  return failures;
}

/** One entry of Lighthouse CI's `.lighthouseci/assertion-results.json`. */
export type AssertionResult = {
  url: string;
  auditId?: string;
  auditProperty?: string;
  name: string;
  operator: string;
  expected: number;
  actual: number;
  values: number[];
  passed: boolean;
  level?: "error" | "warn" | "off";
};

const assertionUnits: Record<string, (v: number) => string> = {
  "largest-contentful-paint": formatMs,
  "total-blocking-time": formatMs,
  "first-contentful-paint": formatMs,
  "cumulative-layout-shift": (v) => v.toFixed(3),
};

/** Lighthouse CI's failed error-level assertions as failures: "mid-tier /hi: total-blocking-time 61 ms > 50 ms (median of 12, 61, 80 ms)". */
export function assertionFailures(
  profile: ProfileName,
  results: readonly AssertionResult[],
  routeOf: (url: string) => string,
): Failure[] {
  return results
    .filter((r) => !r.passed && (r.level ?? "error") === "error")
    .map((r) => {
      const what = [r.auditId, r.auditProperty].filter(Boolean).join(":") || r.name;
      const isScore = r.auditId === "categories";
      const fmt = isScore
        ? (v: number) => String(Math.round(v * 100))
        : (assertionUnits[r.auditId ?? ""] ?? ((v: number) => String(Math.round(v * 1000) / 1000)));
      const op = r.operator === ">=" ? "<" : r.operator === "<=" ? ">" : `not ${r.operator}`;
      const route = routeOf(r.url);
      return {
        scope: profile,
        route,
        what,
        message: `${profile} ${route}: ${what} ${fmt(r.actual)} ${op} ${fmt(r.expected)} (runs: ${r.values.map(fmt).join(", ")})`,
      };
    });
}

/** A route with fewer runs than asked for (a run Lighthouse could not finish). */
export function checkRunCounts(profile: ProfileName, summaries: readonly RouteSummary[], runs: number): Failure[] {
  return summaries
    .filter((s) => s.runs < runs)
    .map((s) => ({
      scope: profile,
      route: s.route,
      what: "runs",
      message: `${profile} ${s.route}: ${s.runs} of ${runs} Lighthouse runs finished`,
    }));
}
