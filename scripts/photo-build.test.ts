// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteCopy, type BuildResult } from "../test/site-copy";

/**
 * Decision 010: `astro build` on a copy of the site, given a photo origin it can reach (a local
 * server answering with a JPEG, as the photo host would), serves the photos pages paint largest from
 * the site's own origin. The one photo the server refuses (the first hall's, /events) stays on the
 * photo host, as every photo does in a build without network, and the build says so in one line.
 */
const refusedPhoto = "/photo-1519167758481-83f550bb49b3"; // halls/grand: the /events photo
let copy: ReturnType<typeof siteCopy> | undefined;
let server: Server | undefined;
const requested: string[] = [];
let result: BuildResult;

/** An attribute's value in one HTML tag, as the browser reads it (Astro writes "&amp;" where React writes "&"). */
function attributeOf(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]?.replaceAll("&amp;", "&");
}

/** The high-priority (largest-paint) <img> of a built page, and the page. */
function largestPaintImage(dist: string, file: string) {
  const html = readFileSync(join(dist, file), "utf8");
  const img = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] ?? "";
  const attribute = (name: string) => attributeOf(img, name);
  return { html, src: attribute("src"), width: attribute("width"), height: attribute("height") };
}

beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 1920, height: 1280, channels: 3, background: "#8a6a4a" } })
    .jpeg({ quality: 80 })
    .toBuffer();
  server = createServer((req, res) => {
    requested.push(req.url ?? "");
    if (req.url?.startsWith(refusedPhoto)) res.writeHead(503).end();
    else res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": jpeg.length }).end(jpeg);
  });
  await new Promise<void>((resolve) => server!.listen(Number(process.env.PHOTO_TEST_PORT ?? 0), "127.0.0.1", resolve));
  copy = siteCopy("photo-build-");
  result = await copy.build({ PHOTO_HOST_ORIGIN: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
}, 400_000);

afterAll(() => {
  server?.close();
  copy?.remove();
});

describe("a build that can reach the photo host", () => {
  it("builds, downloading only the largest-paint photos' originals", () => {
    expect(result.status, result.output).toBe(0);
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.every((url) => /^\/photo-[\w-]+\?w=\d+&fit=crop&q=90&fm=jpg$/.test(url))).toBe(true);
  });

  it("serves /rooms' first photo from its own origin, as AVIF with a JPEG fallback, with the size it was made at", async () => {
    const { src, width, height, html } = largestPaintImage(result.dist, "rooms.html");
    expect(src).toMatch(/^\/_astro\/[^"]+\.jpg$/);
    expect(existsSync(join(result.dist, src!))).toBe(true);
    expect([width, height]).toEqual(["1920", "1280"]);
    expect(html).toMatch(/<source type="image\/avif" srcset="\/_astro\/[^"]+\.avif 480w/i);
    expect(html).not.toMatch(/<source type="image\/webp" srcset="\/_astro\//i);
  });

  it("preloads the home hero from its own origin, as AVIF, once", async () => {
    const { html } = largestPaintImage(result.dist, "index.html");
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatch(/href="\/_astro\/[^"]+\.jpg"/);
    expect(preloads[0]).toContain('type="image/avif"');
  });

  it("preloads each photo page's largest photo once, with exactly the sources and sizes its <picture> offers", () => {
    for (const file of [
      "rooms.html",
      "rooms/deluxe.html",
      "hi/rooms/deluxe.html",
      "amenities.html",
      "hi/amenities.html",
    ]) {
      const html = readFileSync(join(result.dist, file), "utf8");
      const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      expect(preloads, file).toHaveLength(1);
      const picture =
        /<picture[^>]*>(?:(?!<\/picture>)[\s\S])*fetchpriority="high"[\s\S]*?<\/picture>/i.exec(html)?.[0] ?? "";
      const source = /<source type="image\/avif"[^>]*>/.exec(picture)?.[0] ?? "";
      expect(attributeOf(source, "srcset"), file).toMatch(/^\/_astro\/.+\.avif 480w/);
      expect(attributeOf(preloads[0]!, "imagesrcset"), file).toBe(attributeOf(source, "srcset"));
      expect(attributeOf(preloads[0]!, "imagesizes"), file).toBe(attributeOf(source, "sizes"));
      expect(attributeOf(preloads[0]!, "type"), file).toBe("image/avif");
    }
  });

  it("serves the Hindi room page's first photo from its own origin too, and names it absolutely for link previews", async () => {
    const { src, html } = largestPaintImage(result.dist, "hi/rooms/deluxe.html");
    expect(src).toMatch(/^\/_astro\//);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/[^"]+\/_astro\/[^"]+"/);
  });
});

describe("a photo the build cannot download", () => {
  it("stays on the photo host, unchanged", async () => {
    const { src } = largestPaintImage(result.dist, "events.html");
    expect(src).toMatch(new RegExp(`^https://images\\.unsplash\\.com${refusedPhoto}\\?w=`));
  });

  it("is preloaded from the photo host with the same srcset and sizes as its <img>", () => {
    const html = readFileSync(join(result.dist, "events.html"), "utf8");
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? "";
    const img = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] ?? "";
    expect(attributeOf(img, "srcset")).toMatch(/^https:\/\/images\.unsplash\.com\//);
    expect(attributeOf(preload, "imagesrcset")).toBe(attributeOf(img, "srcset"));
    expect(attributeOf(preload, "imagesizes")).toBe(attributeOf(img, "sizes"));
    expect(preload).not.toContain("type=");
  });

  it("is reported in one warning line, and the build does not fail", () => {
    const warnings = result.output.split("\n").filter((line) => line.includes("could not download"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /could not download 1 of \d+ largest-paint photos from http:\/\/127\.0\.0\.1:\d+ \(HTTP 503\)/,
    );
  });
});
