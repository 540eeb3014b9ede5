/**
 * `npm run bench`: builds the site into its own folder, measures the host's CPU (Lighthouse's
 * benchmark index), and runs Lighthouse CI over every route in each profile (a mid-tier and a
 * low-tier phone, calibrated to this host, and Lighthouse's default 4×) with the photos served by
 * a local stand-in. Adds up each route's weights from the build, checks the budgets, writes
 * bench/results.json, prints a markdown report, and exits 1 naming each figure over budget (2 when
 * it could not run). Every process it starts is stopped at the end, on an error and on Ctrl-C.
 */
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chromiumArgs, chromiumExecutable } from "../../test/support/browser";
import { brotliQuality, listFiles, serveScript } from "../../server/index";
import { buildSizes, collectPageAssets, type CompressedSizes } from "./weights/assets";
import { firstTripPrefix } from "./weights/first-trip";
import {
  allowedOverBudget,
  checkWeights,
  loadBudgets,
  type NavigationBudgets,
  type TapBudgets,
  type Weights,
} from "../../test/support/budgets";
import { assertionFailures, checkRunCounts, checkTextLcp, type Failure } from "./report/budget";
import { lighthouseConfig } from "./lighthouse/config";
import { measureBenchmarkIndex, type Calibration } from "./lighthouse/calibrate";
import { runProfile } from "./lighthouse/lhci";
import { routeOf, summarise, figuresOf, type Lhr } from "./lighthouse/lhr";
import { parseOptions, runsFor, usage, type Options } from "./options";
import { startPhotoServer } from "./photos/photo-server";
import { startTlsFront } from "./tls/tls-front";
import { trustFlag } from "./tls/trust";
import { photoHost, photoUrls } from "./photos/photos";
import {
  cleanupAll,
  freePort,
  startSiteServer,
  stopGroup,
  installSignalHandlers,
  isInterrupted,
  killMarked,
  onCleanup,
  onLastResort,
  runToEnd,
} from "../../test/support/processes";
import { multiplierFor, profiles } from "./lighthouse/profiles";
import { formatReport, weightsTable, type ProfileResult, type Results } from "./report/report";
import { fileForRoute, routesFromFiles, selectRoutes } from "./routes";
import { median, relativeSpread } from "./stats";
import { controlsIn, tapControlIds, tapLocales } from "./taps/controls";
import { launchPhoneBrowser } from "./taps/measure";
import { runTaps, tapMultipliers } from "./taps/run-taps";
import { summariseTaps, tapFailures, tapProfiles, type TapResults } from "./taps/summary";
import { runFuzz, runServerBench, serverTable } from "./server/server-bench";
import { hasSpeculationRules, launchNavigationBrowser } from "./navigation/measure";
import { runNavigation } from "./navigation/run-navigation";
import {
  navigationFailures,
  speculationFailures,
  summariseNavigation,
  summariseSpeculation,
  type NavigationResults,
} from "./navigation/summary";
import type { TlsFront } from "./tls/tls-front";

const root = path.resolve(import.meta.dirname, "..", "..");
const started = Date.now();
const log = (message: string) => console.log(message);
const elapsed = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const compressed = new Map<string | Uint8Array, CompressedSizes>();
/** gzip (level 9) and brotli sizes, at the quality the build's twins are written with; each file once however many pages load it. */
function compress(body: string | Uint8Array): CompressedSizes {
  let sizes = compressed.get(body);
  if (!sizes) {
    const buffer = Buffer.from(body);
    sizes = {
      gzip: gzipSync(buffer, { level: 9 }).length,
      brotli: brotliCompressSync(buffer, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality(buffer.length),
          [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
        },
      }).length,
    };
    compressed.set(body, sizes);
  }
  return sizes;
}

/**
 * Builds as production does, where the build reaches the photo host: it downloads the photos pages
 * paint largest from the stand-in (`photoOrigin`) and serves them itself (decision 010). The
 * stand-in's self-signed certificate is trusted by this build process only (NODE_EXTRA_CA_CERTS).
 */
