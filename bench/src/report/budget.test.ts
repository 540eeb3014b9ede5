// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loadBudgets } from "../../../test/support/budgets";
import { assertionFailures, checkRunCounts, checkTextLcp, type AssertionResult } from "./budget";
import { lhr } from "../lighthouse/lhr-fixture";
import { summarise } from "../lighthouse/lhr";

const budgets = loadBudgets();

describe("checkTextLcp", () => {
  const photo = `<img src="https://images.unsplash.com/photo-1" alt="The pool">`;

  it("holds text to 1.2 s on the mid-tier phone", () => {
    const summaries = summarise(
      [lhr("http://l/rooms", { lcp: 1300, tbt: 0 }), lhr("http://l/terms", { lcp: 1150, tbt: 0 })],
      ["/rooms", "/terms"],
    );
    expect(checkTextLcp(budgets, "mid-tier", summaries).map((f) => f.message)).toEqual([
      'mid-tier /rooms: LCP 1.30 s > 1.20 s where the largest element is text (<h1> "Hotel in Indore")',
    ]);
  });

  it("leaves a photo to Lighthouse CI's 1.5 s, and other profiles alone", () => {
    const summaries = summarise([lhr("http://l/", { lcp: 1450, tbt: 0, element: photo })], ["/"]);
    expect(checkTextLcp(budgets, "mid-tier", summaries)).toEqual([]);
    expect(checkTextLcp(budgets, "low-tier", summarise([lhr("http://l/", { lcp: 2000, tbt: 0 })], ["/"]))).toEqual([]);
  });

  it("applies the text limit when Lighthouse named no element", () => {
    const run = lhr("http://l/", { lcp: 1300, tbt: 0 });
    run.audits["largest-contentful-paint-element"] = undefined;
    expect(checkTextLcp(budgets, "mid-tier", summarise([run], ["/"]))).toHaveLength(1);
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
