/**
 * `npm run bench`: builds the site into its own folder, serves it with the production server,
 * serves the photos from a local stand-in for the photo host, and runs Lighthouse in the tests'
 * Chromium over every route (mobile and desktop, several runs, median). Adds up each route's
 * JavaScript and CSS from the build, checks everything against bench/budget.json, writes
 * bench/results.json, prints a markdown report, and exits 1 naming each figure over budget.
 * Every process it starts is stopped at the end, on an error and on Ctrl-C.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { launch } from "chrome-launcher";
import { chromiumArgs, chromiumExecutable } from "../test/browser";
import { listFiles } from "../scripts/site-files";
import { buildSizes, collectPageAssets, type Compress } from "./assets";
import { compareBudget, loadBudget } from "./budget";
import { formatFigure, type FormFactor, type LighthouseFigures } from "./figures";
import { heroCheck, heroPhoto, photoHost, photoUrls } from "./hero";
import { failedAudits, figuresFromLhr, lcpElementFromLhr, requestsToHost, runLighthouse, type Lhr } from "./lighthouse";
import { parseOptions, usage } from "./options";
import { startPhotoServer } from "./photo-server";
import { cleanupAll, freePort, installSignalHandlers, onCleanup, runToEnd, startGroup, waitForHttp } from "./processes";
import { buildFiguresOf, formatReport, measuredOf, type FormFactorResult, type Results, type RouteResult } from "./report";
import { fileForRoute, routesFromFiles, selectRoutes } from "./routes";
import { median, medianIndex, medianOfEach } from "./stats";

const root = path.resolve(import.meta.dirname, "..");
const started = Date.now();
const log = (message: string) => console.log(message);
const maxAttempts = 3;
const maxServerRestarts = 3;

class ServerGone extends Error {}
const elapsed = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const compress: Compress = (body) => {
  const buffer = typeof body === "string" ? Buffer.from(body) : Buffer.from(body);
  return {
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length } }).length,
  };
};

function slug(route: string): string {
  return route === "/" ? "home" : route.slice(1).replace(/[^a-z0-9]+/gi, "-");
}

async function build(dist: string): Promise<void> {
  const since = Date.now();
  log(`Building the site into ${path.relative(root, dist) || dist}…`);
  const npmCli = process.env.npm_execpath;
  const [command, args] = npmCli && /\.c?js$/.test(npmCli) ? [process.execPath, [npmCli, "run", "build"]] : ["npm", ["run", "build"]];
  await runToEnd("the build", command, args, { cwd: root, env: { ...process.env, DIST_DIR: dist } });
  log(`Built in ${elapsed(since)}.`);
}

type SiteServer = {
  origin: string;
  /** Why the server is gone; undefined while it runs. */
  gone(): string | undefined;
  /** The end of what it printed. */
  output(): string;
};

