// @vitest-environment node
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { loadBudgets, parseBudgets } from "../../../test/support/budgets";
import { assertMatrix, lighthouseConfig } from "./config";
import { profileNames, profiles, type ProfileName } from "./profiles";

/** Lighthouse CI's own assertion code, the one `lhci assert` runs (@lhci/cli depends on @lhci/utils at its own version). */
const { getAllAssertionResults } = createRequire(import.meta.url)("@lhci/utils/src/assertions.js") as {
  getAllAssertionResults(options: unknown, lhrs: unknown[]): { auditId?: string; auditProperty?: string }[];
};

const budgets = loadBudgets();
const configOf = (name: ProfileName) => lighthouseConfig(profiles[name], budgets.lighthouse[name]);
const why = "a reason long enough to read";

/** A Lighthouse run of `url` with these category scores and audit values, as Lighthouse CI reads it. */
function run(url: string, scores: Record<string, number>, audits: Record<string, number> = {}) {
  return {
    finalUrl: url,
    requestedUrl: url,
    categories: Object.fromEntries(Object.entries(scores).map(([id, score]) => [id, { id, score }])),
    audits: {
      "first-contentful-paint": { id: "first-contentful-paint", score: 1, numericValue: 900 },
      interactive: { id: "interactive", score: 1, numericValue: 900 },
      ...Object.fromEntries(Object.entries(audits).map(([id, value]) => [id, { id, score: 1, numericValue: value }])),
    },
  };
}
const failures = (name: ProfileName, lhr: ReturnType<typeof run>) =>
  getAllAssertionResults(configOf(name).ci.assert, [lhr]).map((r) => r.auditProperty ?? r.auditId);

describe("assertMatrix", () => {
  it("turns each budget into an error on the median of the runs, grouped by the URLs it applies to", () => {
    const entries = parseBudgets({
      lighthouse: {
        default: [
          { audit: "categories:accessibility", minScore: 1, why },
          { audit: "categories:seo", minScore: 1, urls: "^(?!.*/offline/?$).*$", why },
          { audit: "total-blocking-time", maxNumericValue: 50, why },
        ],
      },
    }).lighthouse.default!;
    expect(assertMatrix(entries)).toEqual([
      {
        matchingUrlPattern: ".*",
        assertions: {
          "categories:accessibility": ["error", { minScore: 1, aggregationMethod: "median" }],
          "total-blocking-time": ["error", { maxNumericValue: 50, aggregationMethod: "median" }],
        },
      },
      {
        matchingUrlPattern: "^(?!.*/offline/?$).*$",
        assertions: { "categories:seo": ["error", { minScore: 1, aggregationMethod: "median" }] },
      },
    ]);
  });
});

describe("lighthouseConfig", () => {
  it("asserts every profile's budgets from budgets.json, and none for a profile without", () => {
    for (const name of profileNames) expect(configOf(name).ci.assert, name).toBeDefined();
    expect(lighthouseConfig(profiles["low-tier"], []).ci.assert).toBeUndefined();
  });

  it("the phones measure speed only; the CPU-independent categories are scored once, at 4×", () => {
    for (const name of ["mid-tier", "low-tier"] as const)
      expect(configOf(name).ci.collect.settings.onlyCategories).toEqual(["performance"]);
    expect(configOf("default").ci.collect.settings.onlyCategories).toEqual([
      "performance",
      "accessibility",
      "best-practices",
      "seo",
    ]);
  });

  it("on the mid-tier phone, fails a median over 1.5 s LCP, 50 ms TBT, 0.01 CLS or under 99 performance", () => {
    const good = run(
      "https://localhost/",
      { performance: 1 },
      { "largest-contentful-paint": 1400, "total-blocking-time": 40, "cumulative-layout-shift": 0 },
    );
    expect(failures("mid-tier", good)).toEqual([]);
    const bad = run(
      "https://localhost/",
      { performance: 0.98 },
      { "largest-contentful-paint": 1600, "total-blocking-time": 60, "cumulative-layout-shift": 0.02 },
    );
    expect(failures("mid-tier", bad).sort()).toEqual(
      ["cumulative-layout-shift", "largest-contentful-paint", "performance", "total-blocking-time"].sort(),
    );
  });

  it("on the low-tier phone, fails a median over 2.5 s LCP or 200 ms TBT", () => {
    const within = run(
      "https://localhost/",
      { performance: 0.5 },
      { "largest-contentful-paint": 2400, "total-blocking-time": 190 },
    );
    expect(failures("low-tier", within)).toEqual([]);
    const over = run(
      "https://localhost/",
      { performance: 0.5 },
      { "largest-contentful-paint": 2600, "total-blocking-time": 210 },
    );
    expect(failures("low-tier", over).sort()).toEqual(["largest-contentful-paint", "total-blocking-time"]);
  });

  it("at 4×, every page must score 100 for accessibility and best practices, and for SEO every page but the offline pages, which ask not to be indexed", () => {
    const perfect = { accessibility: 1, "best-practices": 1, seo: 1 };
    const noindex = { ...perfect, seo: 0.63 };
    for (const url of ["https://localhost/", "https://localhost/rooms/deluxe", "https://localhost/hi/offline-guide"])
      expect(failures("default", run(url, noindex)), url).toEqual(["seo"]);
    for (const url of ["https://localhost/offline", "https://localhost/hi/offline"]) {
      expect(failures("default", run(url, noindex)), url).toEqual([]);
      expect(failures("default", run(url, { ...noindex, accessibility: 0.9 })), url).toEqual(["accessibility"]);
    }
    expect(failures("default", run("https://localhost/", perfect))).toEqual([]);
  });

  it("uploads each route's median run to the filesystem, without the costly audits that change no score", () => {
    const config = configOf("mid-tier");
    expect(config.ci.upload.target).toBe("filesystem");
    expect(config.ci.collect.settings).toMatchObject({ skipAudits: ["bf-cache"], disableFullPageScreenshot: true });
  });
});
