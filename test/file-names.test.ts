import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("the repository's file names", () => {
  it("has no two files whose names differ only in case (they collide on macOS and Windows checkouts)", () => {
    const files = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n").filter(Boolean);
    const byLowerCase = new Map<string, string[]>();
    for (const file of files)
      byLowerCase.set(file.toLowerCase(), [...(byLowerCase.get(file.toLowerCase()) ?? []), file]);
    const clashes = [...byLowerCase.values()].filter((group) => group.length > 1);
    expect(clashes).toEqual([]);
  });
});