async function build(dist: string, photoOrigin: { origin: string; certificateFile: string }): Promise<void> {
  const since = Date.now();
  log(`Building the site into ${path.relative(root, dist) || dist}, photos from ${photoOrigin.origin}…`);
  const npmCli = process.env.npm_execpath;
  const [command, args] =
    npmCli && /\.c?js$/.test(npmCli) ? [process.execPath, [npmCli, "run", "build"]] : ["npm", ["run", "build"]];
  await runToEnd("the build", command, args, {
    cwd: root,
    env: {
      ...process.env,
      DIST_DIR: dist,
      PHOTO_HOST_ORIGIN: photoOrigin.origin,
      NODE_EXTRA_CA_CERTS: photoOrigin.certificateFile,
    },
  });
  log(`Built in ${elapsed(since)}.`);
}

/** Each route's weights from the build, and the files behind them. */
function weighRoutes(
  dist: string,
  files: readonly string[],
  routes: readonly string[],
): (Weights & { files: unknown[] })[] {
  const cache = new Map<string, Buffer | undefined>();
  const readAsset = (urlPath: string) => {
    if (!cache.has(urlPath)) {
      const file = path.join(dist, urlPath);
      cache.set(urlPath, file.startsWith(dist + path.sep) && existsSync(file) ? readFileSync(file) : undefined);
    }
    return cache.get(urlPath);
  };
  return routes.map((route) => {
    const html = readFileSync(path.join(dist, fileForRoute(route, files)!), "utf8");
    const { assets, missing } = collectPageAssets(html, route, readAsset);
    if (missing.length > 0)
      console.warn(`Warning: ${route} refers to files missing from the build: ${missing.join(", ")}`);
    const sizes = buildSizes(assets, compress, missing);
    const firstTrip = compress(firstTripPrefix(html));
    return {
      route,
      htmlGzip: compress(html).gzip,
      firstTripGzip: firstTrip.gzip,
      firstTripBrotli: firstTrip.brotli,
      jsGzip: sizes.js.gzip,
      jsEverGzip: sizes.jsEver.gzip,
      cssGzip: sizes.css.gzip,
      jsBeforePaintGzip: sizes.blockingJs.gzip,
      files: sizes.files,
    };
  });
}

/** Warns when other processes compete for the CPU: the calibration then reads a slower host, and TBT wanders. */
function warnIfBusy(load: number, own: number): void {
  const cpus = os.cpus().length;
  if (load > cpus + own) {
    console.warn(
      `Warning: load average ${load.toFixed(1)} on ${cpus} cores: other processes compete for the CPU, so the figures are not a quiet machine's.`,
    );
  }
}

/**
 * The host's benchmark index, measured right before a profile's runs: a shared host's speed drifts
 * over the hour a full benchmark takes, and the multiplier must match the host as it is then.
 */
async function calibrate(options: Options): Promise<Calibration & { measured: boolean }> {
  if (options.hostIndex) {
    log(`Host benchmark index ${options.hostIndex} (given).`);
    return { hostIndex: options.hostIndex, values: [], measured: false };
  }
  const since = Date.now();
  const calibration = await measureBenchmarkIndex(options.calibrationRuns);
  log(
    `Host benchmark index ${Math.round(calibration.hostIndex)} (median of ${calibration.values.map(Math.round).join(", ")}; ${elapsed(since)}).`,
  );
  if (relativeSpread(calibration.values) > 0.2)
    console.warn(
      "Warning: the CPU benchmark runs disagree by more than 20%: the machine is busy, so the multiplier is not a quiet host's (see --host-index).",
    );
  return { ...calibration, measured: true };
}

type TapSetting = {
  dist: string;
  sitePort: number;
  frontPort: number;
  photoPort: number;
  marker: string;
  serverScript: string[];
};

/**
 * What the taps and the navigation rows start alike: the load before, the calibration, the
 * production server on the build, and the browser's flags (the photos mapped to the stand-in).
 */
