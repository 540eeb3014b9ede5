import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { describe, expect, it } from "vitest";
import globalTeardown, { loggedCrashes, reportCrashes } from "../e2e/renderer-crashes";

const runFolder = () => mkdtempSync(path.join(os.tmpdir(), "crashes-"));
const configWith = (...outputDirs: string[]) =>
  ({ projects: outputDirs.map((outputDir) => ({ outputDir })) }) as FullConfig;

describe("renderer crashes in the e2e run", () => {
  it("leaves a test without a crash alone and writes nothing", () => {
    const dir = runFolder();
    expect(() =>
      reportCrashes([], { titlePath: ["home.spec.ts", "opens the tour"], retry: 0, project: { outputDir: dir } }),
    ).not.toThrow();
    expect(existsSync(path.join(dir, "renderer-crashes.log"))).toBe(false);
    expect(() => globalTeardown(configWith(dir))).not.toThrow();
  });

  it("fails the test that crashed, and the run even when its retry passed", () => {
    const dir = runFolder();
    const test = { titlePath: ["home.spec.ts", "closes the tour"], retry: 0, project: { outputDir: dir } };
    expect(() => reportCrashes(["http://localhost:4321/"], test)).toThrow(/renderer crashed.*localhost:4321\//);
    // The retry passed: it reports nothing, and the first try's crash still fails the run.
    reportCrashes([], { ...test, retry: 1 });
    expect(() => globalTeardown(configWith(dir, dir))).toThrow(
      /1 test run.*\nhome.spec.ts › closes the tour \(try 1\): http:\/\/localhost:4321\//s,
    );
  });

  it("gathers the crashes of every project's folder once each", () => {
    const desktop = runFolder();
    const phone = runFolder();
    const project = (outputDir: string) => ({ outputDir });
    expect(() => reportCrashes(["http://a/"], { titlePath: ["one"], retry: 0, project: project(desktop) })).toThrow();
    expect(() =>
      reportCrashes(["http://b/", "http://c/"], { titlePath: ["two"], retry: 1, project: project(phone) }),
    ).toThrow();
    expect(loggedCrashes([desktop, phone, desktop])).toEqual([
      "one (try 1): http://a/",
      "two (try 2): http://b/",
      "two (try 2): http://c/",
    ]);
  });
});
