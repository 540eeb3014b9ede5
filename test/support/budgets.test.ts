// @vitest-environment node
import { describe, expect, it } from "vitest";
import { allowedOverBudget, checkWeights, loadBudgets, parseBudgets, parseSize, type Weights } from "./budgets";

const budgets = loadBudgets();
const raw = { weights: [{ routes: "*", htmlGzip: "14 kB", why: "the first round trip, about 14 kB" }] };

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

describe("the budgets file", () => {
  it("holds the quality targets' weights: HTML 14 kB (the first trip, and the whole page as a guard) and CSS 20 kB everywhere, no script before paint, home JavaScript 80 kB without interaction and 140 kB in all", () => {
    const limits = budgets.weights.map(({ why: _why, ...rule }) => rule);
    expect(limits).toEqual([
      { routes: "*", firstTripGzip: 14_000, firstTripBrotli: 14_000 },
      { routes: "*", htmlGzip: 14_000 },
      { routes: "*", cssGzip: 20_000 },
      { routes: "*", jsBeforePaintGzip: 0 },
      { routes: ["/", "/hi"], jsGzip: 80_000 },
      { routes: ["/", "/hi"], jsEverGzip: 140_000 },
    ]);
    expect(budgets.lcpWhereText).toMatchObject([{ profile: "mid-tier", maxMs: 1200 }]);
  });

  it("holds the taps' budgets: early 1,000 / 2,000 ms, settled 100 / 300 ms, Event Timing 200 ms on both phones", () => {
    expect(budgets.taps).toMatchObject({
      early: { "mid-tier": 1000, "low-tier": 2000 },
      settled: { "mid-tier": 100, "low-tier": 300 },
      eventTiming: { "mid-tier": 200, "low-tier": 200 },
    });
  });

  it("holds the navigation's budgets: first paint after a journey tap 150 / 400 ms, Back 100 ms on both phones, speculation 150 kB", () => {
    expect(budgets.navigation).toMatchObject({
      firstPaint: { "mid-tier": 150, "low-tier": 400 },
      back: { "mid-tier": 100, "low-tier": 100 },
      speculationBytes: { max: 150_000 },
    });
  });

  it("holds Lighthouse's assertions for every profile: speed on the phones, the CPU-independent categories at 4×", () => {
    const audits = (profile: keyof typeof budgets.lighthouse) => budgets.lighthouse[profile]?.map((a) => a.audit);
    expect(audits("mid-tier")).toEqual([
      "categories:performance",
      "largest-contentful-paint",
      "total-blocking-time",
      "cumulative-layout-shift",
    ]);
    expect(audits("low-tier")).toEqual(["largest-contentful-paint", "total-blocking-time"]);
    expect(audits("default")).toEqual(["categories:accessibility", "categories:best-practices", "categories:seo"]);
  });

  it("gives every allowance a ceiling over the budget it relaxes", () => {
    for (const entry of budgets.weightAllowances) expect(entry.htmlGzipMax, entry.route).toBeGreaterThan(14_000);
  });
});

describe("parseBudgets", () => {
  it("reads sizes into bytes", () => {
    expect(parseBudgets(raw).weights[0]).toMatchObject({ htmlGzip: 14_000 });
  });

  it("refuses an entry without its reason, naming the field", () => {
    expect(() => parseBudgets({ weights: [{ routes: "*", htmlGzip: "14 kB" }] })).toThrow(/weights\.0\.why/);
    expect(() =>
      parseBudgets({ taps: { early: { "mid-tier": 1, "low-tier": 2 }, settled: {}, eventTiming: {} } }),
    ).toThrow(/taps\.early\.why/);
    const phones = { "mid-tier": 1, "low-tier": 2, why: "a reason long enough to read" };
    expect(() =>
      parseBudgets({ navigation: { firstPaint: phones, back: phones, speculationBytes: { max: "150 kB" } } }),
    ).toThrow(/navigation\.speculationBytes\.why/);
    expect(() =>
      parseBudgets({
        navigation: { firstPaint: phones, back: { "mid-tier": 1 }, speculationBytes: { max: "1 kB", why: phones.why } },
      }),
    ).toThrow(/navigation\.back\.low-tier/);
    expect(() =>
      parseBudgets({
        navigation: { firstPaint: phones, back: phones, speculationBytes: { max: "lots", why: phones.why } },
      }),
    ).toThrow(/navigation\.speculationBytes\.max: not a size/);
  });

  it("refuses an unknown figure, profile or size, naming it", () => {
    const why = "a reason long enough to read";
    expect(() => parseBudgets({ weights: [{ routes: "*", imagesGzip: "1 kB", why }] })).toThrow(/weights\.0/);
    expect(() => parseBudgets({ weights: [{ routes: "*", cssGzip: "lots", why }] })).toThrow(
      /weights\.0\.cssGzip: not a size/,
    );
    expect(() => parseBudgets({ lcpWhereText: [{ profile: "desktop", maxMs: 1, why }] })).toThrow(
      /lcpWhereText\.0\.profile/,
    );
    expect(() => parseBudgets({ lighthouse: { desktop: [] } })).toThrow(/lighthouse: .*"desktop"/);
  });

  it("refuses a Lighthouse assertion with no limit or two, or a pattern that is no regular expression", () => {
    const why = "a reason long enough to read";
    expect(() => parseBudgets({ lighthouse: { "mid-tier": [{ audit: "total-blocking-time", why }] } })).toThrow(
      /lighthouse\.mid-tier\.0\.minScore: give exactly one/,
    );
    expect(() =>
      parseBudgets({ lighthouse: { default: [{ audit: "categories:seo", minScore: 1, maxNumericValue: 1, why }] } }),
    ).toThrow(/exactly one/);
    expect(() =>
      parseBudgets({ lighthouse: { default: [{ audit: "categories:seo", minScore: 1, urls: "(", why }] } }),
    ).toThrow(/lighthouse\.default\.0\.urls: not a regular expression/);
  });
});