async function startPhoneSite(options: Options, setting: TapSetting) {
  const loadBefore = os.loadavg()[0]!;
  const calibration = await calibrate(options);
  const server = await startSiteServer(setting.serverScript, {
    cwd: root,
    env: { ...process.env, DIST_DIR: setting.dist },
    port: setting.sitePort,
  });
  const browserArgs = [
    ...chromiumArgs,
    `--host-resolver-rules=MAP ${photoHost} 127.0.0.1:${setting.photoPort}`,
    "--ignore-certificate-errors",
    setting.marker,
  ];
  return { loadBefore, calibration, server, browserArgs };
}

/**
 * The tap benchmark (bench/src/taps/): the production server behind the HTTPS front, one
 * Chromium with the photos mapped to the stand-in, every control of the table on the calibrated
 * phones. Runs after Lighthouse CI, whose server used the same port.
 */
async function tapBenchmark(
  options: Options,
  setting: TapSetting,
  budgets: TapBudgets | undefined,
): Promise<TapResults | undefined> {
  const phones = tapProfiles.filter((p) => options.profiles.includes(p));
  if (phones.length === 0) {
    console.warn("Warning: taps are measured on the mid-tier and low-tier phones only; none was chosen.");
    return undefined;
  }
  if (!budgets) throw new Error(`${options.budgets} has no tap budgets ("taps"): the taps cannot be judged.`);
  const unknown = (options.taps ?? []).filter((id) => !tapControlIds().includes(id));
  if (unknown.length > 0)
    throw new Error(`--taps: no control ${unknown.join(", ")}; the table has ${tapControlIds().join(", ")}`);
  const { loadBefore, calibration, server, browserArgs } = await startPhoneSite(options, setting);
  const browser = await launchPhoneBrowser(chromiumExecutable(), browserArgs);
  const stopBrowser = onCleanup("the tap browser", () => browser.close());
  const since = Date.now();
  log(`\nTaps on ${phones.join(", ")}, ${options.runs} run${options.runs === 1 ? "" : "s"}:`);
  try {
    const plan = {
      origin: `https://localhost:${setting.frontPort}`,
      hostIndex: calibration.hostIndex,
      runs: options.runs,
      profiles: phones,
      locales: tapLocales,
      only: options.taps,
      routes: options.routes,
      traceTo: options.traceTaps && path.resolve(root, options.traceTaps),
    };
    // One line per sample as it is taken, after a first line with the conditions (taps/from-samples.ts reads it).
    const samplesFile = path.join(root, "bench", ".dist", "taps-samples.jsonl");
    mkdirSync(path.dirname(samplesFile), { recursive: true });
    const conditions = {
      hostIndex: calibration.hostIndex,
      hostIndexValues: calibration.values,
      multipliers: tapMultipliers(calibration.hostIndex, phones),
      runs: options.runs,
      loadAverage: [loadBefore],
      controls: controlsIn("en")
        .filter((c) => !options.taps || options.taps.includes(c.id))
        .map((c) => c.id),
    };
    writeFileSync(samplesFile, `${JSON.stringify(conditions)}\n`);
    log(`Each sample is written to ${path.relative(root, samplesFile)} as it is taken.`);
    const { samples, multipliers } = await runTaps(browser, plan, log, (sample) =>
      appendFileSync(samplesFile, `${JSON.stringify(sample)}\n`),
    );
    log(`Taps: done in ${elapsed(since)}.`);
    const controls = controlsIn("en").filter((c) => !options.taps || options.taps.includes(c.id));
    return {
      hostIndex: calibration.hostIndex,
      hostIndexValues: calibration.values,
      multipliers,
      budgets,
      runs: options.runs,
      loadAverage: [loadBefore, os.loadavg()[0]!],
      rows: summariseTaps(controls, tapLocales, samples),
      samples,
    };
  } finally {
    await browser.close();
    stopBrowser();
    await stopGroup(server);
  }
}

/**
 * The navigation rows (bench/src/navigation/): the production server behind the HTTPS front, which
 * they watch (speculation bytes, a prerender's document held as slow 4G would), and one Chromium
 * driven by Puppeteer with the back/forward cache on; the journey's links and Back on the calibrated phones.
 */
