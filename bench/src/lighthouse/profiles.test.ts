// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cpuMultiplier, multiplierFor, profileNames, profiles, type ProfileName } from "./profiles";

describe("cpuMultiplier", () => {
  it("slows the host down by its benchmark index over the device's", () => {
    // The host: 2500 against a low-tier phone (264) is 9.47×, against a mid-tier one (1000) 2.5×.
    expect(cpuMultiplier(2500, 264)).toEqual({ value: 9.47, hostTooSlow: false });
    expect(cpuMultiplier(2500, 1000)).toEqual({ value: 2.5, hostTooSlow: false });
    expect(cpuMultiplier(1000, 1000)).toEqual({ value: 1, hostTooSlow: false });
  });

  it("never speeds a slow host up: below the device's index it runs unthrottled and says so", () => {
    expect(cpuMultiplier(800, 1000)).toEqual({ value: 1, hostTooSlow: true });
  });

  it("refuses an index that is not a positive number", () => {
    expect(() => cpuMultiplier(0, 264)).toThrow(/positive/);
    expect(() => cpuMultiplier(Number.NaN, 264)).toThrow(/positive/);
  });
});

/** Lighthouse CI's own assertion code, the one `lhci assert` runs (@lhci/cli depends on @lhci/utils at its own version). */
const { getAllAssertionResults } = createRequire(import.meta.url)("@lhci/utils/src/assertions.js") as {
  getAllAssertionResults(options: unknown, lhrs: unknown[]): { auditProperty?: string }[];
};

describe("profiles", () => {
  it("calibrates the two phones and keeps Lighthouse's fixed 4× for the default", () => {
    expect(multiplierFor(profiles["mid-tier"], 2470).value).toBe(2.47);
    expect(multiplierFor(profiles["low-tier"], 2470).value).toBe(9.36);
    expect(multiplierFor(profiles.default, 2470).value).toBe(4);
  });

  type Rc = {
    ci: {
      extends?: string;
      collect?: { settings?: { onlyCategories?: string[] } };
      assert?: { assertions?: Record<string, unknown>; assertMatrix?: unknown[] };
    };
  };
  const readRc = (file: string): Rc => JSON.parse(readFileSync(file, "utf8")) as Rc;
  /** The categories a profile's Lighthouse runs score: its own setting, else the one it extends. */
  function categoriesOf(file: string): string[] | undefined {
    const rc = readRc(file);
    return (
      rc.ci.collect?.settings?.onlyCategories ??
      (rc.ci.extends ? categoriesOf(path.resolve(path.dirname(file), rc.ci.extends)) : undefined)
    );
  }
  const fileOf = (name: ProfileName) => path.resolve(import.meta.dirname, "..", "..", "..", profiles[name].config);

  it("each has a Lighthouse CI configuration that exists", () => {
    for (const name of profileNames) expect(existsSync(fileOf(name)), fileOf(name)).toBe(true);
  });

  it("the phones measure speed and assert its budget; the CPU-independent audits are scored and asserted once, at 4×", () => {
    for (const name of ["mid-tier", "low-tier"] as const) {
      expect(categoriesOf(fileOf(name))).toEqual(["performance"]);
      expect(Object.keys(readRc(fileOf(name)).ci.assert?.assertions ?? {})).toEqual(
        expect.arrayContaining(["largest-contentful-paint", "total-blocking-time"]),
      );
    }
    expect(categoriesOf(fileOf("default"))).toEqual(["performance", "accessibility", "best-practices", "seo"]);
  });

  it("at 4×, every page must score 100 for accessibility and best practices, and for SEO every page but the offline pages, which ask not to be indexed", () => {
    const assert = readRc(fileOf("default")).ci.assert!;
    const run = (url: string, scores: Record<string, number>) => ({
      finalUrl: url,
      requestedUrl: url,
      categories: Object.fromEntries(Object.entries(scores).map(([id, score]) => [id, { id, score }])),
      audits: {
        "first-contentful-paint": { id: "first-contentful-paint", score: 1, numericValue: 900 },
        interactive: { id: "interactive", score: 1, numericValue: 900 },
      },
    });
    const failures = (url: string, scores: Record<string, number>) =>
      getAllAssertionResults(assert, [run(url, scores)]).map((result) => result.auditProperty);
    const perfect = { accessibility: 1, "best-practices": 1, seo: 1 };
    const noindex = { ...perfect, seo: 0.63 };
    for (const url of ["https://localhost/", "https://localhost/rooms/deluxe", "https://localhost/hi/offline-guide"])
      expect(failures(url, noindex), url).toEqual(["seo"]);
    for (const url of ["https://localhost/offline", "https://localhost/hi/offline"]) {
      expect(failures(url, noindex), url).toEqual([]);
      expect(failures(url, { ...noindex, accessibility: 0.9 }), url).toEqual(["accessibility"]);
    }
    expect(failures("https://localhost/", perfect)).toEqual([]);
  });
});
