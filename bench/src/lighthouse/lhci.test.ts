// @vitest-environment node
import { describe, expect, it } from "vitest";
import { chromeFlagsString, collectArgs, shellWord } from "./lhci";
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

describe("shellWord", () => {
  it("leaves plain paths alone and quotes anything the shell would split", () => {
    expect(shellWord("/usr/bin/node")).toBe("/usr/bin/node");
    expect(shellWord("/home/a b/it's.ts")).toBe(`'/home/a b/it'\\''s.ts'`);
  });
});

describe("collectArgs", () => {
  const input = {
    urls: ["http://localhost:4440/", "http://localhost:4440/hi"],
    runs: 5,
    chromePath: "/usr/bin/chromium",
    chromeFlags: ["--no-sandbox", "--bench-run=7"],
    serverCommand: ["/usr/bin/node", "/p/tsx/cli.mjs", "/p/server/serve.ts"],
  };

  it("runs the calibrated phones with their CPU multiplier, our Chromium and our production server", () => {
    expect(collectArgs({ ...input, profile: profiles["low-tier"], cpuSlowdownMultiplier: 9.47 }, "/p")).toEqual([
      "collect",
      "--config=/p/bench/lighthouserc.low-tier.json",
      "--url=http://localhost:4440/",
      "--url=http://localhost:4440/hi",
      "--numberOfRuns=5",
      "--chromePath=/usr/bin/chromium",
      "--settings.chromeFlags=--no-sandbox --bench-run=7",
      "--settings.throttling.cpuSlowdownMultiplier=9.47",
      "--startServerCommand=/usr/bin/node /p/tsx/cli.mjs /p/server/serve.ts",
    ]);
  });

  it("leaves Lighthouse's own multiplier alone for the default profile", () => {
    const args = collectArgs({ ...input, profile: profiles.default }, "/p");
    expect(args).toContain("--config=/p/bench/lighthouserc.default.json");
    expect(args.some((a) => a.includes("cpuSlowdownMultiplier"))).toBe(false);
  });
});
