// @vitest-environment node
import { describe, expect, it } from "vitest";
import { defaultDist, parseOptions } from "./options";

describe("parseOptions", () => {
  it("defaults to 3 runs, mobile and desktop, every route, a fresh build in a folder of its own", () => {
    expect(parseOptions([])).toMatchObject({
      runs: 3,
      routes: undefined,
      formFactors: ["mobile", "desktop"],
      build: true,
      dist: defaultDist,
      budget: "bench/budget.json",
      out: "bench/results.json",
      reports: "bench/reports",
    });
  });

  it("reads a quick run from flags, with or without =", () => {
    expect(parseOptions(["--runs", "1", "--routes=/,/rooms", "--mobile-only", "--no-build", "--no-reports"])).toMatchObject({
      runs: 1,
      routes: ["/", "/rooms"],
      formFactors: ["mobile"],
      build: false,
      reports: undefined,
    });
    expect(parseOptions(["--desktop-only"]).formFactors).toEqual(["desktop"]);
  });

  it("builds into its own folder, not the DIST_DIR the tests may be using", () => {
    expect(parseOptions([], { DIST_DIR: "/tmp/dist-tests" }).dist).toBe(defaultDist);
  });

  it("reads the environment, and flags win over it", () => {
    const env = { BENCH_RUNS: "5", BENCH_ROUTES: "/contact", BENCH_FORM_FACTORS: "desktop", BENCH_NO_BUILD: "1" };
    expect(parseOptions([], env)).toMatchObject({ runs: 5, routes: ["/contact"], formFactors: ["desktop"], build: false });
    expect(parseOptions(["--dist", "bench/.dist/other"], env).dist).toBe("bench/.dist/other");
    expect(parseOptions(["--runs", "2"], env).runs).toBe(2);
  });

  it("rejects what it does not understand, naming it", () => {
    expect(() => parseOptions(["--runs", "0"])).toThrow(/--runs must be a whole number/);
    expect(() => parseOptions(["--runs"])).toThrow(/--runs needs a value/);
    expect(() => parseOptions(["--fast"])).toThrow(/Unknown option "--fast"/);
    expect(() => parseOptions([], { BENCH_FORM_FACTORS: "tablet" })).toThrow(/form factors/);
  });
});
