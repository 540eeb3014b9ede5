import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { formatFinding } from "../conformance/findings";
import { checkImagePreloads } from "../conformance/head-and-sitemap";
import { builtPages } from "../conformance/pages";
import { buildRecordFile, readOverridesState, refusedPhoto, type BuildRecord } from "../site-overrides";

/**
 * Decision 010: `astro build`, given a photo origin it can reach (as production's build reaches the
 * photo host), serves the photos pages paint largest from the site's own origin. The copy of the site
 * with content overrides is built that way (test/site-overrides.ts): its photo host answers every photo
 * with one JPEG but refuses the first hall's (/events), which stays on the photo host, as every photo
 * does in a build without network, and the build says so in one line. These read the copy's build.
 */
const dist = () => join(readOverridesState()!.root, "dist");
const record = (): BuildRecord => JSON.parse(readFileSync(buildRecordFile(readOverridesState()!.root), "utf8"));

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

describe("a build that can reach the photo host", () => {
  test("builds, downloading only the largest-paint photos' originals", () => {
    const requested = record().photoRequests;
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.every((url) => /^\/photo-[\w-]+\?w=\d+&fit=crop&q=90&fm=jpg$/.test(url))).toBe(true);
  });

  test("serves /rooms' first photo from its own origin, as AVIF with a JPEG fallback, with the size it was made at", () => {
    const { src, width, height, html } = largestPaintImage(dist(), "rooms.html");
    expect(src).toMatch(/^\/_astro\/[^"]+\.jpg$/);
    expect(existsSync(join(dist(), src!))).toBe(true);
    expect([width, height]).toEqual(["1920", "1280"]);
    expect(html).toMatch(/<source type="image\/avif" srcset="\/_astro\/[^"]+\.avif 480w/i);
    expect(html).not.toMatch(/<source type="image\/webp" srcset="\/_astro\//i);
  });

  // That each page preloads one photo at most, from the same sources and sizes it shows it with, eagerly and
  // at high priority (the home pages' hero among them), is the conformance gate's check, run here on this build.
  test("preloads each page's largest photo as the page shows it; the self-hosted ones from its own origin as AVIF, the refused one from the photo host", () => {
    const pages = builtPages(dist(), dist());
    expect(checkImagePreloads(pages).map(formatFinding)).toEqual([]);
    const preloads = Object.fromEntries(
      pages.flatMap(({ file, document }) => {
        const link = document.querySelector('link[rel="preload"][as="image"]');
        return link ? [[file, [link.getAttribute("imagesrcset"), link.getAttribute("type")]]] : [];
      }),
    );
    for (const file of [
      "index.html",
      "rooms.html",
      "rooms/deluxe.html",
      "hi/rooms/deluxe.html",
      "amenities.html",
      "hi/amenities.html",
    ])
      expect(preloads[file], file).toEqual([expect.stringMatching(/^\/_astro\/.+\.avif 480w/), "image/avif"]);
    const hero = pages.find((page) => page.urlPath === "/")!.document.querySelector('link[rel="preload"]');
    expect(hero?.getAttribute("href"), "the home hero's fallback").toMatch(/^\/_astro\/.+\.jpg$/);
    expect(preloads["events.html"]).toEqual([expect.stringMatching(/^https:\/\/images\.unsplash\.com\//), null]);
  });

  test("serves the Hindi room page's first photo from its own origin too, and names it absolutely for link previews", () => {
    const { src, html } = largestPaintImage(dist(), "hi/rooms/deluxe.html");
    expect(src).toMatch(/^\/_astro\//);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/[^"]+\/_astro\/[^"]+"/);
  });
});

describe("a photo the build cannot download", () => {
  test("stays on the photo host, unchanged", () => {
    const { src } = largestPaintImage(dist(), "events.html");
    expect(src).toMatch(new RegExp(`^https://images\\.unsplash\\.com${refusedPhoto}\\?w=`));
  });

  test("is reported in one warning line, and the build does not fail", () => {
    const warnings = record()
      .output.split("\n")
      .filter((line) => line.includes("could not download"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /could not download 1 of \d+ largest-paint photos from http:\/\/127\.0\.0\.1:\d+ \(HTTP 503\)/,
    );
  });
});
