import { parseArgs } from "node:util";
import { profileNames, type ProfileName } from "./lighthouse/profiles";

/** The parts of the benchmark `--only` can pick. */
export const benchParts = ["lighthouse", "taps", "navigation", "weights", "server", "fuzz"] as const;
export type BenchPart = (typeof benchParts)[number];

/**
 * Inside the project on purpose: Astro puts a build's intermediate files in the output folder
 * when it lies inside the project, but in the shared `.astro/` folder when it lies outside, where
 * builds running side by side would trip over each other. Git-ignored (so Tailwind does not scan
 * it) and left out of type checking; Lighthouse CI's working folders land beside it.
 */
export const defaultDist = "bench/.dist/site";

export type Options = {
  runs: number;
  /** Runs of the fixed-4× profile, when not `runs` (it reports the same figures as Lighthouse's defaults, for comparison). */
  defaultRuns?: number;
  /** Routes to measure; undefined: every route of the build. */
  routes?: string[];
  profiles: ProfileName[];
  /** Build the site first (else measure the build already in `dist`). */
  build: boolean;
  /** The build folder, relative to the project or absolute. */
  dist: string;
  /** The site server's port (the photo stand-in takes the next one, the HTTPS front the one after); undefined: free ports. */
  port?: number;
  /** Runs of Lighthouse's CPU benchmark for the host's index. */
  calibrationRuns: number;
  /** Use this host benchmark index instead of measuring it. */
  hostIndex?: number;
  /** Every budget: the weights, Lighthouse CI's assertions, the text LCP, the taps. */
  budgets: string;
  out: string;
  /** Folder for the median run's Lighthouse report per profile and route. */
  reports: string;
  /** Run only this part (the weights come with lighthouse, taps and navigation); undefined: lighthouse, taps and navigation. */
  only?: BenchPart;
  /** The tap benchmark's controls (ids of bench/src/taps/controls.ts); undefined: all. */
  taps?: string[];
  /** A folder for a Chromium trace of each tap, relative to the project or absolute; undefined: none. */
  traceTaps?: string;
  help: boolean;
};

export const usage = `Usage: npm run bench -- [options]

Builds the site into its own folder, measures the host's CPU with Lighthouse's benchmark index,
and runs Lighthouse CI over every route in three profiles: a mid-tier phone (benchmark index
1000) and a low-tier phone (264), each with the CPU slowed by host index / phone index, and
Lighthouse's default mobile (fixed 4×); then taps every island control on the two phones, in
English and Hindi (bench/src/taps), and times the journey between pages and Back on them, with the
bytes speculation fetches (bench/src/navigation). Prints a table per profile (medians), the build's
weights per route, the tap table and the navigation rows, and exits 1 when a budget of budgets.json
fails (the weights, Lighthouse CI's assertions, the text LCP, the taps, the navigation), 2 when it
could not run.

  --runs N               Lighthouse runs per route and profile, taps per control, language and
                         phone, and navigation rows per link, language and phone; the median is
                         reported (default 5)
  --default-runs N       runs per route of the fixed-4× profile only (default: --runs)
  --routes /,/hi         only these routes (default: every page of the build but the 404 pages)
  --profiles a,b         among mid-tier, low-tier, default (default: all three)
  --no-build             measure the build already in the build folder
  --dist DIR             build folder (default ${defaultDist}; keep it inside the project)
  --port N               site server on port N, photo stand-in on N+1, the HTTPS front on N+2 (default: free ports)
  --calibration-runs N   runs of the CPU benchmark for the host index (default 5)
  --host-index N         skip the CPU benchmark and calibrate with this host index
  --budgets FILE         the budgets: weights, Lighthouse, text LCP, taps (default budgets.json)
  --out FILE             results file (default bench/results.json)
  --reports DIR          median-run Lighthouse reports, a folder per profile (default bench/reports)
  --only PART            one part alone: lighthouse; taps (the tap benchmark); navigation (tap → the
                         next page's first paint on the journey's links, Back, speculation bytes); weights (the build's
                         weights against the budget, first round trip included); server (npm run serve
                         and nginx over one build, autocannon 50 connections 10 s with br, median of
                         --runs, default 3); fuzz (10,000 fuzzed request targets against both servers,
                         counting crashes). The weights come with lighthouse, taps and navigation.
  --taps a,b             the tap benchmark's controls by id (default: the whole table)
  --trace-taps DIR       a Chromium trace (timeline, V8's sampling profiler) around each tap, one
                         JSON file per sample in DIR; the tap waits 1.5 s after the trace starts, so
                         its figures are not the table's
  --help                 this text

Environment: BENCH_RUNS, BENCH_DEFAULT_RUNS, BENCH_ROUTES (comma-separated), BENCH_PROFILES, BENCH_NO_BUILD=1,
BENCH_PORT, BENCH_HOST_INDEX, BENCH_ONLY, BENCH_TAPS, BENCH_TRACE_TAPS, CHROMIUM_PATH (the browser). Flags win over the environment.`;

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

