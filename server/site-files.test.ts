// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isBuildFile } from "./site-files";

describe("build files", () => {
  it("are the compressed twins, host configuration and dotfiles, not the site's files", () => {
    for (const file of ["index.html.br", "_astro/a.js.gz", "_headers", "_redirects", ".env", "hi/.hidden"])
      expect(isBuildFile(file), file).toBe(true);
    for (const file of ["index.html", "_astro/a.js", "robots.txt", "sitemap.xml", "hi/rooms.html"])
      expect(isBuildFile(file), file).toBe(false);
  });
});
