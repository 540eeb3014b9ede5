import { profileNames, type ProfileName } from "./profiles";

/**
 * Inside the project on purpose: Astro puts a build's intermediate files in the output folder
 * when it lies inside the project, but in the shared `.astro/` folder when it lies outside, where
 * builds running side by side would trip over each other. Git-ignored (so Tailwind does not scan
 * it) and left out of type checking; Lighthouse CI's working folders land beside it.
 */
export const defaultDist = "bench/.dist/site";

export type Options = {
  runs: number;
  /** Routes to measure; undefined: every route of the build. */
  routes?: string[];
  profiles: ProfileName[];
  /** Build the site first (else measure the build already in `dist`). */
  build: boolean;
  /** The build folder, relative to the project or absolute. */
  dist: string;
  /** The site server's port (the photo stand-in takes the next one); undefined: free ports. */
  port?: number;
  /** Runs of Lighthouse's CPU benchmark for the host's index. */
  calibrationRuns: number;
  /** Use this host benchmark index instead of measuring it. */
  hostIndex?: number;
  budget: string;
  out: string;
  /** Folder for the median run's Lighthouse report per profile and route. */
  reports: string;
  help: boolean;
};

export const usage = `Usage: npm run bench -- [options]

Builds the site into its own folder, measures the host's CPU with Lighthouse's benchmark index,
and runs Lighthouse CI over every route in three profiles: a mid-tier phone (benchmark index
1000) and a low-tier phone (264), each with the CPU slowed by host index / phone index, and
Lighthouse's default mobile (fixed 4×). Prints a table per profile (medians) and the build's
weights per route, and exits 1 when a budget fails (bench/lighthouserc.*.json, bench/budget.json),
2 when it could not run.

  --runs N               Lighthouse runs per route and profile; the median is reported (default 5)
  --routes /,/hi         only these routes (default: every page of the build but the 404 pages)
  --profiles a,b         among mid-tier, low-tier, default (default: all three)
  --no-build             measure the build already in the build folder
  --dist DIR             build folder (default ${defaultDist}; keep it inside the project)
  --port N               site server on port N, photo stand-in on N+1 (default: free ports)
  --calibration-runs N   runs of the CPU benchmark for the host index (default 5)
  --host-index N         skip the CPU benchmark and calibrate with this host index
  --budget FILE          weights and text-LCP budget (default bench/budget.json)
  --out FILE             results file (default bench/results.json)
  --reports DIR          median-run Lighthouse reports, a folder per profile (default bench/reports)
  --help                 this text

Environment: BENCH_RUNS, BENCH_ROUTES (comma-separated), BENCH_PROFILES, BENCH_NO_BUILD=1,
BENCH_PORT, BENCH_HOST_INDEX, CHROMIUM_PATH (the browser). Flags win over the environment.`;

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
  if (n > 65534) throw new Error(`${name} must be a port below 65535, not "${text}"`);
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
  if (bad.length > 0 || items.length === 0) throw new Error(`${name}: profiles are ${profileNames.join(", ")}, not "${text}"`);
  return profileNames.filter((p) => items.includes(p));
}

/** Reads the options from the command line (which wins) and the environment. */
export function parseOptions(argv: readonly string[], env: Record<string, string | undefined> = {}): Options {
  const options: Options = {
    runs: env.BENCH_RUNS ? positiveInteger(env.BENCH_RUNS, "BENCH_RUNS") : 5,
    routes: env.BENCH_ROUTES ? list(env.BENCH_ROUTES) : undefined,
    profiles: env.BENCH_PROFILES ? parseProfiles(env.BENCH_PROFILES, "BENCH_PROFILES") : [...profileNames],
    build: !(env.BENCH_NO_BUILD && env.BENCH_NO_BUILD !== "0"),
    dist: defaultDist,
    port: env.BENCH_PORT ? port(env.BENCH_PORT, "BENCH_PORT") : undefined,
    calibrationRuns: 5,
    hostIndex: env.BENCH_HOST_INDEX ? positiveNumber(env.BENCH_HOST_INDEX, "BENCH_HOST_INDEX") : undefined,
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
        options.runs = positiveInteger(value(), flag);
        break;
      case "--routes":
        options.routes = list(value());
        break;
      case "--profiles":
        options.profiles = parseProfiles(value(), flag);
        break;
      case "--no-build":
        options.build = false;
        break;
      case "--dist":
        options.dist = value();
        break;
      case "--port":
        options.port = port(value(), flag);
        break;
      case "--calibration-runs":
        options.calibrationRuns = positiveInteger(value(), flag);
        break;
      case "--host-index":
        options.hostIndex = positiveNumber(value(), flag);
        break;
      case "--budget":
        options.budget = value();
        break;
      case "--out":
        options.out = value();
        break;
      case "--reports":
        options.reports = value();
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