async function startSiteServer(dist: string): Promise<SiteServer> {
  const port = await freePort();
  const tsxCli = createRequire(import.meta.url).resolve("tsx/cli");
  const child = startGroup("the site server", process.execPath, [tsxCli, "scripts/serve.ts"], {
    cwd: root,
    env: { ...process.env, DIST_DIR: dist, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exit: string | undefined;
  child.once("exit", (code, signal) => {
    exit = `the site server stopped (${signal ? `signal ${signal}` : `exit code ${code}`})`;
  });
  const origin = `http://localhost:${port}`;
  try {
    await waitForHttp(`${origin}/`, child);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${output.trim()}`);
  }
  return { origin, gone: () => exit, output: () => output.trim() };
}

/** Warns when other processes were competing for the CPU, which inflates TBT and lowers the performance score. */
function warnIfBusy(load: number, own: number): void {
  const cpus = os.cpus().length;
  if (load > cpus + own) {
    console.warn(
      `Warning: load average ${load.toFixed(1)} on ${cpus} cores: other processes compete for the CPU, so TBT and the performance score come out worse than on a quiet machine.`,
    );
  }
}

async function main(): Promise<number> {
  const loadAtStart = os.loadavg()[0]!;
  const options = parseOptions(process.argv.slice(2), process.env);
  if (options.help) {
    log(usage);
    return 0;
  }
  installSignalHandlers();
  warnIfBusy(loadAtStart, 0);
  const budget = loadBudget(path.resolve(root, options.budget));
  const dist = path.resolve(root, options.dist);

  if (options.build) await build(dist);
  else if (!existsSync(path.join(dist, "index.html"))) throw new Error(`No build in ${dist}. Run without --no-build.`);

  const files = listFiles(dist);
  const routes = selectRoutes(routesFromFiles(files), options.routes);
  const readAsset = (urlPath: string) => {
    const file = path.join(dist, urlPath);
    return file.startsWith(dist + path.sep) && existsSync(file) ? readFileSync(file) : undefined;
  };

  const results: RouteResult[] = routes.map((route) => {
    const file = fileForRoute(route, files)!;
    const html = readFileSync(path.join(dist, file), "utf8");
    const { assets, missing } = collectPageAssets(html, route, readAsset);
    const build = buildSizes(assets, compress, missing);
    if (missing.length > 0) console.warn(`Warning: ${route} refers to files missing from the build: ${missing.join(", ")}`);
    return { route, file, build, buildFigures: buildFiguresOf(build), lighthouse: {} };
  });
  const htmlOf = (r: RouteResult) => readFileSync(path.join(dist, r.file), "utf8");

  // Processes: photo server, site server, Chromium (stopped in reverse order by cleanupAll).
  let since = Date.now();
  const photos = await startPhotoServer();
  onCleanup("the photo server", () => photos.close());
  const variants = await photos.prewarm(results.flatMap((r) => photoUrls(htmlOf(r))));
  log(`Photo server on https://127.0.0.1:${photos.port} (${variants} photo sizes ready, ${elapsed(since)}).`);

  since = Date.now();
  let site = await startSiteServer(dist);
  log(`Site served at ${site.origin} (${elapsed(since)}).`);
  let restarts = 0;
  /** The running server: if something stopped it, a new one (at most three times), so one kill does not spoil the benchmark. */
  const liveSite = async (): Promise<SiteServer> => {
    const gone = site.gone();
    if (!gone) return site;
    if (restarts >= maxServerRestarts) {
      throw new Error(`${gone} after ${restarts} restarts; giving up. Its last output:\n${site.output()}`);
    }
    restarts += 1;
    console.warn(`Warning: ${gone}; starting it again.`);
    site = await startSiteServer(dist);
    return site;
  };

  const chrome = await launch({
    chromePath: chromiumExecutable(),
    chromeFlags: [
      ...chromiumArgs,
      "--headless=new",
      `--host-resolver-rules=MAP ${photoHost} 127.0.0.1:${photos.port}`,
      "--ignore-certificate-errors",
    ],
    handleSIGINT: false,
    logLevel: "silent",
  });
  onCleanup("Chromium", () => chrome.kill());

  const machine: Results["machine"] = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown CPU",
    memoryGB: Math.round(os.totalmem() / 1024 ** 3),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
    loadAverage: [loadAtStart],
  };
  const benchmarkIndexes: number[] = [];
  const heroChecks: Results["heroLcp"] = [];
  const heroRoutes = new Set(["/", ...budget.heroLcp.flatMap((h) => (h.routes === "*" ? routes : h.routes))]);
  const total = routes.length * options.formFactors.length * options.runs;
  let done = 0;
  if (options.reports) mkdirSync(path.resolve(root, options.reports), { recursive: true });

  for (const result of results) {
    const { route } = result;
    const hero = heroRoutes.has(route) ? heroPhoto(htmlOf(result)) : undefined;
    for (const formFactor of options.formFactors) {
      const runs: { figures: LighthouseFigures; lhr: Lhr; html?: string }[] = [];
      const errors: string[] = [];
      for (let run = 1; run <= options.runs; run += 1) {
        done += 1;
        const runStart = Date.now();
        const label = `[${String(done).padStart(String(total).length)}/${total}] ${formFactor.padEnd(7)} ${route.padEnd(16)} run ${run}/${options.runs}`;
        // Lighthouse asks for a new run when a trace comes out unusable (NO_NAVSTART, NO_FCP…): up to two retries.
        // A run the site server did not live through is run again and does not count as an attempt.
        for (let attempt = 1; attempt <= maxAttempts; ) {
          const server = await liveSite();
          if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) {
            throw new Error(`Chromium stopped (${chrome.process.signalCode ?? `exit code ${chrome.process.exitCode}`}) after ${done - 1} of ${total} runs.`);
          }
          try {
            const { lhr, html } = await runLighthouse(`${server.origin}${route}`, formFactor, chrome.port, Boolean(options.reports));
            if (server.gone()) throw new ServerGone();
            machine.browser ??= lhr.environment?.hostUserAgent?.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0];
            machine.lighthouse ??= lhr.lighthouseVersion;
            if (typeof lhr.environment?.benchmarkIndex === "number") benchmarkIndexes.push(lhr.environment.benchmarkIndex);
            if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
            const figures = figuresFromLhr(lhr);
            runs.push({ figures, lhr: slimLhr(lhr), html });
            log(
              `${label}  perf ${formatFigure("performance", figures.performance)}  LCP ${formatFigure("lcp", figures.lcp)}  ` +
                `TBT ${formatFigure("tbt", figures.tbt)}  CLS ${formatFigure("cls", figures.cls)}  (${elapsed(runStart)}${attempt > 1 ? ", retried" : ""})`,
            );
            break;
          } catch (error) {
            if (error instanceof ServerGone || server.gone()) {
              log(`${label}  the site server stopped during the run; running it again`);
              continue;
            }
            const message = (error as Error).message.split("\n")[0]!;
            if (attempt < maxAttempts) {
              log(`${label}  ${message}; retrying`);
              attempt += 1;
              continue;
            }
            errors.push(message);
            log(`${label}  failed: ${message} (${elapsed(runStart)})`);
            break;
          }
        }
      }
      const middle = medianIndex(runs.map((r) => r.figures.performance));
      const medianRun = middle === undefined ? undefined : runs[middle];
      const entry: FormFactorResult = {
        median: medianOfEach(runs.map((r) => r.figures)),
        runs: runs.map((r) => r.figures),
        errors,
        lcpElement: medianRun ? lcpElementFromLhr(medianRun.lhr) : undefined,
        notes: medianRun
          ? (["accessibility", "best-practices", "seo"] as const).flatMap((category) => {
              const failed = failedAudits(medianRun.lhr, category);
              return failed.length > 0 ? [`${category}: ${failed.join(", ")}`] : [];
            })
          : [],
      };
      if (options.reports && medianRun?.html) {
        const file = path.join(path.resolve(root, options.reports), `${formFactor}-${slug(route)}.html`);
        writeFileSync(file, medianRun.html);
        entry.report = path.relative(root, file);
      }
      result.lighthouse[formFactor] = entry;
      if (heroRoutes.has(route) && runs.length > 0) {
        // Every run must have painted the hero photo last and been served it.
        const checks = runs.map((r) => heroCheck(hero, lcpElementFromLhr(r.lhr), requestsToHost(r.lhr, photoHost)));
        const failing = checks.find((c) => !c.ok);
        heroChecks.push({
          route,
          formFactor,
          ok: !failing,
          detail: `${failing ? failing.detail : checks[middle ?? 0]!.detail} (${checks.filter((c) => c.ok).length}/${checks.length} runs)`,
        });
      }
    }
  }

  await cleanupAll();
  machine.benchmarkIndex = median(benchmarkIndexes);
  // Chromium and Lighthouse keep about one core busy themselves; more than that at the end means others competed.
  machine.loadAverage!.push(os.loadavg()[0]!);
  warnIfBusy(machine.loadAverage!.at(-1)!, 1);
  const measured = measuredOf(results, heroChecks);
  const failures = compareBudget(budget, measured);
  const report: Results = {
    date: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    machine,
    options: { runs: options.runs, formFactors: options.formFactors, routes },
    routes: results,
    heroLcp: heroChecks,
    photoServer: {
      requests: photos.served.length,
      bytes: photos.served.reduce((n, s) => n + s.bytes, 0),
      failed: photos.served.filter((s) => s.status !== 200).length,
    },
    failures,
  };
  const out = path.resolve(root, options.out);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  log(`\n${formatReport(report)}\n\nResults: ${path.relative(root, out)}${options.reports ? `; HTML reports of the median runs: ${options.reports}/` : ""}`);
  return failures.length > 0 ? 1 : 0;
}

/** Keeps only the audits the benchmark reads after a run, so memory stays small over many runs. */
function slimLhr(lhr: Lhr): Lhr {
  const keep = ["largest-contentful-paint-element", "network-requests"];
  const audits: Lhr["audits"] = {};
  for (const category of ["accessibility", "best-practices", "seo"]) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) keep.push(ref.id);
  }
  for (const id of keep) {
    const audit = lhr.audits[id];
    if (audit) audits[id] = { score: audit.score, displayValue: audit.displayValue, details: id === "largest-contentful-paint-element" || id === "network-requests" ? audit.details : undefined };
  }
  return { ...lhr, audits };
}

main()
  .then(async (code) => {
    await cleanupAll();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    await cleanupAll();
    process.exit(2);
  });
