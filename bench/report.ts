/** The results file's shape, and the markdown the benchmark prints. Pure. */
import type { BuildSizes } from "./assets";
import type { Failure, Measured } from "./budget";
import {
  buildFigures,
  formatBytes,
  formatFigure,
  lighthouseFigureKeys,
  lighthouseFigures,
  type BuildFigure,
  type BuildFigures,
  type FormFactor,
  type LighthouseFigures,
} from "./figures";
import type { LcpElement } from "./hero";

export type FormFactorResult = {
  /** The median of each figure over the successful runs. */
  median: LighthouseFigures;
  runs: LighthouseFigures[];
  errors: string[];
  /** From the run with the median performance score. */
  lcpElement?: LcpElement;
  /** Audits below full marks in accessibility, best practices and SEO (median run). */
  notes: string[];
  /** The HTML report of the median run. */
  report?: string;
};

export type RouteResult = {
  route: string;
  file: string;
  build: BuildSizes;
  buildFigures: BuildFigures;
  lighthouse: Partial<Record<FormFactor, FormFactorResult>>;
};

export type Results = {
  date: string;
  durationMs: number;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGB: number;
    platform: string;
    node: string;
    browser?: string;
    lighthouse?: string;
    /** Lighthouse's measure of CPU speed (higher is faster), median over the runs. */
    benchmarkIndex?: number;
    /** The one-minute load average when the runs started and when they ended. */
    loadAverage?: number[];
  };
  options: { runs: number; formFactors: FormFactor[]; routes: string[] };
  routes: RouteResult[];
  heroLcp: Measured["heroLcp"];
  photoServer?: { requests: number; bytes: number; failed: number };
  failures: Failure[];
};

export function buildFiguresOf(sizes: BuildSizes): BuildFigures {
  return {
    jsGzip: sizes.js.gzip,
    jsBrotli: sizes.js.brotli,
    cssGzip: sizes.css.gzip,
    cssBrotli: sizes.css.brotli,
    blockingJsGzip: sizes.blockingJs.gzip,
    blockingCssGzip: sizes.blockingCss.gzip,
    inlineHeadJsGzip: sizes.inlineHeadJs.gzip,
  };
}

/** What `compareBudget` checks, taken from the results. */
export function measuredOf(routes: readonly RouteResult[], heroLcp: Measured["heroLcp"]): Measured {
  return {
    lighthouse: routes.flatMap((r) =>
      (Object.entries(r.lighthouse) as [FormFactor, FormFactorResult][]).map(([formFactor, result]) => ({
        route: r.route,
        formFactor,
        figures: result.median,
        error: result.runs.length === 0 ? result.errors.join("; ") || "no run succeeded" : undefined,
      })),
    ),
    build: routes.map((r) => ({ route: r.route, figures: r.buildFigures })),
    heroLcp,
  };
}

