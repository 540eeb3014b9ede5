import type { FormFactor } from "./figures";

/**
 * Inside the project on purpose: Astro puts a build's intermediate files in the output folder
 * when it lies inside the project, but in the shared `.astro/` folder when it lies outside, where
 * builds running side by side would trip over each other. Git-ignored (so Tailwind does not scan
 * it) and left out of type checking; the build's deploy/ and cache folders land beside it.
 */
export const defaultDist = "bench/.dist/site";

export type Options = {
  runs: number;
  /** Routes to measure; undefined: every route of the build. */
  routes?: string[];
  formFactors: FormFactor[];
  /** Build the site first (else measure the build already in `dist`). */
  build: boolean;
  /** The build folder, relative to the project or absolute. */
  dist: string;
  budget: string;
  out: string;
  /** Folder for the HTML Lighthouse report of each route's median run; undefined: none. */
  reports?: string;
  help: boolean;
};

export const usage = `Usage: npm run bench -- [options]

Builds the site into its own folder, serves it, and runs Lighthouse (mobile and desktop) over
every route, then checks the results against bench/budget.json. Exits 1 when a budget fails.

  --runs N            Lighthouse runs per route and form factor; the median is reported (default 3)
  --routes /,/rooms   only these routes (default: every page of the build except 404 pages)
  --mobile-only       only the mobile run (Lighthouse default: simulated slow 4G, mid-range phone)
  --desktop-only      only the desktop preset
  --no-build          measure the existing build in the build folder
  --dist DIR          build folder (default ${defaultDist}; keep it inside the project)
  --budget FILE       budget file (default bench/budget.json)
  --out FILE          results file (default bench/results.json)
  --no-reports        do not write the HTML Lighthouse reports to bench/reports/
  --help              this text

Environment: BENCH_RUNS, BENCH_ROUTES (comma-separated), BENCH_FORM_FACTORS (mobile,desktop),
BENCH_NO_BUILD=1, CHROMIUM_PATH (the browser).`;

const list = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

function positiveInteger(text: string, name: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, not "${text}"`);
  return n;
}

function parseFormFactors(text: string): FormFactor[] {
  const items = list(text);
  const bad = items.filter((f) => f !== "mobile" && f !== "desktop");
  if (bad.length > 0 || items.length === 0) throw new Error(`form factors are "mobile" and/or "desktop", not "${text}"`);
  return [...new Set(items as FormFactor[])];
}

/** Reads the options from the command line (which wins) and the environment. */
export function parseOptions(argv: readonly string[], env: Record<string, string | undefined> = {}): Options {
  const options: Options = {
    runs: env.BENCH_RUNS ? positiveInteger(env.BENCH_RUNS, "BENCH_RUNS") : 3,
    routes: env.BENCH_ROUTES ? list(env.BENCH_ROUTES) : undefined,
    formFactors: env.BENCH_FORM_FACTORS ? parseFormFactors(env.BENCH_FORM_FACTORS) : ["mobile", "desktop"],
    build: !(env.BENCH_NO_BUILD && env.BENCH_NO_BUILD !== "0"),
    dist: defaultDist,
    budget: "bench/budget.json",
    out: "bench/results.json",
    reports: "bench/reports",
    help: false,
  };
  const args = [...argv];
  while (args.length > 0) {
    const arg = args.shift()!;
    const [flag, inlineValue] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    const value = () => {
      const v = inlineValue ?? args.shift();
      if (v === undefined || (inlineValue === undefined && v.startsWith("--"))) throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case "--runs":
        options.runs = positiveInteger(value(), "--runs");
        break;
      case "--routes":
        options.routes = list(value());
        break;
      case "--mobile-only":
        options.formFactors = ["mobile"];
        break;
      case "--desktop-only":
        options.formFactors = ["desktop"];
        break;
      case "--no-build":
        options.build = false;
        break;
      case "--dist":
        options.dist = value();
        break;
      case "--budget":
        options.budget = value();
        break;
      case "--out":
        options.out = value();
        break;
      case "--no-reports":
        options.reports = undefined;
        break;
      case "--help":
      case "-h":
        options.help = true;
        break;
      default:
        throw new Error(`Unknown option "${arg}". Try --help.`);
    }
  }
  return options;
}
