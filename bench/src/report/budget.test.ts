// @vitest-environment node
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  assertionFailures,
  checkRunCounts,
  checkTextLcp,
  checkWeights,
  loadBudget,
  parseBudget,
  parseSize,
  type AssertionResult,
  type Weights,
} from "./budget";
import { lhr } from "../lighthouse/lhr-fixture";
import { summarise } from "../lighthouse/lhr";

const budget = loadBudget(path.resolve(import.meta.dirname, "..", "..", "budget.json"));

const weights = (route: string, w: Partial<Weights> = {}): Weights => ({
  route,
  htmlGzip: 12_000,
  firstTripGzip: 9_000,
  firstTripBrotli: 8_000,
  jsGzip: 70_000,
  jsEverGzip: 120_000,
  cssGzip: 10_700,
  jsBeforePaintGzip: 0,
  ...w,
});

describe("parseSize", () => {
  it("reads kB as 1000 bytes and KiB as 1024", () => {
    expect(parseSize("80 kB")).toBe(80_000);
    expect(parseSize("14 KB")).toBe(14_000);
    expect(parseSize("20 KiB")).toBe(20_480);
    expect(parseSize("0 B")).toBe(0);
    expect(() => parseSize("lots")).toThrow(/not a size/);
  });
});

describe("the budget file", () => {
  it("holds the quality targets' weights: HTML 14 kB (the first trip, and the whole page as a guard) and CSS 20 kB everywhere, home JavaScript 80 kB without interaction and 140 kB in all", () => {
    expect(budget.weights).toEqual([
      {
        routes: "*",
        htmlGzip: 14_000,
        firstTripGzip: 14_000,
        firstTripBrotli: 14_000,
        cssGzip: 20_000,
        jsBeforePaintGzip: 0,
      },
      { routes: ["/", "/hi"], jsGzip: 80_000, jsEverGzip: 140_000 },
    ]);
    expect(budget.lcpWhereText).toEqual([{ profile: "mid-tier", maxMs: 1200 }]);
  });

  it("refuses an unknown figure or profile, naming it", () => {
    expect(() => parseBudget({ weights: [{ routes: "*", imagesGzip: "1 kB" }] })).toThrow(/weights\.0/);
    expect(() => parseBudget({ lcpWhereText: [{ profile: "desktop", maxMs: 1 }] })).toThrow(/lcpWhereText\.0\.profile/);
  });
});

describe("checkWeights", () => {
  it("passes a page within every limit", () => {
    expect(checkWeights(budget, [weights("/"), weights("/rooms")])).toEqual([]);
  });

  it("fails the home page over 80 kB of JavaScript, in Hindi too, but not another page", () => {
    const failures = checkWeights(budget, [
      weights("/", { jsGzip: 99_900 }),
      weights("/hi", { jsGzip: 99_900 }),
      weights("/booking", { jsGzip: 99_900 }),
    ]);
    expect(failures.map((f) => f.message)).toEqual([
      "/: JavaScript without any interaction (gzip) 99.9 kB > 80.0 kB",
      "/hi: JavaScript without any interaction (gzip) 99.9 kB > 80.0 kB",
    ]);
  });

  it("fails HTML that cannot arrive in the first round trip, on any route", () => {
    expect(checkWeights(budget, [weights("/hi/rooms", { htmlGzip: 14_001 })])).toMatchObject([
      { route: "/hi/rooms", what: "htmlGzip" },
    ]);
  });

  it("fails a page whose head, hero heading and hero photo do not fit the first 14 kB, gzip or brotli, on any route", () => {
    const failures = checkWeights(budget, [
      weights("/terms", { firstTripGzip: 14_001 }),
      weights("/hi/rooms", { firstTripBrotli: 14_001 }),
      weights("/", { firstTripGzip: 14_000, firstTripBrotli: 14_000 }),
    ]);
    expect(failures.map((f) => [f.route, f.what])).toEqual([
      ["/terms", "firstTripGzip"],
      ["/hi/rooms", "firstTripBrotli"],
    ]);
  });

  it("fails everything the home page can load over 140 kB, and any script before first paint", () => {
    const failures = checkWeights(budget, [weights("/", { jsEverGzip: 154_100, jsBeforePaintGzip: 300 })]);
    expect(failures.map((f) => f.what)).toEqual(["jsBeforePaintGzip", "jsEverGzip"]);
  });
});

describe("checkTextLcp", () => {
  const photo = `<img src="https://images.unsplash.com/photo-1" alt="The pool">`;

  it("holds text to 1.2 s on the mid-tier phone", () => {
    const summaries = summarise(
      [lhr("http://l/rooms", { lcp: 1300, tbt: 0 }), lhr("http://l/terms", { lcp: 1150, tbt: 0 })],
      ["/rooms", "/terms"],
    );
    expect(checkTextLcp(budget, "mid-tier", summaries).map((f) => f.message)).toEqual([
      'mid-tier /rooms: LCP 1.30 s > 1.20 s where the largest element is text (<h1> "Hotel in Indore")',
    ]);
  });

  it("leaves a photo to Lighthouse CI's 1.5 s, and other profiles alone", () => {
    const summaries = summarise([lhr("http://l/", { lcp: 1450, tbt: 0, element: photo })], ["/"]);
    expect(checkTextLcp(budget, "mid-tier", summaries)).toEqual([]);
    expect(checkTextLcp(budget, "low-tier", summarise([lhr("http://l/", { lcp: 2000, tbt: 0 })], ["/"]))).toEqual([]);
  });

  it("applies the text limit when Lighthouse named no element", () => {
    const run = lhr("http://l/", { lcp: 1300, tbt: 0 });
    run.audits["largest-contentful-paint-element"] = undefined;
    expect(checkTextLcp(budget, "mid-tier", summarise([run], ["/"]))).toHaveLength(1);
  });
});

describe("assertionFailures", () => {
  const result = (r: Partial<AssertionResult>): AssertionResult => ({
    url: "http://localhost:4440/hi",
    name: "maxNumericValue",
    operator: "<=",
    expected: 50,
    actual: 61,
    values: [12, 61, 80],
    passed: false,
    level: "error",
    auditId: "total-blocking-time",
    ...r,
  });
  const route = (url: string) => new URL(url).pathname;

  it("names each failed assertion with its runs", () => {
    expect(assertionFailures("mid-tier", [result({})], route)).toEqual([
      {
        scope: "mid-tier",
        route: "/hi",
        what: "total-blocking-time",
        message: "mid-tier /hi: total-blocking-time 61 ms > 50 ms (runs: 12 ms, 61 ms, 80 ms)",
      },
    ]);
  });

  it("writes category scores out of 100", () => {
    const score = result({
      auditId: "categories",
      auditProperty: "performance",
      name: "minScore",
      operator: ">=",
      expected: 0.99,
      actual: 0.93,
      values: [0.93],
    });
    expect(assertionFailures("mid-tier", [score], route)[0]!.message).toBe(
      "mid-tier /hi: categories:performance 93 < 99 (runs: 93)",
    );
  });

  it("ignores passed assertions and warnings", () => {
    expect(assertionFailures("low-tier", [result({ passed: true }), result({ level: "warn" })], route)).toEqual([]);
  });
});

describe("checkRunCounts", () => {
  it("fails a route with fewer runs than asked for", () => {
    const summaries = summarise([lhr("http://l/", { lcp: 1, tbt: 0 })], ["/", "/hi"]);
    expect(checkRunCounts("default", summaries, 1).map((f) => f.message)).toEqual([
      "default /hi: 0 of 1 Lighthouse runs finished",
    ]);
  });
});
