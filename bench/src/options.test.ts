// @vitest-environment node
import { describe, expect, it } from "vitest";
import { defaultDist, parseOptions, runsFor, usage } from "./options";

describe("parseOptions", () => {
  it("measures only the build's weights when asked, by flag or variable", () => {
    expect(parseOptions(["--only", "weights", "--no-build"])).toMatchObject({ only: "weights", build: false });
    expect(parseOptions([], { BENCH_ONLY: "weights" })).toMatchObject({ only: "weights" });
  });

  it("defaults to 5 runs of every route in all three profiles, a fresh build in a folder of its own", () => {
    expect(parseOptions([])).toMatchObject({
      runs: 5,
      routes: undefined,
      profiles: ["mid-tier", "low-tier", "default"],
      build: true,
      dist: defaultDist,
      port: undefined,
      calibrationRuns: 5,
      hostIndex: undefined,
      budgets: "budgets.json",
      out: "bench/results.json",
      reports: "bench/reports",
    });
  });

  it("reads a quick run from flags, with or without =", () => {
    expect(
      parseOptions([
        "--runs",
        "1",
        "--routes=/,/hi",
        "--profiles",
        "low-tier,mid-tier",
        "--no-build",
        "--port=4440",
        "--host-index",
        "2470",
      ]),
    ).toMatchObject({
      runs: 1,
      routes: ["/", "/hi"],
      profiles: ["mid-tier", "low-tier"],
      build: false,
      port: 4440,
      hostIndex: 2470,
    });
  });

  it("runs the fixed-4× profile fewer times when asked, the calibrated phones as often as --runs", () => {
    const options = parseOptions(["--runs", "5", "--default-runs", "1"]);
    expect([runsFor(options, "mid-tier"), runsFor(options, "low-tier"), runsFor(options, "default")]).toEqual([
      5, 5, 1,
    ]);
    expect(runsFor(parseOptions(["--runs", "3"]), "default")).toBe(3);
    expect(runsFor(parseOptions([], { BENCH_DEFAULT_RUNS: "2" }), "default")).toBe(2);
    expect(() => parseOptions(["--default-runs", "0"])).toThrow(/--default-runs must be a whole number/);
  });

  it("builds into its own folder, not the DIST_DIR the tests may be using", () => {
    expect(parseOptions([], { DIST_DIR: "/tmp/dist-tests" }).dist).toBe(defaultDist);
  });

  it("reads the environment, and flags win over it", () => {
    const env = {
      BENCH_RUNS: "3",
      BENCH_ROUTES: "/contact",
      BENCH_PROFILES: "default",
      BENCH_NO_BUILD: "1",
      BENCH_PORT: "4442",
      BENCH_HOST_INDEX: "900",
    };
    expect(parseOptions([], env)).toMatchObject({
      runs: 3,
      routes: ["/contact"],
      profiles: ["default"],
      build: false,
      port: 4442,
      hostIndex: 900,
    });
    expect(parseOptions(["--runs", "2", "--profiles", "mid-tier"], env)).toMatchObject({
      runs: 2,
      profiles: ["mid-tier"],
    });
  });

  it("rejects what it does not understand, naming it", () => {
    expect(() => parseOptions(["--runs", "0"])).toThrow(/--runs must be a whole number/);
    expect(() => parseOptions(["--runs"])).toThrow(/'--runs <value>' argument missing/);
    expect(() => parseOptions(["--fast"])).toThrow(/Unknown option '--fast'. Try --help/);
    expect(() => parseOptions(["--profiles", "desktop"])).toThrow(/profiles are mid-tier, low-tier, default/);
    expect(() => parseOptions(["--port", "70000"])).toThrow(/port/);
    // The two ports after it are the photo stand-in's and the HTTPS front's.
    expect(() => parseOptions(["--port", "65534"])).toThrow(/below 65534/);
    expect(parseOptions(["--port", "65533"]).port).toBe(65533);
    expect(() => parseOptions(["--host-index", "0"])).toThrow(/positive number/);
  });

  it("runs only the taps, the navigation or Lighthouse when asked, and names the tap controls to press", () => {
    expect(parseOptions(["--only", "taps"]).only).toBe("taps");
    expect(parseOptions(["--only", "navigation"]).only).toBe("navigation");
    expect(parseOptions([], { BENCH_ONLY: "lighthouse" }).only).toBe("lighthouse");
    expect(parseOptions([]).only).toBeUndefined();
    expect(() => parseOptions(["--only", "everything"])).toThrow(/lighthouse, taps, navigation, weights/);
    expect(parseOptions(["--taps", "events-menu, home-tour"]).taps).toEqual(["events-menu", "home-tour"]);
  });

  it("traces the taps into a folder only when asked", () => {
    expect(parseOptions([]).traceTaps).toBeUndefined();
    expect(parseOptions(["--trace-taps", "bench/.dist/traces"]).traceTaps).toBe("bench/.dist/traces");
    expect(parseOptions([], { BENCH_TRACE_TAPS: "traces" }).traceTaps).toBe("traces");
  });

  it("documents every option it reads", () => {
    for (const flag of [
      "--runs",
      "--default-runs",
      "--routes",
      "--profiles",
      "--no-build",
      "--dist",
      "--port",
      "--calibration-runs",
      "--host-index",
      "--budgets",
      "--out",
      "--reports",
      "--only",
      "--taps",
      "--trace-taps",
      "--help",
    ]) {
      expect(usage).toContain(flag);
    }
  });
});
