// @vitest-environment node
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compareBudget, loadBudget, parseBudget, parseSize, type Measured } from "./budget";

const none: Measured = { lighthouse: [], build: [], heroLcp: [] };

describe("parseSize", () => {
  it("reads kB as 1000 bytes and KiB as 1024", () => {
    expect(parseSize("100 kB")).toBe(100_000);
    expect(parseSize("20KiB")).toBe(20_480);
    expect(parseSize("0 B")).toBe(0);
    expect(parseSize("1.5 MB")).toBe(1_500_000);
  });

  it("refuses what is not a size", () => {
    expect(() => parseSize("a lot")).toThrow(/not a size/);
  });
});

describe("parseBudget", () => {
  it("names the field that is wrong", () => {
    expect(() => parseBudget({ lighthouse: [{ formFactor: "mobile", routes: "*", figures: { speed: { min: 1 } } }] })).toThrow(/lighthouse\.0\.figures/);
    expect(() => parseBudget({ build: [{ routes: ["/"], figures: { jsGzip: { max: "lots" } } }] })).toThrow(/build\.0\.figures\.jsGzip\.max: not a size/);
    expect(() => parseBudget({ build: [{ routes: ["/"], figures: { jsGzip: {} } }] })).toThrow(/give min, max or both/);
    expect(() => parseBudget({ heroLcp: [{ formFactor: "tablet", routes: ["/"] }] })).toThrow(/heroLcp\.0\.formFactor/);
  });
});

describe("the project's budget file", () => {
  const budget = loadBudget(path.join(import.meta.dirname, "budget.json"));

  it("holds PRODUCT.md section 6 for Lighthouse mobile on every route", () => {
    expect(budget.lighthouse).toContainEqual({
      formFactor: "mobile",
      routes: "*",
      figures: {
        performance: { min: 95 },
        accessibility: { min: 100 },
        bestPractices: { min: 100 },
        seo: { min: 100 },
        lcp: { max: 2000 },
        cls: { max: 0.02 },
        tbt: { max: 50 },
      },
    });
  });

  it("holds 100 kB of JavaScript on the home page, none before first paint, 20 kB of CSS", () => {
    const fails = compareBudget(budget, {
      ...none,
      build: [
        { route: "/", figures: { jsGzip: 100_001, blockingJsGzip: 0, cssGzip: 20_000 } },
        { route: "/rooms", figures: { jsGzip: 150_000, blockingJsGzip: 1, cssGzip: 20_001 } },
      ],
    });
    expect(fails.map((f) => `${f.route} ${f.figure}`)).toEqual(["/ jsGzip", "/rooms blockingJsGzip", "/rooms cssGzip"]);
  });
});

describe("compareBudget", () => {
  const budget = parseBudget({
    lighthouse: [
      { formFactor: "mobile", routes: "*", figures: { performance: { min: 95 }, tbt: { max: 50 } } },
      { formFactor: "mobile", routes: ["/"], figures: { lcp: { max: 2000 } } },
    ],
    build: [{ routes: ["/"], figures: { jsGzip: { max: "100 kB" } } }],
    heroLcp: [{ formFactor: "mobile", routes: ["/"] }],
  });

  it("passes figures at their limits exactly", () => {
    const measured: Measured = {
      lighthouse: [{ route: "/", formFactor: "mobile", figures: { performance: 95, tbt: 50, lcp: 2000 } }],
      build: [{ route: "/", figures: { jsGzip: 100_000 } }],
      heroLcp: [{ route: "/", formFactor: "mobile", ok: true, detail: "" }],
    };
    expect(compareBudget(budget, measured)).toEqual([]);
  });

  it("names each figure over or under its limit, with route and form factor", () => {
    const fails = compareBudget(budget, {
      ...none,
      lighthouse: [
        { route: "/", formFactor: "mobile", figures: { performance: 91, tbt: 20, lcp: 2350 } },
        { route: "/rooms", formFactor: "mobile", figures: { performance: 99, tbt: 120, lcp: 9999 } },
      ],
    });
    expect(fails.map((f) => f.message)).toEqual([
      "mobile /: Perf (performance) 91 < minimum 95",
      "mobile /: LCP (lcp) 2.35 s > maximum 2.00 s",
      "mobile /rooms: TBT (tbt) 120 ms > maximum 50 ms",
    ]);
  });

  it("does not hold desktop runs to a mobile budget", () => {
    expect(compareBudget(budget, { ...none, lighthouse: [{ route: "/", formFactor: "desktop", figures: { performance: 10 } }] })).toEqual([]);
  });

  it("fails a budgeted figure that was not measured, and a route whose runs all failed", () => {
    const fails = compareBudget(budget, {
      ...none,
      lighthouse: [
        { route: "/a", formFactor: "mobile", figures: { performance: 99 } },
        { route: "/b", formFactor: "mobile", figures: {}, error: "NO_FCP: The page did not paint any content" },
      ],
    });
    expect(fails.map((f) => f.message)).toEqual([
      "mobile /a: TBT (tbt) was not measured",
      "mobile /b: Lighthouse failed: NO_FCP: The page did not paint any content",
    ]);
  });

  it("fails a budgeted hero check that did not pass, and ignores others", () => {
    const fails = compareBudget(budget, {
      ...none,
      heroLcp: [
        { route: "/", formFactor: "mobile", ok: false, detail: "LCP element was <h1>" },
        { route: "/", formFactor: "desktop", ok: false, detail: "LCP element was <p>" },
      ],
    });
    expect(fails.map((f) => f.message)).toEqual(["mobile /: hero photo not the served LCP element: LCP element was <h1>"]);
  });
});
