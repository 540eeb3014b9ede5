/**
 * The budgets file, budgets.json at the root: every budget the site is held to, each with its reason
 * (`why`). The build's weights per route and the allowances of pages known to be over their HTML
 * budget (the benchmark and the conformance gate read them), Lighthouse's assertions per profile
 * (the benchmark makes Lighthouse CI's configuration from them), the lower LCP limit where the
 * largest element is text, the taps' budgets and the navigation's (between pages, Back, speculation bytes). Shared by the site's tests and the benchmark, so
 * it lives here; parseBudgets names the field of a bad entry.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

export const budgetsFile = path.resolve(import.meta.dirname, "..", "..", "budgets.json");

/** The benchmark's Lighthouse profiles, each with budgets of its own: two calibrated phones and Lighthouse's fixed 4×. */
export const budgetProfiles = ["mid-tier", "low-tier", "default"] as const;
export type BudgetProfile = (typeof budgetProfiles)[number];
/** The phones the taps are measured on. */
export const tapPhones = ["mid-tier", "low-tier"] as const;

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

/** Why the budget is what it is, for the next person tempted to raise it. */
const why = z.string().min(20, "say why, in a sentence");

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

const route = z.string().startsWith("/");

const weightRule = z
  .object({
    routes: z.union([z.literal("*"), z.array(route).min(1)]),
    htmlGzip: size.optional(),
    firstTripGzip: size.optional(),
    firstTripBrotli: size.optional(),
    jsGzip: size.optional(),
    jsEverGzip: size.optional(),
    cssGzip: size.optional(),
    jsBeforePaintGzip: size.optional(),
    why,
  })
  .strict();

/** A page known to be over its HTML budget: the most it may weigh until it is brought under. */
const weightAllowance = z.object({ route, htmlGzipMax: size, why }).strict();

/** A Lighthouse CI assertion: a category's minimum score or an audit's maximum value, the median of the runs. */
const lighthouseAssertion = z
  .object({
    /** A category (`categories:seo`) or an audit id (`total-blocking-time`). */
    audit: z.string().regex(/^(categories:)?[a-z][a-z-]*$/, "an audit id or categories:<id>"),
    minScore: z.number().min(0).max(1).optional(),
    maxNumericValue: z.number().nonnegative().optional(),
    /** The URLs it applies to, a regular expression (Lighthouse CI's matchingUrlPattern); every URL when absent. */
    urls: z
      .string()
      .refine((pattern) => {
        try {
          new RegExp(pattern);
          return true;
        } catch {
          return false;
        }
      }, "not a regular expression")
      .optional(),
    why,
  })
  .strict()
  .refine((a) => (a.minScore === undefined) !== (a.maxNumericValue === undefined), {
    message: "give exactly one of minScore and maxNumericValue",
    path: ["minScore"],
  });
export type LighthouseAssertion = z.infer<typeof lighthouseAssertion>;

const perPhone = z.object({ "mid-tier": z.number().positive(), "low-tier": z.number().positive(), why }).strict();

const budgetsSchema = z
  .object({
    $comment: z.union([z.string(), z.array(z.string())]).optional(),
    weights: z.array(weightRule).default([]),
    weightAllowances: z.array(weightAllowance).default([]),
    /** Where the largest contentful paint is text, not a photo: a lower LCP limit than Lighthouse CI asserts for every route. */
    lcpWhereText: z
      .array(z.object({ profile: z.enum(budgetProfiles), maxMs: z.number().positive(), why }).strict())
      .default([]),
    lighthouse: z.partialRecord(z.enum(budgetProfiles), z.array(lighthouseAssertion)).default({}),
    /** Tap → the answer's usable part visible and hit-testable, early and settled, and the tap's longest Event Timing entry, in ms. */
    taps: z.object({ early: perPhone, settled: perPhone, eventTiming: perPhone }).strict().optional(),
    /**
     * Between pages (bench/src/navigation): tap → the next page's first contentful paint on the journey's
     * links, Back → the restored page's paint, in ms; and the bytes speculation fetches for a guest who
     * opens the home page and leaves.
     */
    navigation: z
      .object({
        firstPaint: perPhone,
        back: perPhone,
        speculationBytes: z.object({ max: size, why }).strict(),
      })
      .strict()
      .optional(),
  })
  .strict();

