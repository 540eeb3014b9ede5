// @vitest-environment node
import { describe, expect, it } from "vitest";
import { chromeFlagsString, collectArgs } from "./lhci";
import { profiles } from "./profiles";

describe("chromeFlagsString", () => {
  it("quotes a value with spaces so Lighthouse passes it to Chromium as one flag", () => {
    expect(
      chromeFlagsString([
        "--no-sandbox",
        "--host-resolver-rules=MAP images.unsplash.com 127.0.0.1:4441",
        "--bench-run=1",
      ]),
    ).toBe('--no-sandbox --host-resolver-rules="MAP images.unsplash.com 127.0.0.1:4441" --bench-run=1');
  });

  it("refuses a quoted flag at the end, where the command-line parser would strip the quotes", () => {
    expect(() => chromeFlagsString(["--no-sandbox", "--host-resolver-rules=MAP a b"])).toThrow(/last Chromium flag/);
  });
});

describe("collectArgs", () => {
  const input = {
    urls: ["http://localhost:4440/", "http://localhost:4440/hi"],
    runs: 5,
    chromePath: "/usr/bin/chromium",
    chromeFlags: ["--no-sandbox", "--bench-run=7"],
  };

  it("runs the calibrated phones with their CPU multiplier and our Chromium, one run of every route a round", () => {
    expect(
      collectArgs({ ...input, profile: profiles["low-tier"], cpuSlowdownMultiplier: 9.47 }, "/w/lighthouserc.json", 0),
    ).toEqual([
      "collect",
      "--config=/w/lighthouserc.json",
      "--url=http://localhost:4440/",
      "--url=http://localhost:4440/hi",
      "--numberOfRuns=1",
      "--chromePath=/usr/bin/chromium",
      "--settings.chromeFlags=--no-sandbox --bench-run=7",
      "--settings.throttling.cpuSlowdownMultiplier=9.47",
    ]);
  });

  it("keeps the earlier rounds' runs from the second round on", () => {
    const first = collectArgs({ ...input, profile: profiles["low-tier"] }, "/w/lighthouserc.json", 0);
    const later = collectArgs({ ...input, profile: profiles["low-tier"] }, "/w/lighthouserc.json", 3);
    expect(first).not.toContain("--additive");
    expect(later).toEqual([...first.slice(0, 5), "--additive", ...first.slice(5)]);
  });

  it("leaves Lighthouse's own multiplier alone for the default profile", () => {
    const args = collectArgs({ ...input, profile: profiles.default }, "/w/lighthouserc.json", 0);
    expect(args).toContain("--config=/w/lighthouserc.json");
    expect(args.some((a) => a.includes("cpuSlowdownMultiplier"))).toBe(false);
  });
});
