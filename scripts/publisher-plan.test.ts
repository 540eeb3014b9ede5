import { describe, expect, it } from "vitest";
import {
  failureLine,
  failureReason,
  hasScript,
  previousRelease,
  releaseName,
  releasesToRemove,
} from "./publisher-plan";

const releases = ["20261201T100000Z-aaa", "20261202T100000Z-bbb", "20261203T100000Z-ccc", "20261204T100000Z-ddd"];

describe("the publisher's releases", () => {
  it("names a release by its UTC build time, then the commit, so names sort by age", () => {
    expect(releaseName(new Date("2026-12-02T15:04:05.123Z"), "0123456789abcdef0123")).toBe(
      "20261202T150405Z-0123456789ab",
    );
  });
  it("keeps the newest three and deletes the rest", () => {
    expect(releasesToRemove(releases, releases[3], 3)).toEqual([releases[0]]);
  });
  it("never deletes the live release, even an old one a rollback put back", () => {
    expect(releasesToRemove(releases, releases[0], 2)).toEqual([releases[1]]);
  });
  it("rolls back to the release before the live one", () => {
    expect(previousRelease(releases, releases[2])).toBe(releases[1]);
  });
  it("has nothing to roll back to from the oldest kept release, or with none live", () => {
    expect(previousRelease(releases, releases[0])).toBeUndefined();
    expect(previousRelease(releases, undefined)).toBeUndefined();
  });
});

describe("a failed run's one log line", () => {
  const buildOutput = [
    "12:00:01 [build] output: static",
    "[ERROR] The content has problems:",
    "src/content/rates.json: rooms.0.weekend: Invalid input: expected number, received string",
    "  at somewhere (file.js:1:1)",
    "npm error code 1",
  ].join("\n");
  it("names the file and the field the build names", () => {
    expect(failureReason(buildOutput)).toBe(
      "src/content/rates.json: rooms.0.weekend: Invalid input: expected number, received string",
    );
  });
  it("falls back to the output's last line when no content file is named", () => {
    expect(failureReason("installing\nnpm error ENOSPC: no space left on device\n\n")).toBe(
      "npm error ENOSPC: no space left on device",
    );
  });
  it("names the commit, its message's first line and the step", () => {
    expect(failureLine("0123456789abcdef", "New rates\n\nFor the season", "build", buildOutput)).toBe(
      'publish: FAILED 0123456789ab "New rates": build: src/content/rates.json: rooms.0.weekend: Invalid input: expected number, received string; the live site is unchanged',
    );
  });
  it("stays one line whatever the output holds", () => {
    expect(failureLine("abc", "x", "build", "a\r\nb\n".repeat(1000)).split("\n")).toHaveLength(1);
  });
});

describe("the checks a commit brings", () => {
  it("runs the launch check only where the commit's package.json has it", () => {
    expect(hasScript('{"scripts":{"launch-check":"tsx scripts/launch-check.ts"}}', "launch-check")).toBe(true);
    expect(hasScript('{"scripts":{"build":"astro build"}}', "launch-check")).toBe(false);
    expect(hasScript("{}", "launch-check")).toBe(false);
  });
});
