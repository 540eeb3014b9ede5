import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { adminBundle, adminFiles, fontPath, sveltiaFonts } from "./integration";
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

describe("Sveltia's bundle as /admin serves it", () => {
  const bundle = String(adminFiles().get("sveltia-cms.js")!());

  it("names its fonts on this site, not on a CDN, and each font file is there", () => {
    for (const { cdn, file } of sveltiaFonts) {
      expect(bundle).not.toContain(cdn);
      expect(bundle).toContain(fontPath(file));
      expect(adminFiles().get(`fonts/${file}.woff2`)!().length).toBeGreaterThan(10_000);
    }
    expect(bundle).not.toContain("cdn.jsdelivr.net");
  });

  it("asks this site, not unpkg.com, whether a newer version is out, and is told the installed one", () => {
    expect(bundle).not.toContain("${iP}/package.json");
    expect(bundle).toContain("/admin/sveltia-cms-version.json");
    expect(JSON.parse(String(adminFiles().get("sveltia-cms-version.json")!()))).toEqual({ version: "0.221.1" });
  });

  it("stops the build, named, when a new version no longer names a font it rewrites", () => {
    expect(() => adminBundle("console.log(1)")).toThrow(/no longer names https:\/\/cdn\.jsdelivr\.net/);
  });
});
