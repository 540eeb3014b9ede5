/** The results file's shape, and the markdown report the benchmark prints. Pure. */
import { formatBytes, weightKeys, type WeightKey, type Weights } from "../../../test/support/budgets";
import { formatMs, type Failure } from "./budget";
import { formatEvidence } from "../lighthouse/evidence";
import type { Calibration } from "../lighthouse/calibrate";
import type { RouteSummary } from "../lighthouse/lhr";
import type { ProfileName } from "../lighthouse/profiles";
import { relativeSpread } from "../stats";
import { markdownTable } from "./markdown";
import { tapSection, type TapResults } from "../taps/summary";
import { navigationSection, type NavigationResults } from "../navigation/summary";

export type ProfileResult = {
  name: ProfileName;
  title: string;
  /** Lighthouse runs per route asked for in this profile. */
  runs: number;
  /** The CPU slowdown it ran with. */
  multiplier: number;
  /** The device's benchmark index (undefined for Lighthouse's fixed 4×). */
  targetIndex?: number;
  hostTooSlow: boolean;
  /**
   * The host's benchmark index, measured right before this profile's runs (a shared host's speed
   * drifts over an hour) or given; undefined for Lighthouse's fixed 4×.
   */
  calibration?: Calibration & { measured: boolean };
  /** The median benchmark index Lighthouse itself measured during this profile's runs. */
  lighthouseIndex?: number;
  routes: RouteSummary[];
  reports: string;
};

export type Results = {
  date: string;
  durationMs: number;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGB: number;
    node: string;
    browser?: string;
    lighthouse?: string;
    loadAverage: number[];
  };
  runs: number;
  routes: string[];
  profiles: ProfileResult[];
  weights: Weights[];
  /** Pages over their HTML budget that budgets.json's allowances accept, one line each (allowedOverBudget). */
  allowedOverBudget?: string[];
  photoServer: { requests: number; bytes: number; failed: number };
  /** The tap benchmark, when it ran. */
  taps?: TapResults;
  navigation?: NavigationResults;
  failures: Failure[];
};

/** A cell: the value, marked ✗ when it misses its budget. */
const mark = (text: string, failed: boolean) => (failed ? `${text} ✗` : text);
const score = (v: number | undefined) => (v === undefined ? "–" : String(Math.round(v)));
const ms = (v: number | undefined) => (v === undefined ? "–" : formatMs(v));

/** Which column a failure belongs in. */
const columnOf: Record<string, string> = {
  "categories:performance": "Perf",
  "categories:accessibility": "A11y",
  "categories:best-practices": "BP",
  "categories:seo": "SEO",
  "first-contentful-paint": "FCP",
  "largest-contentful-paint": "LCP",
  "lcp-text": "LCP",
  "total-blocking-time": "TBT",
  "cumulative-layout-shift": "CLS",
};

export function profileTable(profile: ProfileResult, failures: readonly Failure[]): string {
  const failed = (route: string, column: string) =>
    failures.some((f) => f.scope === profile.name && f.route === route && columnOf[f.what] === column);
  const rows = profile.routes.map((r) => {
    const m = r.median;
    const element = r.lcpElement ? `${r.lcpElement.kind} <${r.lcpElement.tag}>` : "–";
    const mixed = r.lcpKinds.photo > 0 && r.lcpKinds.text > 0 ? ` (photo in ${r.lcpKinds.photo}/${r.runs})` : "";
    return [
      r.runs === 0 ? `${r.route} (no run)` : r.route,
      mark(score(m.performance), failed(r.route, "Perf")),
      mark(score(m.accessibility), failed(r.route, "A11y")),
      mark(score(m.bestPractices), failed(r.route, "BP")),
      mark(score(m.seo), failed(r.route, "SEO")),
      mark(ms(m.fcp), failed(r.route, "FCP")),
      mark(ms(m.lcp), failed(r.route, "LCP")),
      element + mixed,
      mark(ms(m.tbt), failed(r.route, "TBT")),
      mark(m.cls === undefined ? "–" : m.cls.toFixed(3), failed(r.route, "CLS")),
      ms(m.speedIndex),
    ];
  });
  return markdownTable(["Route", "Perf", "A11y", "BP", "SEO", "FCP", "LCP", "LCP element", "TBT", "CLS", "SI"], rows, [
    "l",
    "r",
    "r",
    "r",
    "r",
    "r",
    "r",
    "l",
    "r",
    "r",
    "r",
  ]);
}

const weightHeaders: Record<WeightKey, string> = {
  htmlGzip: "HTML",
  firstTripGzip: "First trip, gzip",
  firstTripBrotli: "First trip, br",
  jsGzip: "JS, no interaction",
  jsEverGzip: "JS, every island opened",
  cssGzip: "CSS",
  jsBeforePaintGzip: "JS before paint",
};

export function weightsTable(weights: readonly Weights[], failures: readonly Failure[]): string {
  const rows = weights.map((w) => [
    w.route,
    ...weightKeys.map((key) =>
      mark(
        formatBytes(w[key]),
        failures.some((f) => f.scope === "weights" && f.route === w.route && f.what === key),
      ),
    ),
  ]);
  return markdownTable(["Route", ...weightKeys.map((k) => weightHeaders[k])], rows, [
    "l",
    ...weightKeys.map(() => "r" as const),
  ]);
}

