// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { brotliQuality, isBuildFile, precompress, servedDeployDir, servedDir } from "./site-files";

describe("build files", () => {
  it("are the compressed twins, host configuration and dotfiles, not the site's files", () => {
    for (const file of ["index.html.br", "_astro/a.js.gz", "_headers", "_redirects", ".env", "hi/.hidden"])
      expect(isBuildFile(file), file).toBe(true);
    for (const file of ["index.html", "_astro/a.js", "robots.txt", "sitemap.xml", "hi/rooms.html"])
      expect(isBuildFile(file), file).toBe(false);
  });
});

describe("the folder the site is served from", () => {
  it("is the folder the build is swapped into, not the one it builds in", () => {
    expect(servedDir({ SERVED_DIR: "/srv/hotel/current/dist", DIST_DIR: "dist.next" }, "/srv/hotel/app")).toBe(
      "/srv/hotel/current/dist",
    );
    expect(servedDeployDir("/srv/hotel/current/dist")).toBe("/srv/hotel/current/deploy");
  });
  it("is dist/ when nothing names it, even while DIST_DIR builds elsewhere", () => {
    expect(servedDir({ DIST_DIR: "dist.next" }, "/srv/hotel/app")).toBe("/srv/hotel/app/dist");
  });
});

describe("precompressing a build", () => {
  it("writes brotli and gzip twins that unpack to each text file of 256 bytes or more (the editor's YAML configuration too), and leaves the rest alone", async () => {
    const dir = mkdtempSync(join(tmpdir(), "precompress-"));
    try {
      const page = "<p>Rooms</p>".repeat(40);
      const config = "collections:\n  - name: rooms\n".repeat(20);
      writeFileSync(join(dir, "rooms.html"), page);
      writeFileSync(join(dir, "config.yml"), config);
      writeFileSync(join(dir, "tiny.js"), "let a = 1;");
      writeFileSync(join(dir, "photo.jpg"), Buffer.alloc(4096, 7));
      expect(await precompress(dir)).toBe(2);
      expect(brotliDecompressSync(readFileSync(join(dir, "rooms.html.br"))).toString()).toBe(page);
      expect(gunzipSync(readFileSync(join(dir, "config.yml.gz"))).toString()).toBe(config);
      expect(gunzipSync(readFileSync(join(dir, "rooms.html.gz"))).toString()).toBe(page);
      for (const left of ["tiny.js.br", "tiny.js.gz", "photo.jpg.br"])
        expect(existsSync(join(dir, left)), left).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("uses brotli's top quality up to a megabyte, and a quicker one above", () => {
    expect(brotliQuality(1024 * 1024)).toBe(11);
    expect(brotliQuality(1024 * 1024 + 1)).toBe(9);
  });
});
