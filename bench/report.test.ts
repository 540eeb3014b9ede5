// @vitest-environment node
import { describe, expect, it } from "vitest";
import { emptySize, type BuildSizes } from "./assets";
import type { Failure } from "./budget";
import { buildFiguresOf, buildTable, formatReport, heaviestFiles, lighthouseTable, markdownTable, measuredOf, type Results, type RouteResult } from "./report";

const sizes = (jsGzip: number): BuildSizes => ({
  js: { files: 4, raw: jsGzip * 3, gzip: jsGzip, brotli: Math.round(jsGzip * 0.85) },
  css: { files: 1, raw: 40_000, gzip: 7_400, brotli: 6_500 },
  blockingJs: emptySize(),
  blockingCss: { files: 1, raw: 40_000, gzip: 7_300, brotli: 6_400 },
  inlineHeadJs: { files: 1, raw: 500, gzip: 278, brotli: 220 },
  files: [],
  missing: [],
});

const route = (path: string, jsGzip: number, performance: number): RouteResult => ({
  route: path,
  file: path === "/" ? "index.html" : `${path.slice(1)}.html`,
  build: sizes(jsGzip),
  buildFigures: buildFiguresOf(sizes(jsGzip)),
  lighthouse: {
    mobile: {
      median: { performance, accessibility: 100, bestPractices: 100, seo: 100, lcp: 1890, fcp: 900, tbt: 12, cls: 0, speedIndex: 1000, jsTransfer: 60_000, cssTransfer: 7_600, imageTransfer: 120_000, totalTransfer: 200_000 },
      runs: [],
      errors: [],
      notes: [],
    },
  },
});

const failures: Failure[] = [
  { scope: "mobile", route: "/rooms", figure: "performance", value: 91, message: "mobile /rooms: Perf (performance) 91 < minimum 95" },
  { scope: "build", route: "/", figure: "jsGzip", value: 120_000, message: "build /: JS gzip (jsGzip) 120.0 kB > maximum 100.0 kB" },
];

describe("markdownTable", () => {
  it("writes a header, an alignment rule and rows, escaping pipes", () => {
    expect(markdownTable(["Route", "Perf"], [["/a|b", "99"]], ["l", "r"])).toBe("| Route | Perf |\n|---|---:|\n| /a\\|b | 99 |");
  });
});

describe("lighthouseTable", () => {
  it("writes one row per route with the median figures, marking those over budget", () => {
    const table = lighthouseTable([route("/", 80_000, 99), route("/rooms", 80_000, 91)], "mobile", failures);
    const lines = table.split("\n");
    expect(lines[0]).toBe("| Route | Perf | A11y | BP | SEO | LCP | FCP | TBT | CLS | SI | JS | CSS | Img | Total |");
    expect(lines[2]).toBe("| / | 99 | 100 | 100 | 100 | 1.89 s | 900 ms | 12 ms | 0.000 | 1.00 s | 60.0 kB | 7.6 kB | 120.0 kB | 200.0 kB |");
    expect(lines[3]).toContain("| /rooms | 91 ✗ | 100 |");
  });
});

describe("buildTable", () => {
  it("writes each route's JS and CSS in gzip and brotli and what loads before first paint", () => {
    const lines = buildTable([route("/", 120_000, 99)], failures).split("\n");
    expect(lines[2]).toBe("| / | 4 | 120.0 kB ✗ | 102.0 kB | 7.4 kB | 6.5 kB | 0 | 7.3 kB | 278 B |");
  });
});

describe("formatReport", () => {
  const results = (fails: Failure[]): Results => ({
    date: "2026-01-02T03:04:05.000Z",
    durationMs: 754_000,
    machine: { cpus: 2, cpuModel: "AMD EPYC", memoryGB: 23, platform: "linux", node: "v20", browser: "HeadlessChrome/156", lighthouse: "12.8.2" },
    options: { runs: 3, formFactors: ["mobile"], routes: ["/", "/rooms"] },
    routes: [route("/", 120_000, 99), route("/rooms", 80_000, 91)],
    heroLcp: [{ route: "/", formFactor: "mobile", ok: true, detail: "LCP element <img> is the hero photo" }],
    photoServer: { requests: 12, bytes: 1_200_000, failed: 0 },
    failures: fails,
  });

  it("states the conditions, the hero check and each failing figure", () => {
    const text = formatReport(results(failures));
    expect(text).toContain("2 routes, 2026-01-02 03:04 UTC, 2 cores (AMD EPYC)");
    expect(text).toContain("took 12 min 34 s");
    expect(text).toContain("median of 3 runs");
    expect(text).toContain("- ✓ mobile /: LCP element <img> is the hero photo");
    expect(text).toContain("Photo server: 12 photos served (1.20 MB), 0 failed.");
    expect(text).toContain("Budget: 2 failing:\n- mobile /rooms: Perf (performance) 91 < minimum 95\n- build /: JS gzip");
  });

  it("says so when every figure is within budget", () => {
    expect(formatReport(results([]))).toContain("Budget: every figure within budget.");
  });
});

describe("measuredOf", () => {
  it("turns a form factor without a successful run into a failed run", () => {
    const r = route("/", 1, 99);
    r.lighthouse.mobile = { median: {}, runs: [], errors: ["NO_NAVSTART"], notes: [] };
    expect(measuredOf([r], []).lighthouse[0]).toMatchObject({ route: "/", formFactor: "mobile", error: "NO_NAVSTART" });
  });
});

describe("heaviestFiles", () => {
  it("lists a route's files of one kind, largest first, and sums the rest", () => {
    const r = route("/", 1, 99);
    r.build.files = [
      { id: "/_astro/small.js", kind: "js", raw: 10, gzip: 500, brotli: 400, blocking: false, via: "import" },
      { id: "/_astro/client.js", kind: "js", raw: 10, gzip: 66_000, brotli: 60_000, blocking: false, via: "island" },
      { id: "/_astro/site.css", kind: "css", raw: 10, gzip: 9_000, brotli: 8_000, blocking: true, via: "stylesheet" },
      { id: "inline script 1 (head)", kind: "js", raw: 10, gzip: 300, brotli: 200, blocking: false, via: "inline" },
    ];
    expect(heaviestFiles(r, "js", 2)).toBe("client.js 66.0 kB (island), small.js 500 B (import), 1 more 300 B");
  });
});
