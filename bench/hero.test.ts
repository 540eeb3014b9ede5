// @vitest-environment node
import { describe, expect, it } from "vitest";
import { describeElement, heroCheck, heroPhoto, photoUrls, type PhotoRequest } from "./hero";

const hero = "https://images.unsplash.com/photo-1566073771259-6a8506099945";
const other = "https://images.unsplash.com/photo-1611892440504-42a792e24d32";

describe("heroPhoto", () => {
  it("is the image the page preloads", () => {
    const html = `<head><link rel="preload" as="image" href="${hero}?w=960&amp;q=70" imagesrcset="${hero}?w=320 320w" fetchpriority="high"></head><body><img src="${other}?w=640" fetchpriority="high"></body>`;
    expect(heroPhoto(html)).toEqual({ url: `${hero}?w=960&q=70`, path: "/photo-1566073771259-6a8506099945" });
  });

  it("else the first high-priority photo", () => {
    const html = `<img src="/logo.svg" fetchpriority="high"><img src="${other}?w=640" loading="lazy"><img src="${hero}?w=960" fetchpriority="high">`;
    expect(heroPhoto(html)?.path).toBe("/photo-1566073771259-6a8506099945");
  });

  it("is undefined for a page without one", () => {
    expect(heroPhoto(`<img src="${other}?w=640" loading="lazy">`)).toBeUndefined();
  });
});

describe("photoUrls", () => {
  it("lists every photo-host URL once, srcset entries and social images included", () => {
    const html = `<meta property="og:image" content="${hero}?w=1200&amp;h=630"><img srcset="${other}?w=320&amp;q=70 320w, ${other}?w=640&amp;q=70 640w" src="${other}?w=640&amp;q=70">`;
    expect(photoUrls(html)).toEqual([`${hero}?w=1200&h=630`, `${other}?w=320&q=70`, `${other}?w=640&q=70`]);
  });
});

describe("heroCheck", () => {
  const heroPhotoDecl = { url: `${hero}?w=960`, path: "/photo-1566073771259-6a8506099945" };
  const lcpHero = { snippet: `<img src="${hero}?w=768&amp;auto=fo…" alt="The lobby">`, selector: "main > img", nodeLabel: "The lobby" };
  const served: PhotoRequest[] = [
    { url: `${other}?w=640`, statusCode: 200, mimeType: "image/jpeg", transferSize: 50_000 },
    { url: `${hero}?w=768&q=70`, statusCode: 200, mimeType: "image/jpeg", transferSize: 71_200, finished: true },
  ];

  it("passes when the LCP element is the hero photo and the photo host served it", () => {
    const check = heroCheck(heroPhotoDecl, lcpHero, served);
    expect(check.ok).toBe(true);
    expect(check.detail).toContain('<img> "The lobby" (main > img)');
    expect(check.detail).toContain("served 200 image/jpeg 71.2 kB (w=768)");
  });

  it("fails when another element painted largest", () => {
    const check = heroCheck(heroPhotoDecl, { snippet: "<h1>Welcome</h1>", selector: "h1", nodeLabel: "Welcome" }, served);
    expect(check).toMatchObject({ ok: false });
    expect(check.detail).toMatch(/LCP element was <h1> "Welcome" \(h1\), not the hero photo/);
    expect(check.detail).toMatch(/Chromium ignores it as a background/);
  });

  it("fails when another photo painted largest", () => {
    const check = heroCheck(heroPhotoDecl, { snippet: `<img src="${other}?w=640">`, nodeLabel: "Room" }, served);
    expect(check.ok).toBe(false);
    expect(check.detail).toMatch(/LCP element was <img> "Room", not the hero photo/);
    expect(check.detail).not.toMatch(/background/);
  });

  it("fails when the hero photo was not served", () => {
    expect(heroCheck(heroPhotoDecl, lcpHero, [{ url: `${hero}?w=768`, statusCode: 404 }]).detail).toMatch(/requested but not served \(status 404\)/);
    expect(heroCheck(heroPhotoDecl, lcpHero, []).detail).toMatch(/never requested/);
  });

  it("fails when the page declares no hero photo", () => {
    expect(heroCheck(undefined, lcpHero, served)).toMatchObject({ ok: false, detail: expect.stringMatching(/declares no hero photo/) });
  });
});

describe("describeElement", () => {
  it("names an element by tag, label and selector, shortening long labels", () => {
    expect(describeElement({ snippet: `<p class="lead">`, nodeLabel: "x".repeat(80), selector: "p.lead" })).toBe(`<p> "${"x".repeat(59)}…" (p.lead)`);
  });
});