describe("checkWeights", () => {
  it("passes a page within every limit", () => {
    expect(checkWeights(budgets, [weights("/"), weights("/rooms")])).toEqual([]);
  });

  it("fails the home page over 80 kB of JavaScript, in Hindi too, but not another page", () => {
    const failures = checkWeights(budgets, [
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
    expect(checkWeights(budgets, [weights("/hi/rooms", { htmlGzip: 14_001 })])).toMatchObject([
      { route: "/hi/rooms", what: "htmlGzip" },
    ]);
  });

  it("fails a page whose head, hero heading and hero photo do not fit the first 14 kB, gzip or brotli, on any route", () => {
    const failures = checkWeights(budgets, [
      weights("/terms", { firstTripGzip: 14_001 }),
      weights("/hi/rooms", { firstTripBrotli: 14_001 }),
      weights("/", { firstTripGzip: 14_000, firstTripBrotli: 14_000 }),
    ]);
    expect(failures.map((f) => [f.route, f.what])).toEqual([
      ["/terms", "firstTripGzip"],
      ["/hi/rooms", "firstTripBrotli"],
    ]);
  });

  it("lets a page with an allowance weigh up to its ceiling, and names both limits past it", () => {
    const allowance = { route: "/hi/booking", htmlGzipMax: 14_700, why: "over budget for a known reason" };
    const withAllowance = { ...budgets, weightAllowances: [allowance] };
    expect(checkWeights(withAllowance, [weights("/hi/booking", { htmlGzip: 14_600 })])).toEqual([]);
    expect(checkWeights(withAllowance, [weights("/hi/booking", { htmlGzip: 14_800 })]).map((f) => f.message)).toEqual([
      "/hi/booking: HTML (gzip) 14.8 kB > 14.0 kB and over its allowance of 14.7 kB",
    ]);
    expect(
      checkWeights(withAllowance, [weights("/hi/booking", { htmlGzip: 14_600, cssGzip: 20_100 })]).map((f) => f.what),
      "an allowance relaxes the HTML only",
    ).toEqual(["cssGzip"]);
    expect(checkWeights(withAllowance, [weights("/booking", { htmlGzip: 14_600 })]), "only on its route").toHaveLength(
      1,
    );
  });

  it("names each page over its HTML budget that its allowance accepts", () => {
    const withAllowance = {
      ...budgets,
      weightAllowances: [{ route: "/hi/booking", htmlGzipMax: 14_700, why: "over budget for a known reason" }],
    };
    expect(
      allowedOverBudget(withAllowance, [
        weights("/hi/booking", { htmlGzip: 14_600 }),
        weights("/booking", { htmlGzip: 13_000 }),
      ]),
    ).toEqual([
      "/hi/booking: HTML (gzip) 14.6 kB, over budget but within its allowance of 14.7 kB (budgets.json's weightAllowances)",
    ]);
    expect(allowedOverBudget(withAllowance, [weights("/hi/booking", { htmlGzip: 13_900 })]), "within budget").toEqual(
      [],
    );
    expect(allowedOverBudget(withAllowance, [weights("/hi/booking", { htmlGzip: 14_800 })]), "a failure").toEqual([]);
  });

  it("fails everything the home page can load over 140 kB, and any script before first paint", () => {
    const failures = checkWeights(budgets, [weights("/", { jsEverGzip: 154_100, jsBeforePaintGzip: 300 })]);
    expect(failures.map((f) => f.what)).toEqual(["jsBeforePaintGzip", "jsEverGzip"]);
  });
});
