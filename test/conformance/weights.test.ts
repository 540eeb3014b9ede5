// @vitest-environment node
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseBudgets } from "../support/budgets";
import { htmlGzipBytes, htmlWeightFindings, loadWeightAllowances, unusedWeightAllowances } from "./weights";

const why = "a reason long enough to read";
const budget = parseBudgets({
  weights: [
    { routes: "*", htmlGzip: "14 kB", cssGzip: "20 kB", why },
    { routes: ["/"], jsGzip: "80 kB", why },
  ],
});
// Random bytes do not compress: 20 kB of them as hex is over 14 kB gzip, a short page far under.
const heavy = `<!doctype html><p>${randomBytes(20_000).toString("hex")}</p>`;
const light = "<!doctype html><p>Welcome</p>";

describe("the HTML weight check", () => {
  it("names a built page whose HTML is over 14 kB gzip, with its size", () => {
    const findings = htmlWeightFindings([{ file: "dist/hi.html", urlPath: "/hi", html: heavy }], budget);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ checker: "weights", severity: "error", file: "dist/hi.html" });
    expect(findings[0]!.message).toMatch(/^\/hi: HTML \(gzip\) \d+\.\d kB > 14\.0 kB/);
  });

  it("passes a page under its budget and judges no other weight from the HTML alone", () => {
    expect(htmlWeightFindings([{ file: "dist/index.html", urlPath: "/", html: light }], budget)).toEqual([]);
  });

  it("reads the project's budget by default, which holds every route to 14 kB", () => {
    expect(htmlGzipBytes(heavy)).toBeGreaterThan(14_000);
    expect(htmlWeightFindings([{ file: "dist/terms.html", urlPath: "/terms", html: heavy }])).toHaveLength(1);
  });
});

describe("a weight allowance", () => {
  const allowance = { route: "/hi", htmlGzipMax: 40_000, why: "over budget for a known reason" };

  it("accepts a page over budget up to its ceiling, and only on its route", () => {
    expect(htmlWeightFindings([{ file: "dist/hi.html", urlPath: "/hi", html: heavy }], budget, [allowance])).toEqual(
      [],
    );
    expect(htmlWeightFindings([{ file: "dist/x.html", urlPath: "/x", html: heavy }], budget, [allowance])).toHaveLength(
      1,
    );
  });

  it("fails a page that grew past its ceiling, naming both limits", () => {
    const tight = { ...allowance, htmlGzipMax: 15_000 };
    const [finding] = htmlWeightFindings([{ file: "dist/hi.html", urlPath: "/hi", html: heavy }], budget, [tight]);
    expect(finding!.message).toMatch(/> 14\.0 kB and over its allowance of 15\.0 kB \(budgets\.json\)$/);
  });

  it("is reported as no longer needed once the page is within budget", () => {
    expect(unusedWeightAllowances([{ urlPath: "/hi", html: light }], [allowance], budget)).toEqual([allowance]);
    expect(unusedWeightAllowances([{ urlPath: "/hi", html: heavy }], [allowance], budget)).toEqual([]);
  });

  it("of the project holds only routes that are over budget, each with its reason", () => {
    for (const entry of loadWeightAllowances()) {
      expect(entry.htmlGzipMax, entry.route).toBeGreaterThan(14_000);
      expect(entry.why.length).toBeGreaterThan(20);
    }
  });
});
