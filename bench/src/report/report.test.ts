// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Failure } from "./budget";
import { summarise } from "../lighthouse/lhr";
import { lhr } from "../lighthouse/lhr-fixture";
import { markdownTable } from "./markdown";
import {
  formatReport,
  calibrationLine,
  calibrationNote,
  profileHeading,
  profileTable,
  weightsTable,
  type ProfileResult,
  type Results,
} from "./report";

const midTier: ProfileResult = {
  name: "mid-tier",
  title: "mid-tier phone (benchmark index 1000)",
  runs: 5,
  multiplier: 2.47,
  targetIndex: 1000,
  hostTooSlow: false,
  calibration: { hostIndex: 2470, values: [2430, 2470, 2510], measured: true },
  lighthouseIndex: 2431,
  routes: summarise(
    [
      lhr("http://l/", { perf: 0.93, lcp: 1850, tbt: 303, element: `<img src="x" alt="The pool">` }),
      lhr("http://l/hi", { lcp: 1100, tbt: 7 }),
    ],
    ["/", "/hi"],
  ),
  reports: "bench/reports/mid-tier",
};

const failures: Failure[] = [
  {
    scope: "mid-tier",
    route: "/",
    what: "categories:performance",
    message: "mid-tier /: categories:performance 93 < 99 (runs: 93)",
  },
  {
    scope: "mid-tier",
    route: "/",
    what: "total-blocking-time",
    message: "mid-tier /: total-blocking-time 303 ms > 50 ms (runs: 303 ms)",
  },
  { scope: "weights", route: "/hi", what: "htmlGzip", message: "/hi: HTML (gzip) 27.8 kB > 14.0 kB" },
];

describe("markdownTable", () => {
  it("right-aligns number columns and escapes pipes", () => {
    expect(markdownTable(["Route", "TBT"], [["/a|b", "5 ms"]], ["l", "r"])).toBe(
      "| Route | TBT |\n|---|---:|\n| /a\\|b | 5 ms |",
    );
  });
});

describe("profileTable", () => {
  it("shows each route's medians, the LCP element's kind, and marks what missed its budget", () => {
    expect(profileTable(midTier, failures).split("\n").slice(2)).toEqual([
      "| / | 93 ✗ | 100 | 100 | 92 | 800 ms | 1.85 s | photo <img> | 303 ms ✗ | 0.004 | 900 ms |",
      "| /hi | 99 | 100 | 100 | 92 | 800 ms | 1.10 s | text <h1> | 7 ms | 0.004 | 900 ms |",
    ]);
  });
});

describe("profileHeading", () => {
  it("says which device, the multiplier and where it comes from", () => {
    expect(profileHeading(midTier)).toBe(
      "### Mid-tier phone (benchmark index 1000): CPU 2.47× (host 2470 / 1000), simulated slow 4G; Lighthouse measured 2431 during the runs; median of 5 runs",
    );
  });

  it("says how many runs each route had in this profile", () => {
    expect(profileHeading({ ...midTier, runs: 1 })).toMatch(/; median of 1 run$/);
  });

  it("warns when the host is slower than the device", () => {
    const slowHost = { hostIndex: 768, values: [768], measured: true };
    expect(profileHeading({ ...midTier, multiplier: 1, hostTooSlow: true, calibration: slowHost })).toContain(
      "CPU 1× (host 768 / 1000; the host is slower than this phone",
    );
  });

  it("names no host for Lighthouse's fixed 4×", () => {
    const fixed = { ...midTier, title: "default", multiplier: 4, targetIndex: undefined, calibration: undefined };
    expect(profileHeading(fixed)).toContain("CPU 4× (Lighthouse's default, whatever the host)");
  });
});

describe("calibrationLine and calibrationNote", () => {
  it("give each profile's own host index, measured or given", () => {
    expect(calibrationLine(midTier.calibration)).toBe(
      "Host benchmark index 2470, measured before this profile (median of 2430, 2470, 2510).",
    );
    expect(calibrationLine({ hostIndex: 2600, values: [], measured: false })).toBe(
      "Host benchmark index 2600 (given, not measured).",
    );
    expect(calibrationLine(undefined)).toBeUndefined();
  });

  it("warn when the host ran more than 20% away from its calibration, and say which way", () => {
    expect(calibrationNote(midTier)).toBeUndefined(); // 2431 against 2470
    expect(calibrationNote({ ...midTier, lighthouseIndex: 1900 })).toBe(
      "Warning: during the runs the host measured 1900, 23% below its calibration, so these figures are a slower phone's than the profile's.",
    );
    expect(calibrationNote({ ...midTier, lighthouseIndex: 3100 })).toMatch(/26% above .* a faster phone's/);
  });
});

describe("weightsTable", () => {
  it("lists each route's weights in kB, marking those over budget", () => {
    const table = weightsTable(
      [
        {
          route: "/hi",
          htmlGzip: 27_800,
          firstTripGzip: 12_400,
          firstTripBrotli: 10_900,
          jsGzip: 99_900,
          jsEverGzip: 154_100,
          cssGzip: 10_700,
          jsBeforePaintGzip: 0,
        },
      ],
      failures,
    );
    expect(table.split("\n")[2]).toBe("| /hi | 27.8 kB ✗ | 12.4 kB | 10.9 kB | 99.9 kB | 154.1 kB | 10.7 kB | 0 |");
  });
});

describe("formatReport", () => {
  const results: Results = {
    date: "2026-11-23T13:34:00.000Z",
    durationMs: 248_000,
    machine: {
      cpus: 2,
      cpuModel: "AMD EPYC",
      memoryGB: 24,
      node: "v20.20.0",
      browser: "HeadlessChrome/156.0.0.0",
      lighthouse: "12.6.1",
      loadAverage: [15.9, 13],
    },
    runs: 5,
    routes: ["/", "/hi"],
    profiles: [midTier],
    weights: [],
    photoServer: { requests: 129, bytes: 6_350_000, failed: 0 },
    failures,
  };

  it("states the machine, its load and the host index with the values it is the median of", () => {
    const report = formatReport(results);
    expect(report).toContain("load average 15.9 → 13.0");
    expect(report).toContain("Host benchmark index 2470, measured before this profile (median of 2430, 2470, 2510).");
  });

  it("says when the CPU benchmark runs disagree, as on a busy machine", () => {
    const busy = formatReport({
      ...results,
      profiles: [{ ...midTier, calibration: { hostIndex: 259, values: [522, 44, 259, 255, 312], measured: true } }],
    });
    expect(busy).toContain(
      "Host benchmark index 259, measured before this profile (median of 522, 44, 259, 255, 312; they disagree by more than 20%, a busy machine).",
    );
  });

  it("ends with every failure, or says all is within budget", () => {
    expect(formatReport(results).split("\n").slice(-4)).toEqual([
      "Budget: 3 failing:",
      ...failures.map((f) => `- ${f.message}`),
    ]);
    expect(
      formatReport({ ...results, failures: [] })
        .split("\n")
        .at(-1),
    ).toBe("Budget: every figure within budget.");
  });
});
