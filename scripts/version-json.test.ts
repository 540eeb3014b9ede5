import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { markLive, readSiteVersion, siteVersion, writeSiteVersion, type Git } from "./version-json";

const now = new Date("2026-12-02T10:00:00Z");
const git: Git = (args) => (args[0] === "rev-parse" ? "abc123" : `message of ${args.at(-1)}`);
const noGit: Git = () => undefined;

describe("/version.json", () => {
  it("names the commit git reports, with its message and the build time", () => {
    expect(siteVersion({}, git, now)).toEqual({
      commit: "abc123",
      message: "message of abc123",
      built: "2026-12-02T10:00:00.000Z",
      live: "2026-12-02T10:00:00.000Z",
    });
  });
  it("prefers the commit a static host names (Cloudflare Pages, then Netlify)", () => {
    expect(siteVersion({ CF_PAGES_COMMIT_SHA: "cf1", COMMIT_REF: "nf1" }, git, now).commit).toBe("cf1");
    expect(siteVersion({ COMMIT_REF: "nf1" }, noGit, now).commit).toBe("nf1");
  });
  it("still builds where there is no git, as an unknown commit", () => {
    expect(siteVersion({}, noGit, now)).toMatchObject({ commit: "unknown", message: "" });
  });
  it("moves only the live time when a build is swapped in", () => {
    const dist = mkdtempSync(path.join(tmpdir(), "version-"));
    try {
      writeSiteVersion(dist, siteVersion({}, git, now));
      markLive(dist, new Date("2026-12-02T10:05:00Z"));
      expect(readSiteVersion(dist)).toMatchObject({
        commit: "abc123",
        built: "2026-12-02T10:00:00.000Z",
        live: "2026-12-02T10:05:00.000Z",
      });
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