async function navigationBenchmark(
  options: Options,
  setting: TapSetting & { front: TlsFront; photoCertificate: string },
  budgets: NavigationBudgets | undefined,
): Promise<NavigationResults | undefined> {
  const phones = tapProfiles.filter((p) => options.profiles.includes(p));
  if (phones.length === 0) return undefined;
  if (!budgets) throw new Error(`${options.budgets} has no navigation budgets ("navigation").`);
  const { loadBefore, calibration, server, browserArgs } = await startPhoneSite(options, setting);
  // Trusted by their keys, not with every certificate error ignored: a response carrying one evicts a
  // page from the back/forward cache after it is left (tls/trust.ts).
  const browser = await launchNavigationBrowser(chromiumExecutable(), [
    ...browserArgs.filter((arg) => arg !== "--ignore-certificate-errors"),
    trustFlag([setting.front.certificate, setting.photoCertificate]),
  ]);
  const stopBrowser = onCleanup("the navigation browser", () => browser.close());
  const since = Date.now();
  const origin = `https://localhost:${setting.frontPort}`;
  try {
    const speculationRules = await hasSpeculationRules(`http://127.0.0.1:${setting.sitePort}`, "/");
    log(
      `\nNavigation on ${phones.join(", ")}, ${options.runs} run${options.runs === 1 ? "" : "s"} (speculation rules in the build: ${speculationRules ? "yes" : "no"}):`,
    );
    const samplesFile = path.join(root, "bench", ".dist", "navigation-samples.jsonl");
    mkdirSync(path.dirname(samplesFile), { recursive: true });
    writeFileSync(samplesFile, `${JSON.stringify({ hostIndex: calibration.hostIndex, runs: options.runs })}\n`);
    const outcome = await runNavigation(
      browser,
      {
        origin,
        front: setting.front,
        hostIndex: calibration.hostIndex,
        runs: options.runs,
        profiles: phones,
        locales: tapLocales,
      },
      log,
      (sample) => appendFileSync(samplesFile, `${JSON.stringify(sample)}\n`),
    );
    log(`Navigation: done in ${elapsed(since)}.`);
    return {
      hostIndex: calibration.hostIndex,
      multipliers: outcome.multipliers,
      budgets,
      runs: options.runs,
      loadAverage: [loadBefore, os.loadavg()[0]!],
      speculationRules,
      rows: summariseNavigation(tapLocales, outcome.samples),
      samples: outcome.samples,
      speculation: summariseSpeculation(outcome.speculation),
      speculationSamples: outcome.speculation,
    };
  } finally {
    await browser.close();
    stopBrowser();
    await stopGroup(server);
  }
}

