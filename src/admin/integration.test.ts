import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { withRepository } from "./integration";

describe("the built editor's configuration", () => {
  it("saves into the repository the content names, whatever public/admin/config.yml was written with", () => {
    const file = join(mkdtempSync(join(tmpdir(), "admin-")), "config.yml");
    const config = { backend: { name: "github", repo: "OWNER/REPOSITORY", branch: "main" }, local_backend: true };
    writeFileSync(file, `# Written by a script\n${JSON.stringify(config, null, 2)}\n`);
    withRepository(file, { repository: "narmada-residency/website", branch: "live" });
    const [comment, ...rest] = readFileSync(file, "utf8").split("\n");
    expect(comment).toBe("# Written by a script");
    expect(JSON.parse(rest.join("\n"))).toEqual({
      backend: { name: "github", repo: "narmada-residency/website", branch: "live" },
      local_backend: true,
    });
  });

  it("reads a configuration written as JSON alone, with no comment line (the editor tests' copy)", () => {
    const file = join(mkdtempSync(join(tmpdir(), "admin-")), "config.yml");
    writeFileSync(file, JSON.stringify({ backend: { name: "github", repo: "OWNER/REPOSITORY" } }));
    withRepository(file, { repository: "narmada-residency/website", branch: "main" });
    expect(JSON.parse(readFileSync(file, "utf8")).backend).toEqual({
      name: "github",
      repo: "narmada-residency/website",
      branch: "main",
    });
  });
});
