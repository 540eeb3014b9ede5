// @vitest-environment node
import { describe, expect, it } from "vitest";
import { evidenceOf, formatEvidence, shortUrl } from "./evidence";
import { summarise } from "./lhr";
import { lhr } from "./lhr-fixture";
import { evidenceSection } from "../report/report";

/** A home-page run with the audits the evidence reads, shaped as Lighthouse 12 writes them. */
function slowHome(tbt = 517) {
  const run = lhr("http://localhost:4440/", { perf: 0.86, lcp: 1810, tbt });
  Object.assign(run.audits, {
    "long-tasks": {
      details: {
        type: "table",
        items: [
          { url: "Unattributable", duration: 90, startTime: 774.6 },
          { url: "http://localhost:4440/_astro/client.Dp4kTbf2.js", duration: 310, startTime: 1200 },
        ],
      },
    },
    "bootup-time": {
      details: {
        type: "table",
        items: [
          { url: "http://localhost:4440/", total: 375.4, scripting: 34.5 },
          { url: "http://localhost:4440/_astro/client.Dp4kTbf2.js", total: 483.7, scripting: 447.4 },
        ],
      },
    },
    "mainthread-work-breakdown": {
      details: {
        type: "table",
        items: [
          { group: "styleLayout", groupLabel: "Style & Layout", duration: 117.3 },
          { group: "scriptEvaluation", groupLabel: "Script Evaluation", duration: 495.7 },
        ],
      },
    },
    "network-dependency-tree-insight": {
      details: {
        type: "network-tree",
        chains: {
          doc: {
            url: "http://localhost:4440/",
            navStartToEndTime: 93,
            transferSize: 18675,
            isLongest: true,
            children: {
              css: { url: "http://localhost:4440/_astro/site.css", navStartToEndTime: 105, transferSize: 10936 },
              js: {
                url: "http://localhost:4440/_astro/client.Dp4kTbf2.js",
                navStartToEndTime: 251,
                transferSize: 58533,
                isLongest: true,
                children: {
                  photo: {
                    url: "https://images.unsplash.com/photo-1566073771259?w=800",
                    navStartToEndTime: 640,
                    transferSize: 81234,
                    isLongest: true,
                  },
                },
              },
            },
          },
        },
      },
    },
  });
  return run;
}

describe("evidenceOf", () => {
  it("lists the longest tasks first, with the script that ran them, on the site's own paths", () => {
    expect(evidenceOf(slowHome()).longTasks).toEqual([
      { url: "/_astro/client.Dp4kTbf2.js", startMs: 1200, ms: 310 },
      { url: "Unattributable", startMs: 774.6, ms: 90 },
    ]);
  });

  it("ranks scripts and kinds of main-thread work by the time they took", () => {
    const evidence = evidenceOf(slowHome());
    expect(evidence.scripts.map((s) => s.url)).toEqual(["/_astro/client.Dp4kTbf2.js", "/"]);
    expect(evidence.scripts[0]!.evaluationMs).toBeCloseTo(447.4);
    expect(evidence.work.map((w) => w.kind)).toEqual(["Script Evaluation", "Style & Layout"]);
  });

  it("follows the longest request chain from the document to its end, leaving side branches out", () => {
    expect(evidenceOf(slowHome()).chain).toEqual([
      { url: "/", endMs: 93, bytes: 18675 },
      { url: "/_astro/client.Dp4kTbf2.js", endMs: 251, bytes: 58533 },
      { url: "images.unsplash.com/photo-1566073771259", endMs: 640, bytes: 81234 },
    ]);
  });

  it("splits the LCP into Lighthouse's phases", () => {
    expect(evidenceOf(slowHome()).lcpPhases).toEqual([{ phase: "TTFB", ms: 400 }]);
  });

  it("is empty, not broken, when the audits are missing", () => {
    expect(evidenceOf(lhr("http://localhost:4440/", { lcp: 1, tbt: 0 }))).toMatchObject({
      chain: [],
      longTasks: [],
      scripts: [],
      work: [],
    });
  });
});

describe("shortUrl", () => {
  it("keeps what is not a URL as it is", () => {
    expect(shortUrl("Unattributable", "http://localhost:4440")).toBe("Unattributable");
  });
});

describe("the report's evidence", () => {
  const route = summarise([slowHome(517), slowHome(40), slowHome(300)], ["/"])[0]!;
  const profile = {
    name: "low-tier" as const,
    title: "low-tier phone",
    runs: 3,
    multiplier: 9.46,
    targetIndex: 264,
    hostTooSlow: false,
    routes: [route],
    reports: "bench/reports/low-tier",
  };

  it("explains each route and profile that misses a speed budget, from its median runs", () => {
    const failures = [
      { scope: "low-tier" as const, route: "/", what: "total-blocking-time", message: "/ TBT 300 ms > 200 ms" },
    ];
    const text = evidenceSection({ profiles: [profile], failures }).join("\n");
    expect(text).toContain("#### /, low-tier phone: TBT over budget");
    expect(text).toContain("- Longest request chain: / (ends 93 ms, 18.7 kB) → /_astro/client.Dp4kTbf2.js");
    expect(text).toContain("- Long tasks: 310 ms at 1200 ms (/_astro/client.Dp4kTbf2.js)");
  });

  it("says nothing when only an audit (accessibility, weights) fails", () => {
    const failures = [
      { scope: "low-tier" as const, route: "/", what: "categories:accessibility", message: "a11y" },
      { scope: "weights" as const, route: "/", what: "htmlGzip", message: "html" },
    ];
    expect(evidenceSection({ profiles: [profile], failures })).toEqual([]);
  });

  it("reads 'none' when the page had no long task", () => {
    const quiet = evidenceOf(lhr("http://localhost:4440/", { lcp: 1, tbt: 0 }));
    expect(formatEvidence("/", quiet)).toContain("- Long tasks: none");
  });
});
