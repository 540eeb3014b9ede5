import { describe, expect, it } from "vitest";
import {
  photoOrigin,
  isOnPhotoHost,
  offlineWarning,
  originalUrl,
  photoHostOrigin,
  photosToSelfHost,
  remotePatternFor,
} from "./photo-origin";
import { absolutePhotoUrl, photoSrcSet, registerUploadedPhotos, servedPhoto } from "./photos";

describe("where the build downloads the photos pages paint largest", () => {
  it("is the photo host itself unless PHOTO_HOST_ORIGIN says otherwise", () => {
    expect(photoHostOrigin({})).toBe("https://images.unsplash.com");
    expect(photoHostOrigin({ PHOTO_HOST_ORIGIN: "" })).toBe(photoOrigin);
  });
  it("is the given origin, without any path, for the benchmark's stand-in", () => {
    expect(photoHostOrigin({ PHOTO_HOST_ORIGIN: "https://127.0.0.1:4611/" })).toBe("https://127.0.0.1:4611");
    expect(photoHostOrigin({ PHOTO_HOST_ORIGIN: "http://localhost:9000/any/path" })).toBe("http://localhost:9000");
  });
  it("is nowhere when PHOTO_HOST_ORIGIN is off: every photo stays on the photo host", () => {
    expect(photoHostOrigin({ PHOTO_HOST_ORIGIN: "off" })).toBeUndefined();
  });
  it("refuses an origin that is not an http(s) address, naming the variable", () => {
    expect(() => photoHostOrigin({ PHOTO_HOST_ORIGIN: "images.unsplash.com" })).toThrow(/PHOTO_HOST_ORIGIN/);
    expect(() => photoHostOrigin({ PHOTO_HOST_ORIGIN: "ftp://example.com" })).toThrow(/PHOTO_HOST_ORIGIN/);
  });
  it("is allowed to Astro's image pipeline by protocol, host name and port", () => {
    expect(remotePatternFor("https://127.0.0.1:4611")).toEqual({
      protocol: "https",
      hostname: "127.0.0.1",
      port: "4611",
    });
    expect(remotePatternFor("https://images.unsplash.com")).toEqual({
      protocol: "https",
      hostname: "images.unsplash.com",
    });
  });
});

describe("the original the build downloads", () => {
  it("is the photo's path on the configured origin, as a high-quality JPEG", () => {
    const url = new URL(originalUrl("https://images.unsplash.com/photo-1?w=99", 1500, "https://127.0.0.1:4611"));
    expect(url.origin + url.pathname).toBe("https://127.0.0.1:4611/photo-1");
    expect(url.searchParams.get("w")).toBe("1500");
    expect(url.searchParams.get("fm")).toBe("jpg");
    expect(url.searchParams.get("q")).toBe("90");
  });
  it("is never wider than the widest srcset width (1920), however large the photo is", () => {
    const url = new URL(originalUrl("https://images.unsplash.com/photo-1", 6000, photoOrigin));
    expect(url.searchParams.get("w")).toBe("1920");
  });
});

describe("which photos the build serves itself", () => {
  const host = (id: string) => ({ src: `https://images.unsplash.com/${id}`, width: 2000, height: 1333 });
  it("takes photo-host photos with a size, each once", () => {
    expect(photosToSelfHost([host("a"), host("b"), host("a")]).map((p) => p.src)).toEqual([
      "https://images.unsplash.com/a",
      "https://images.unsplash.com/b",
    ]);
  });
  it("leaves uploads (already same-origin) and photos on other sites alone", () => {
    expect(isOnPhotoHost("/src/assets/uploads/lobby.jpg")).toBe(false);
    expect(isOnPhotoHost("https://example.com/lobby.jpg")).toBe(false);
    expect(
      photosToSelfHost([
        { src: "/src/assets/uploads/lobby.jpg" },
        { src: "https://example.com/x.jpg", width: 9, height: 9 },
      ]),
    ).toEqual([]);
  });
});

describe("a build that cannot reach the photo host", () => {
  it("says so in one line, naming the origin and the reason, and that the photos stay remote", () => {
    const line = offlineWarning(
      "https://images.unsplash.com",
      [{ src: "a", reason: "fetch failed: getaddrinfo ENOTFOUND" }],
      6,
    );
    expect(line.split("\n")).toHaveLength(1);
    expect(line).toMatch(
      /^Warning: could not download 1 of 6 largest-paint photos from https:\/\/images\.unsplash\.com/,
    );
    expect(line).toContain("ENOTFOUND");
    expect(line).toContain("stay on the photo host");
  });
  it("serves an undownloaded photo-host photo from the photo host, as before", () => {
    const photo = { src: "https://images.unsplash.com/never-registered", width: 2000, height: 1333 };
    expect(servedPhoto(photo).src).toBe(photo.src);
    expect(photoSrcSet(photo)).toMatch(/^https:\/\/images\.unsplash\.com\/never-registered\?w=480/);
  });
});

describe("a self-hosted photo", () => {
  const photo = { src: "https://images.unsplash.com/self-hosted", width: 2000, height: 1333 };
  registerUploadedPhotos([
    [
      photo.src,
      {
        src: "/_astro/self-hosted.abc.jpg",
        width: 1920,
        height: 1280,
        avif: "/_astro/a.avif 480w, /_astro/b.avif 1920w",
        webp: "/_astro/a.webp 480w, /_astro/b.webp 1920w",
      },
    ],
  ]);
  it("is shown from the site's own origin, in AVIF, with the size it was made at", () => {
    expect(servedPhoto(photo)).toMatchObject({ src: "/_astro/self-hosted.abc.jpg", width: 1920, height: 1280 });
    expect(photoSrcSet(photo)).toBe("/_astro/a.avif 480w, /_astro/b.avif 1920w");
  });
  it("still has an absolute address for JSON-LD and link previews", () => {
    expect(absolutePhotoUrl(photo, 1200, "https://hotel.example")).toBe(
      "https://hotel.example/_astro/self-hosted.abc.jpg",
    );
  });
});