function duration(milliseconds: number): string {
  const s = Math.round(milliseconds / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
}

export function profileHeading(p: ProfileResult): string {
  const { runs, calibration } = p;
  const cpu =
    p.targetIndex === undefined || calibration === undefined
      ? `CPU ${p.multiplier}× (Lighthouse's default, whatever the host)`
      : `CPU ${p.multiplier}× (host ${Math.round(calibration.hostIndex)} / ${p.targetIndex}${p.hostTooSlow ? "; the host is slower than this phone, so no slowdown and figures worse than the phone's" : ""})`;
  const seen =
    p.lighthouseIndex === undefined ? "" : `; Lighthouse measured ${Math.round(p.lighthouseIndex)} during the runs`;
  return `### ${p.title[0]!.toUpperCase()}${p.title.slice(1)}: ${cpu}, simulated slow 4G${seen}; median of ${runs} run${runs === 1 ? "" : "s"}`;
}

/** Where a profile's host index comes from, or undefined for the fixed 4×. */
export function calibrationLine(calibration: ProfileResult["calibration"]): string | undefined {
  if (!calibration) return undefined;
  const index = Math.round(calibration.hostIndex);
  if (!calibration.measured) return `Host benchmark index ${index} (given, not measured).`;
  const values = calibration.values.map((v) => Math.round(v)).join(", ");
  const busy = relativeSpread(calibration.values) > 0.2 ? "; they disagree by more than 20%, a busy machine" : "";
  return `Host benchmark index ${index}, measured before this profile (median of ${values}${busy}).`;
}

/**
 * A warning when the host's speed during the runs (Lighthouse's own index) strayed more than 20%
 * from the calibration: the multiplier then made a faster or slower phone than the profile's.
 */
export function calibrationNote(p: ProfileResult): string | undefined {
  if (!p.calibration || p.lighthouseIndex === undefined) return undefined;
  const drift = p.lighthouseIndex / p.calibration.hostIndex - 1;
  if (Math.abs(drift) <= 0.2) return undefined;
  const phone = drift < 0 ? "slower" : "faster";
  return `Warning: during the runs the host measured ${Math.round(p.lighthouseIndex)}, ${Math.round(Math.abs(drift) * 100)}% ${drift < 0 ? "below" : "above"} its calibration, so these figures are a ${phone} phone's than the profile's.`;
}

/** The columns whose misses the evidence explains: the speed figures, not the audits' pass or fail. */
const explained = new Set(["Perf", "FCP", "LCP", "TBT"]);

/** For every route and profile that misses a speed budget, the evidence of its median runs. */
export function evidenceSection(results: Pick<Results, "profiles" | "failures">): string[] {
  const out: string[] = [];
  for (const profile of results.profiles) {
    for (const route of profile.routes) {
      const missed = results.failures.filter(
        (f) => f.scope === profile.name && f.route === route.route && explained.has(columnOf[f.what] ?? ""),
      );
      if (missed.length === 0 || !route.evidence) continue;
      const what = [...new Set(missed.map((f) => columnOf[f.what]))].join(", ");
      out.push(...formatEvidence(`${route.route}, ${profile.title}: ${what} over budget`, route.evidence), "");
    }
  }
  return out.length === 0 ? [] : ["### Evidence where a speed budget is missed", "", ...out];
}

/** The whole report: conditions, one table per profile, the weights, and the budget verdict. */
export function formatReport(results: Results): string {
  const { machine } = results;
  const out: string[] = [];
  out.push(
    `Benchmark of ${results.routes.length} route${results.routes.length === 1 ? "" : "s"}, ${results.date.slice(0, 16).replace("T", " ")} UTC, ` +
      `${machine.cpus} cores (${machine.cpuModel.trim()}), ${machine.browser ?? "Chromium"}${results.profiles.length > 0 ? `, Lighthouse ${machine.lighthouse ?? "?"} through Lighthouse CI` : ""}, ` +
      `load average ${machine.loadAverage.map((l) => l.toFixed(1)).join(" → ")}; took ${duration(results.durationMs)}.`,
  );
  for (const profile of results.profiles) {
    const notes = [calibrationLine(profile.calibration), calibrationNote(profile)].filter((n) => n !== undefined);
    out.push(
      "",
      profileHeading(profile),
      "",
      ...notes.flatMap((n) => [n, ""]),
      profileTable(profile, results.failures),
    );
  }
  out.push(
    "",
    "### Weights per route (gzip unless marked br, from the build)",
    "",
    weightsTable(results.weights, results.failures),
    "",
    ...(results.allowedOverBudget ?? []).flatMap((line) => [`- ${line}`, ""]),
    "First trip: the HTML up to and including the head, the hero's heading and its photo, compressed on its own " +
      "(what the server's first flight of about 14 kB must carry). No interaction: the page's scripts (inline too) and " +
      "every island's code with its static imports. Every island opened: plus their dynamic imports. Before paint: " +
      "classic scripts fetched from `<head>`.",
    "",
    `Photo stand-in: ${results.photoServer.requests} photos served (${formatBytes(results.photoServer.bytes)}), ${results.photoServer.failed} failed.`,
    "",
  );
  if (results.taps) out.push(...tapSection(results.taps));
  if (results.navigation) out.push(...navigationSection(results.navigation));
  out.push(...evidenceSection(results));
  if (results.failures.length === 0) out.push("Budget: every figure within budget.");
  else out.push(`Budget: ${results.failures.length} failing:`, ...results.failures.map((f) => `- ${f.message}`));
  return out.join("\n");
}
