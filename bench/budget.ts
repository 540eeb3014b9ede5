import { readFileSync } from "node:fs";
import { z } from "zod";
import {
  buildFigureKeys,
  buildFigures,
  formatFigure,
  formFactors,
  lighthouseFigureKeys,
  lighthouseFigures,
  type BuildFigure,
  type BuildFigures,
  type FormFactor,
  type LighthouseFigure,
  type LighthouseFigures,
} from "./figures";

const sizeUnits: Record<string, number> = { b: 1, kb: 1000, kib: 1024, mb: 1_000_000, mib: 1024 * 1024 };

/** "100 kB" → 100000, "20 KiB" → 20480, "0" → 0. kB are 1000 bytes, KiB 1024. */
export function parseSize(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|kib|mb|mib)?\s*$/i.exec(text);
  if (!match) throw new Error(`not a size: "${text}" (write e.g. "100 kB", "20 KiB", "0 B")`);
  return Number(match[1]) * sizeUnits[(match[2] ?? "b").toLowerCase()]!;
}

/** A number, or a size such as "100 kB". */
const limitValue = z.union([z.number(), z.string()]).transform((value, ctx) => {
  if (typeof value === "number") return value;
  try {
    return parseSize(value);
  } catch (error) {
    ctx.addIssue({ code: "custom", message: (error as Error).message });
    return z.NEVER;
  }
});

const limitSchema = z
  .object({ min: limitValue.optional(), max: limitValue.optional() })
  .strict()
  .refine((l) => l.min !== undefined || l.max !== undefined, "give min, max or both");

export type Limit = z.infer<typeof limitSchema>;

const routesSchema = z.union([z.literal("*"), z.array(z.string().startsWith("/")).min(1)]);

const budgetSchema = z
  .object({
    $comment: z.union([z.string(), z.array(z.string())]).optional(),
    lighthouse: z
      .array(
        z
          .object({
            formFactor: z.enum(formFactors),
            routes: routesSchema,
            figures: z.partialRecord(z.enum(lighthouseFigureKeys as [LighthouseFigure, ...LighthouseFigure[]]), limitSchema),
          })
          .strict(),
      )
      .default([]),
    build: z
      .array(
        z
          .object({
            routes: routesSchema,
            figures: z.partialRecord(z.enum(buildFigureKeys as [BuildFigure, ...BuildFigure[]]), limitSchema),
          })
          .strict(),
      )
      .default([]),
    /** Routes whose largest contentful paint must be their hero photo, served. */
    heroLcp: z.array(z.object({ formFactor: z.enum(formFactors), routes: routesSchema }).strict()).default([]),
  })
  .strict();

export type Budget = z.infer<typeof budgetSchema>;

/** Validates a budget, naming the field that is wrong. */
export function parseBudget(data: unknown): Budget {
  const result = budgetSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
    throw new Error(`Invalid budget:\n  ${problems.join("\n  ")}`);
  }
  return result.data;
}

export function loadBudget(file: string): Budget {
  return parseBudget(JSON.parse(readFileSync(file, "utf8")));
}

export type Measured = {
  lighthouse: { route: string; formFactor: FormFactor; figures: LighthouseFigures; error?: string }[];
  build: { route: string; figures: BuildFigures }[];
  heroLcp: { route: string; formFactor: FormFactor; ok: boolean; detail: string }[];
};

export type Failure = {
  scope: FormFactor | "build";
  route: string;
  /** The figure that failed, or "heroLcp" / "run" for the hero check and failed runs. */
  figure: string;
  value?: number;
  limit?: Limit;
  message: string;
};

const applies = (routes: "*" | string[], route: string) => routes === "*" || routes.includes(route);

function checkLimit(
  scope: Failure["scope"],
  route: string,
  figure: LighthouseFigure | BuildFigure,
  label: string,
  value: number | undefined,
  limit: Limit,
): Failure[] {
  const where = `${scope} ${route}`;
  const fmt = (v: number) => formatFigure(figure, v);
  if (value === undefined) return [{ scope, route, figure, limit, message: `${where}: ${label} (${figure}) was not measured` }];
  const failures: Failure[] = [];
  if (limit.min !== undefined && value < limit.min) {
    failures.push({ scope, route, figure, value, limit, message: `${where}: ${label} (${figure}) ${fmt(value)} < minimum ${fmt(limit.min)}` });
  }
  if (limit.max !== undefined && value > limit.max) {
    failures.push({ scope, route, figure, value, limit, message: `${where}: ${label} (${figure}) ${fmt(value)} > maximum ${fmt(limit.max)}` });
  }
  return failures;
}

/** Every budgeted figure that misses its limit, every failed run, and every failed hero check, each named. */
export function compareBudget(budget: Budget, measured: Measured): Failure[] {
  const failures: Failure[] = [];
  for (const result of measured.lighthouse) {
    if (result.error) {
      failures.push({ scope: result.formFactor, route: result.route, figure: "run", message: `${result.formFactor} ${result.route}: Lighthouse failed: ${result.error}` });
    }
    for (const rule of budget.lighthouse) {
      if (rule.formFactor !== result.formFactor || !applies(rule.routes, result.route)) continue;
      for (const [figure, limit] of Object.entries(rule.figures) as [LighthouseFigure, Limit][]) {
        if (result.error && result.figures[figure] === undefined) continue; // already reported as a failed run
        failures.push(...checkLimit(result.formFactor, result.route, figure, lighthouseFigures[figure].label, result.figures[figure], limit));
      }
    }
  }
  for (const result of measured.build) {
    for (const rule of budget.build) {
      if (!applies(rule.routes, result.route)) continue;
      for (const [figure, limit] of Object.entries(rule.figures) as [BuildFigure, Limit][]) {
        failures.push(...checkLimit("build", result.route, figure, buildFigures[figure].label, result.figures[figure], limit));
      }
    }
  }
  for (const check of measured.heroLcp) {
    const wanted = budget.heroLcp.some((r) => r.formFactor === check.formFactor && applies(r.routes, check.route));
    if (wanted && !check.ok) {
      failures.push({ scope: check.formFactor, route: check.route, figure: "heroLcp", message: `${check.formFactor} ${check.route}: hero photo not the served LCP element: ${check.detail}` });
    }
  }
  return failures;
}
