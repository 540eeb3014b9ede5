import { describe, expect, it } from "vitest";
import { siteSchema } from "../schema/hotel";
import siteFile from "../site.json" with { type: "json" };
import { schemaProblems } from "./content";

const withAnalytics = (analytics: unknown) => schemaProblems("site.json", siteSchema, { ...siteFile, analytics });

describe("the analytics setting in site.json", () => {
  it("is optional, and takes a provider with its site ID", () => {
    expect(schemaProblems("site.json", siteSchema, siteFile)).toEqual([]);
    expect(withAnalytics({ provider: "none" })).toEqual([]);
    expect(withAnalytics({ provider: "umami", host: "https://stats.hotel.example", siteId: "4f1c-9a" })).toEqual([]);
  });

  it("refuses a provider it does not know, naming the field", () => {
    expect(withAnalytics({ provider: "google", siteId: "x" })[0]).toMatch(/^site\.json\.analytics\.provider: /);
  });

  it("refuses a provider without its site ID", () => {
    expect(withAnalytics({ provider: "plausible" })).toEqual(["site.json.analytics.siteId: is needed for plausible"]);
  });

  it("refuses a host with a path, plain http or anything that could widen the CSP", () => {
    for (const host of ["https://stats.example/js", "http://stats.example", "https://a.example https://b.example"]) {
      expect(withAnalytics({ provider: "plausible", host, siteId: "hotel.example" })[0]).toMatch(
        /^site\.json\.analytics\.host: must be an https:\/\/ address with no path/,
      );
    }
  });

  it("refuses a site ID that is not a plain ID", () => {
    expect(withAnalytics({ provider: "cloudflare", siteId: "a'; script-src *" })[0]).toMatch(
      /^site\.json\.analytics\.siteId: /,
    );
  });
});
