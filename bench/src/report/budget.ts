/**
 * The budgets Lighthouse CI cannot check (bench/budget.json): the build's weights per route, and
 * the stricter LCP limit where the largest element is text rather than a photo. Lighthouse CI's
 * own assertions (bench/lighthouserc.*.json) are turned into the same kind of failure here, so
 * the report lists every miss in one place.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import type { ProfileName } from "../lighthouse/profiles";
import { profileNames } from "../lighthouse/profiles";
import type { RouteSummary } from "../lighthouse/lhr";

const sizeUnits: Record<string, number> = { b: 1, kb: 1000, kib: 1024, mb: 1_000_000, mib: 1024 * 1024 };

/** "80 kB" → 80000, "20 KiB" → 20480, "0 B" → 0. kB (and KB) are 1000 bytes, KiB 1024. */
export function parseSize(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|kib|mb|mib)?\s*$/i.exec(text);
  if (!match) throw new Error(`not a size: "${text}" (write e.g. "80 kB", "20 KiB", "0 B")`);
  return Number(match[1]) * sizeUnits[(match[2] ?? "b").toLowerCase()]!;
}

const size = z.string().transform((value, ctx) => {
  try {
    return parseSize(value);
  } catch (error) {
    ctx.addIssue({ code: "custom", message: (error as Error).message });
    return z.NEVER;
  }
});

export const weightKeys = [
  "htmlGzip",
  "firstTripGzip",
  "firstTripBrotli",
  "jsGzip",
  "jsEverGzip",
  "cssGzip",
  "jsBeforePaintGzip",
] as const;
export type WeightKey = (typeof weightKeys)[number];
export type Weights = { route: string } & Record<WeightKey, number>;

export const weightLabels: Record<WeightKey, string> = {
  htmlGzip: "HTML (gzip)",
  firstTripGzip: "HTML up to the hero's heading and photo (gzip)",
  firstTripBrotli: "HTML up to the hero's heading and photo (brotli)",
  jsGzip: "JavaScript without any interaction (gzip)",
  jsEverGzip: "JavaScript with every island opened (gzip)",
  cssGzip: "CSS (gzip)",
  jsBeforePaintGzip: "JavaScript before first paint (gzip)",
};

const routes = z.union([z.literal("*"), z.array(z.string().startsWith("/")).min(1)]);

const budgetSchema = z
  .object({
    $comment: z.union([z.string(), z.array(z.string())]).optional(),
    /** Where the largest contentful paint is text, not a photo: a lower LCP limit than Lighthouse CI asserts for every route. */
    lcpWhereText: z
      .array(z.object({ profile: z.enum(profileNames), maxMs: z.number().positive() }).strict())
      .default([]),
    weights: z
      .array(
        z
          .object({
            routes,
            htmlGzip: size.optional(),
            firstTripGzip: size.optional(),
            firstTripBrotli: size.optional(),
            jsGzip: size.optional(),
            jsEverGzip: size.optional(),
            cssGzip: size.optional(),
            jsBeforePaintGzip: size.optional(),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();

export type Budget = z.infer<typeof budgetSchema>;

export function parseBudget(data: unknown): Budget {
  const result = budgetSchema.safeParse(data);
  if (!result.success) {
    throw new Error(
      `Invalid budget:\n  ${result.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("\n  ")}`,
    );
  }
  return result.data;
}

export const loadBudget = (file: string) => parseBudget(JSON.parse(readFileSync(file, "utf8")));

export type Failure = {
  scope: ProfileName | "weights" | "photos" | "taps";
  route?: string;
  what: string;
  message: string;
};

/** kB are 1000 bytes, as Vite and Astro print them. */
export function formatBytes(bytes: number): string {
  if (bytes === 0) return "0";
  if (bytes < 1000) return `${Math.round(bytes)} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(2)} MB`;
}

export const formatMs = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`);

const applies = (rule: { routes: "*" | string[] }, route: string) => rule.routes === "*" || rule.routes.includes(route);

/** Every weight over its limit, naming the route. */
export function checkWeights(budget: Budget, measured: readonly Weights[]): Failure[] {
  const failures: Failure[] = [];
  for (const weights of measured) {
    for (const rule of budget.weights.filter((r) => applies(r, weights.route))) {
      for (const key of weightKeys) {
        const limit = rule[key];
        if (limit !== undefined && weights[key] > limit) {
          failures.push({
            scope: "weights",
            route: weights.route,
            what: key,
            message: `${weights.route}: ${weightLabels[key]} ${formatBytes(weights[key])} > ${formatBytes(limit)}`,
          });
        }
      }
    }
  }
  return failures;
}

/**
 * Routes whose largest contentful paint is text and slower than the text limit. The element is
 * the one of the run with the median LCP; when Lighthouse named none, the (stricter) text limit applies.
 */
export function checkTextLcp(budget: Budget, profile: ProfileName, summaries: readonly RouteSummary[]): Failure[] {
  const failures: Failure[] = [];
  for (const rule of budget.lcpWhereText.filter((r) => r.profile === profile)) {
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
