// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isBuildFile, servedDir } from "./site-files";

describe("build files", () => {
  it("are the compressed twins, host configuration and dotfiles, not the site's files", () => {
    for (const file of ["index.html.br", "_astro/a.js.gz", "_headers", "_redirects", ".env", "hi/.hidden"])
      expect(isBuildFile(file), file).toBe(true);
    for (const file of ["index.html", "_astro/a.js", "robots.txt", "sitemap.xml", "hi/rooms.html"])
      expect(isBuildFile(file), file).toBe(false);
  });
});

describe("the folder the site is served from", () => {
  it("is the folder npm start swaps the build into, not the one it builds in", () => {
    expect(servedDir({ SERVED_DIR: "/srv/hotel/dist" }, "/srv/hotel/dist.next")).toBe("/srv/hotel/dist");
  });
  it("is the build folder when built in place", () => {
    expect(servedDir({}, "/srv/hotel/dist")).toBe("/srv/hotel/dist");
  });
});