/** `--only server` or `--only fuzz`: the two servers over one build, without Lighthouse. */
async function onlyServers(options: Options): Promise<number> {
  const dist = path.resolve(root, options.dist);
  if (options.build) {
    const photos = await startPhotoServer(0);
    onCleanup("the photo server", () => photos.close());
    const certificateDir = mkdtempSync(path.join(os.tmpdir(), "bench-photos-"));
    onCleanup("the stand-in's certificate", () => rmSync(certificateDir, { recursive: true, force: true }));
    writeFileSync(path.join(certificateDir, "stand-in.pem"), photos.certificate);
    await build(dist, {
      origin: `https://127.0.0.1:${photos.port}`,
      certificateFile: path.join(certificateDir, "stand-in.pem"),
    });
  }
  if (options.only === "fuzz") {
    const figures = await runFuzz(dist);
    const crashes = figures.node.crashes + figures.nginx.crashes;
    const bad =
      crashes + figures.node.serverErrors + figures.nginx.serverErrors + figures.node.offSite + figures.nginx.offSite;
    log(`\nFuzz: ${JSON.stringify(figures)}\nCrashes: ${crashes}`);
    return bad > 0 ? 1 : 0;
  }
  const runs = process.argv.includes("--runs") || process.env.BENCH_RUNS ? options.runs : 3;
  const rows = await runServerBench(dist, runs);
  log(`\nServer table (median of ${runs} runs; load averages per run):\n\n${serverTable(rows)}`);
  return 0;
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
  if (options.only === "server" || options.only === "fuzz") return onlyServers(options);
  const budgets = loadBudgets(path.resolve(root, options.budgets));
  const dist = path.resolve(root, options.dist);
  const reportsDir = path.resolve(root, options.reports);

  // The photo stand-in first: the build downloads the largest-paint photos from it.
  const photos = await startPhotoServer(options.port === undefined ? 0 : options.port + 1);
  onCleanup("the photo server", () => photos.close());
  if (options.build) {
    const certificateDir = mkdtempSync(path.join(os.tmpdir(), "bench-photos-"));
    onCleanup("the stand-in's certificate", () => rmSync(certificateDir, { recursive: true, force: true }));
    const certificateFile = path.join(certificateDir, "stand-in.pem");
    writeFileSync(certificateFile, photos.certificate);
    await build(dist, { origin: `https://127.0.0.1:${photos.port}`, certificateFile });
    photos.served.length = 0; // what the build downloaded is no page's request
  } else if (!existsSync(path.join(dist, "index.html")))
    throw new Error(`No build in ${dist}. Run without --no-build.`);

  const files = listFiles(dist);
  const routes = selectRoutes(routesFromFiles(files), options.routes);
  const weights = weighRoutes(dist, files, routes);
  if (options.only === "weights") {
    const failures = checkWeights(budgets, weights);
    log(`\n${weightsTable(weights, failures)}\n`);
    for (const line of allowedOverBudget(budgets, weights)) log(`- ${line}`);
    if (failures.length === 0) log("Budget: every weight within budget.");
    else log(`Budget: ${failures.length} failing:\n${failures.map((f) => `- ${f.message}`).join("\n")}`);
    return failures.length > 0 ? 1 : 0;
  }

  let since = Date.now();
  const htmlOf = (route: string) => readFileSync(path.join(dist, fileForRoute(route, files)!), "utf8");
  const variants = await photos.prewarm(routes.flatMap((r) => photoUrls(htmlOf(r))));
  log(`Photo stand-in on https://127.0.0.1:${photos.port} (${variants} photo sizes ready, ${elapsed(since)}).`);

  // A flag only this run passes to Chromium, to find any Chromium Lighthouse leaves behind.
  const marker = `--bench-run=${process.pid}-${started}`;
  onCleanup("leftover Chromium", () => {
    const killed = killMarked(marker);
    if (killed > 0) console.warn(`Stopped ${killed} Chromium process${killed === 1 ? "" : "es"} left running.`);
  });
  onLastResort(() => killMarked(marker));
  const sitePort = options.port ?? (await freePort());
  // Lighthouse reaches the site as a guest does, over HTTPS and HTTP/2 (tls/tls-front.ts).
  const front = await startTlsFront(options.port === undefined ? 0 : options.port + 2, sitePort);
  onCleanup("the TLS front", () => front.close());
  log(`TLS front on https://localhost:${front.port}, in front of the site server on port ${sitePort}.`);
  // The production server, as `npm run serve` starts it: Lighthouse's and the taps' pages come from it.
  const serverScript = [process.execPath, createRequire(import.meta.url).resolve("tsx/cli"), serveScript];
  const failures: Failure[] = [];
  const profileResults: ProfileResult[] = [];
  const allLhrs: Lhr[] = [];

  const lighthouseToo = options.only === undefined || options.only === "lighthouse";
  for (const name of lighthouseToo ? options.profiles : []) {
    const profile = profiles[name];
    const calibration = profile.targetIndex === undefined ? undefined : await calibrate(options);
    const multiplier = multiplierFor(profile, calibration?.hostIndex ?? 0);
    const runs = runsFor(options, name);
    since = Date.now();
    log(
      `\n${profile.title}: CPU ${multiplier.value}×, ${runs} run${runs === 1 ? "" : "s"} of ${routes.length} route${routes.length === 1 ? "" : "s"}`,
    );
    if (multiplier.hostTooSlow)
      console.warn(
        `Warning: the host (index ${Math.round(calibration?.hostIndex ?? 0)}) is slower than a ${profile.title}; running without slowdown.`,
      );
    const result = await runProfile(
      {
        profile,
        config: lighthouseConfig(profile, budgets.lighthouse[name]),
        cpuSlowdownMultiplier: profile.targetIndex === undefined ? undefined : multiplier.value,
        urls: routes.map((route) => `https://localhost:${front.port}${route}`),
        runs,
        chromePath: chromiumExecutable(),
        chromeFlags: [
          ...chromiumArgs,
          `--host-resolver-rules=MAP ${photoHost} 127.0.0.1:${photos.port}`,
          "--ignore-certificate-errors",
          marker,
        ],
      },
      {
        root,
        workDir: path.join(path.dirname(dist), "lhci", name),
        reportsDir,
        env: { ...process.env, DIST_DIR: dist },
        server: { command: serverScript, port: sitePort },
      },
    );
    allLhrs.push(...result.lhrs);
    const summaries = summarise(result.lhrs, routes);
    failures.push(
      ...checkRunCounts(name, summaries, runs),
      ...assertionFailures(name, result.assertions, (url) => routeOf({ requestedUrl: url } as Lhr)),
      ...checkTextLcp(budgets, name, summaries),
    );
    profileResults.push({
      name,
      title: profile.title,
      runs,
      multiplier: multiplier.value,
      targetIndex: profile.targetIndex,
      hostTooSlow: multiplier.hostTooSlow,
      calibration,
      lighthouseIndex: median(result.lhrs.map((lhr) => figuresOf(lhr).benchmarkIndex)),
      routes: summaries,
      reports: path.relative(root, result.reports),
    });
    log(`${profile.title}: done in ${elapsed(since)}; median-run reports in ${path.relative(root, result.reports)}/`);
  }

  const taps =
    options.only !== undefined && options.only !== "taps"
      ? undefined
      : await tapBenchmark(
          options,
          {
            dist,
            sitePort,
            frontPort: front.port,
            photoPort: photos.port,
            marker,
            serverScript,
          },
          budgets.taps,
        );
  if (taps) failures.push(...tapFailures(taps.rows, taps.budgets));
  const navigation =
    options.only !== undefined && options.only !== "navigation"
      ? undefined
      : await navigationBenchmark(
          options,
          {
            dist,
            sitePort,
            frontPort: front.port,
            photoPort: photos.port,
            photoCertificate: photos.certificate,
            marker,
            serverScript,
            front,
          },
          budgets.navigation,
        );
  if (navigation)
    failures.push(
      ...navigationFailures(navigation.rows, navigation.budgets),
      ...speculationFailures(navigation.speculation, navigation.budgets),
    );

  await cleanupAll();
  const loadAtEnd = os.loadavg()[0]!;
  // Chromium and Lighthouse keep about one core busy themselves; more than that means others competed.
  warnIfBusy(loadAtEnd, 1);
  failures.push(...checkWeights(budgets, weights));
  const photoFailures = photos.served.filter((s) => s.status !== 200).length;
  if (photoFailures > 0)
    failures.push({
      scope: "photos",
      what: "photos",
      message: `the photo stand-in failed ${photoFailures} requests, so photo LCPs are not real`,
    });

  const first = allLhrs[0];
  const results: Results = {
    date: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "unknown CPU",
      memoryGB: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      browser: first?.environment?.hostUserAgent?.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0],
      lighthouse: first?.lighthouseVersion,
      loadAverage: [loadAtStart, loadAtEnd],
    },
    runs: options.runs,
    routes,
    profiles: profileResults,
    weights,
    allowedOverBudget: allowedOverBudget(budgets, weights),
    ...(taps ? { taps } : {}),
    ...(navigation ? { navigation } : {}),
    photoServer: {
      requests: photos.served.length,
      bytes: photos.served.reduce((n, s) => n + s.bytes, 0),
      failed: photoFailures,
    },
    failures,
  };
  const out = path.resolve(root, options.out);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  log(
    `\n${formatReport(results)}\n\nResults: ${path.relative(root, out)}; median-run Lighthouse reports: ${path.relative(root, reportsDir)}/<profile>/`,
  );
  return failures.length > 0 ? 1 : 0;
}

// After Ctrl-C the signal handler stops everything and exits; the interrupted main flow stays quiet.
main()
  .then(async (code) => {
    if (isInterrupted()) return;
    await cleanupAll();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    if (isInterrupted()) return;
    console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    await cleanupAll();
    process.exit(2);
  });