export type Budgets = z.infer<typeof budgetsSchema>;
export type TapBudgets = NonNullable<Budgets["taps"]>;
export type NavigationBudgets = NonNullable<Budgets["navigation"]>;
export type WeightAllowance = Budgets["weightAllowances"][number];

/** The budgets, checked; a bad entry throws, naming its field ("weights.0.cssGzip: not a size: …"). */
export function parseBudgets(data: unknown): Budgets {
  const result = budgetsSchema.safeParse(data);
  if (!result.success) {
    throw new Error(
      `Invalid budgets:\n  ${result.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("\n  ")}`,
    );
  }
  return result.data;
}

export const loadBudgets = (file = budgetsFile) => parseBudgets(JSON.parse(readFileSync(file, "utf8")));

/** kB are 1000 bytes, as Vite and Astro print them. */
export function formatBytes(bytes: number): string {
  if (bytes === 0) return "0";
  if (bytes < 1000) return `${Math.round(bytes)} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(2)} MB`;
}

/** A weight over its limit; `what` is the weight's key (WeightKey). */
export type WeightFailure = { scope: "weights"; route: string; what: string; message: string };

const applies = (rule: { routes: "*" | string[] }, route: string) => rule.routes === "*" || rule.routes.includes(route);

/** The budgets a weight is judged by: the limits, and the allowances of pages known to be over their HTML budget. */
type WeightBudgets = Pick<Budgets, "weights"> & { weightAllowances?: readonly WeightAllowance[] };

const allowanceOf = (budgets: WeightBudgets, route: string) =>
  budgets.weightAllowances?.find((entry) => entry.route === route);

/**
 * Every weight over its limit, naming the route. A route with an allowance fails its HTML weight only
 * over the allowance's ceiling: the benchmark and the conformance gate read the same ceilings.
 */
export function checkWeights(budgets: WeightBudgets, measured: readonly Weights[]): WeightFailure[] {
  const failures: WeightFailure[] = [];
  for (const weights of measured) {
    const allowance = allowanceOf(budgets, weights.route);
    for (const rule of budgets.weights.filter((r) => applies(r, weights.route))) {
      for (const key of weightKeys) {
        const limit = rule[key];
        if (limit === undefined || weights[key] <= limit) continue;
        const allowed = key === "htmlGzip" ? allowance : undefined;
        if (allowed && weights[key] <= allowed.htmlGzipMax) continue;
        failures.push({
          scope: "weights",
          route: weights.route,
          what: key,
          message: `${weights.route}: ${weightLabels[key]} ${formatBytes(weights[key])} > ${formatBytes(limit)}${allowed ? ` and over its allowance of ${formatBytes(allowed.htmlGzipMax)}` : ""}`,
        });
      }
    }
  }
  return failures;
}

/**
 * The pages over their HTML budget that an allowance accepts, one line each: a page let through by
 * its allowance is still named wherever the weights are reported.
 */
export function allowedOverBudget(budgets: WeightBudgets, measured: readonly Weights[]): string[] {
  return measured.flatMap((weights) => {
    const allowance = allowanceOf(budgets, weights.route);
    if (!allowance || checkWeights({ weights: budgets.weights }, [weights]).every((f) => f.what !== "htmlGzip"))
      return [];
    if (weights.htmlGzip > allowance.htmlGzipMax) return [];
    return [
      `${weights.route}: ${weightLabels.htmlGzip} ${formatBytes(weights.htmlGzip)}, over budget but within its allowance of ${formatBytes(allowance.htmlGzipMax)} (budgets.json's weightAllowances)`,
    ];
  });
}