function port(text: string, name: string): number {
  const n = positiveInteger(text, name);
  // The photo stand-in and the HTTPS front take the next two ports.
  if (n > 65533) throw new Error(`${name} must be a port below 65534, not "${text}"`);
  return n;
}

function positiveNumber(text: string, name: string): number {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not "${text}"`);
  return n;
}

function parseProfiles(text: string, name: string): ProfileName[] {
  const items = list(text);
  const bad = items.filter((p) => !(profileNames as readonly string[]).includes(p));
  if (bad.length > 0 || items.length === 0)
    throw new Error(`${name}: profiles are ${profileNames.join(", ")}, not "${text}"`);
  return profileNames.filter((p) => items.includes(p));
}

function parsePart(text: string, name: string): BenchPart {
  const part = benchParts.find((p) => p === text.trim());
  if (!part) throw new Error(`${name}: the parts are ${benchParts.join(", ")}, not "${text}"`);
  return part;
}

const flags = {
  runs: { type: "string" },
  "default-runs": { type: "string" },
  routes: { type: "string" },
  profiles: { type: "string" },
  "no-build": { type: "boolean" },
  dist: { type: "string" },
  port: { type: "string" },
  "calibration-runs": { type: "string" },
  "host-index": { type: "string" },
  budgets: { type: "string" },
  out: { type: "string" },
  reports: { type: "string" },
  only: { type: "string" },
  taps: { type: "string" },
  "trace-taps": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** Reads the options from the command line (which wins) and the environment. */
export function parseOptions(argv: readonly string[], env: Record<string, string | undefined> = {}): Options {
  let values: ReturnType<typeof parseArgs<{ options: typeof flags }>>["values"];
  try {
    values = parseArgs({ args: [...argv], options: flags, strict: true }).values;
  } catch (error) {
    throw new Error(`${(error as Error).message.split(". ")[0]}. Try --help.`, { cause: error });
  }
  const pick = (flag: string | undefined, name: string, variable: string) =>
    flag !== undefined
      ? { text: flag, name: `--${name}` }
      : env[variable]
        ? { text: env[variable]!, name: variable }
        : undefined;
  const runs = pick(values.runs, "runs", "BENCH_RUNS");
  const defaultRuns = pick(values["default-runs"], "default-runs", "BENCH_DEFAULT_RUNS");
  const routes = pick(values.routes, "routes", "BENCH_ROUTES");
  const chosen = pick(values.profiles, "profiles", "BENCH_PROFILES");
  const sitePort = pick(values.port, "port", "BENCH_PORT");
  const hostIndex = pick(values["host-index"], "host-index", "BENCH_HOST_INDEX");
  const only = pick(values.only, "only", "BENCH_ONLY");
  const taps = pick(values.taps, "taps", "BENCH_TAPS");
  const traceTaps = pick(values["trace-taps"], "trace-taps", "BENCH_TRACE_TAPS");
  const noBuildEnv = Boolean(env.BENCH_NO_BUILD && env.BENCH_NO_BUILD !== "0");
  return {
    runs: runs ? positiveInteger(runs.text, runs.name) : 5,
    defaultRuns: defaultRuns ? positiveInteger(defaultRuns.text, defaultRuns.name) : undefined,
    routes: routes ? list(routes.text) : undefined,
    profiles: chosen ? parseProfiles(chosen.text, chosen.name) : [...profileNames],
    build: !(values["no-build"] || noBuildEnv),
    dist: values.dist ?? defaultDist,
    port: sitePort ? port(sitePort.text, sitePort.name) : undefined,
    calibrationRuns: values["calibration-runs"] ? positiveInteger(values["calibration-runs"], "--calibration-runs") : 5,
    hostIndex: hostIndex ? positiveNumber(hostIndex.text, hostIndex.name) : undefined,
    budgets: values.budgets ?? "budgets.json",
    out: values.out ?? "bench/results.json",
    reports: values.reports ?? "bench/reports",
    only: only ? parsePart(only.text, only.name) : undefined,
    taps: taps ? list(taps.text) : undefined,
    traceTaps: traceTaps?.text,
    help: values.help ?? false,
  };
}

/** Lighthouse runs per route in a profile. */
export function runsFor(options: Pick<Options, "runs" | "defaultRuns">, profile: ProfileName): number {
  return profile === "default" ? (options.defaultRuns ?? options.runs) : options.runs;
}