/** A markdown table; `align` "r" right-aligns a column (numbers). Pipes in cells are escaped. */
export function markdownTable(headers: readonly string[], rows: readonly (readonly string[])[], align: readonly ("l" | "r")[] = []): string {
  const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(" | ")} |`;
  const rule = `|${headers.map((_, i) => (align[i] === "r" ? "---:" : "---")).join("|")}|`;
  return [line(headers), rule, ...rows.map(line)].join("\n");
}

const failureKey = (scope: string, route: string, figure: string) => `${scope}|${route}|${figure}`;

function failedSet(failures: readonly Failure[]): Set<string> {
  return new Set(failures.map((f) => failureKey(f.scope, f.route, f.figure)));
}

/** A cell: the value, marked ✗ when it misses its budget. */
const mark = (text: string, failed: boolean) => (failed ? `${text} ✗` : text);

export function lighthouseTable(routes: readonly RouteResult[], formFactor: FormFactor, failures: readonly Failure[]): string {
  const failed = failedSet(failures);
  const rows = routes
    .filter((r) => r.lighthouse[formFactor])
    .map((r) => {
      const result = r.lighthouse[formFactor]!;
      const cells = lighthouseFigureKeys.map((figure) =>
        mark(formatFigure(figure, result.median[figure]), failed.has(failureKey(formFactor, r.route, figure))),
      );
      const runs = result.errors.length > 0 ? `${r.route} (${result.runs.length} ok, ${result.errors.length} failed)` : r.route;
      return [runs, ...cells];
    });
  return markdownTable(
    ["Route", ...lighthouseFigureKeys.map((f) => lighthouseFigures[f].label)],
    rows,
    ["l", ...lighthouseFigureKeys.map(() => "r" as const)],
  );
}

const buildColumns: BuildFigure[] = ["jsGzip", "jsBrotli", "cssGzip", "cssBrotli", "blockingJsGzip", "blockingCssGzip", "inlineHeadJsGzip"];

export function buildTable(routes: readonly RouteResult[], failures: readonly Failure[]): string {
  const failed = failedSet(failures);
  const rows = routes.map((r) => [
    r.route,
    String(r.build.js.files),
    ...buildColumns.map((figure) => mark(formatFigure(figure, r.buildFigures[figure]), failed.has(failureKey("build", r.route, figure)))),
  ]);
  return markdownTable(
    ["Route", "JS files", ...buildColumns.map((f) => buildFigures[f].label)],
    rows,
    ["l", "r", ...buildColumns.map(() => "r" as const)],
  );
}

function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
}

/** A route's largest files of one kind, for finding what to cut: "/_astro/client.js 66.1 kB (island), …". */
export function heaviestFiles(route: RouteResult, kind: "js" | "css", count: number): string {
  const files = route.build.files.filter((f) => f.kind === kind).sort((a, b) => b.gzip - a.gzip);
  const shown = files.slice(0, count).map((f) => `${f.id.replace(/^\/_astro\//, "")} ${formatBytes(f.gzip)} (${f.via})`);
  const rest = files.slice(count);
  if (rest.length > 0) shown.push(`${rest.length} more ${formatBytes(rest.reduce((n, f) => n + f.gzip, 0))}`);
  return shown.join(", ");
}

/** The whole report: conditions, one table per form factor, the build table, the hero check, notes and the budget verdict. */
export function formatReport(results: Results): string {
  const { machine, options } = results;
  const out: string[] = [];
  out.push(
    `Benchmark of ${options.routes.length} route${options.routes.length === 1 ? "" : "s"}, ${new Date(results.date).toISOString().slice(0, 16).replace("T", " ")} UTC, ` +
      `${machine.cpus} cores (${machine.cpuModel.trim()}), ${machine.browser ?? "Chromium"}, Lighthouse ${machine.lighthouse ?? "?"}` +
      `${machine.benchmarkIndex ? ` (benchmark index ${Math.round(machine.benchmarkIndex)})` : ""}` +
      `${machine.loadAverage?.length ? `, load average ${machine.loadAverage.map((l) => l.toFixed(1)).join(" → ")}` : ""}; took ${duration(results.durationMs)}.`,
  );
  for (const formFactor of options.formFactors) {
    const throttling =
      formFactor === "mobile" ? "simulated slow 4G, 4× CPU slowdown, Moto G Power screen" : "desktop preset, simulated 10 Mbit/s, no CPU slowdown";
    out.push("", `### Lighthouse ${formFactor} (${throttling}; median of ${options.runs} run${options.runs === 1 ? "" : "s"})`, "");
    out.push(lighthouseTable(results.routes, formFactor, results.failures));
  }
  out.push(
    "",
    "### Build output per route (all JS and CSS the page can load, each file compressed on its own)",
    "",
    buildTable(results.routes, results.failures),
    "",
    "Before paint: stylesheets and classic scripts fetched from `<head>`. Inline head JS runs before first paint without a request.",
  );
  const overBudget = results.routes.filter((r) => results.failures.some((f) => f.scope === "build" && f.route === r.route && /^js/.test(f.figure)));
  for (const r of overBudget) {
    out.push("", `JavaScript of ${r.route}, largest first (gzip): ${heaviestFiles(r, "js", 8)}`);
  }
  if (results.heroLcp.length > 0) {
    out.push("", "### Hero photo as largest contentful paint", "");
    for (const check of results.heroLcp) out.push(`- ${check.ok ? "✓" : "✗"} ${check.formFactor} ${check.route}: ${check.detail}`);
  }
  if (results.photoServer) {
    const p = results.photoServer;
    out.push("", `Photo server: ${p.requests} photos served (${formatBytes(p.bytes)}), ${p.failed} failed.`);
  }
  const notes = results.routes.flatMap((r) =>
    (Object.entries(r.lighthouse) as [FormFactor, FormFactorResult][]).flatMap(([ff, res]) => [
      ...res.notes.map((n) => `${ff} ${r.route}: ${n}`),
      ...res.errors.map((e) => `${ff} ${r.route}: run failed: ${e}`),
    ]),
  );
  if (notes.length > 0) out.push("", "### Audits below full marks", "", ...notes.map((n) => `- ${n}`));
  out.push("");
  if (results.failures.length === 0) out.push("Budget: every figure within budget.");
  else out.push(`Budget: ${results.failures.length} failing:`, ...results.failures.map((f) => `- ${f.message}`));
  return out.join("\n");
}
