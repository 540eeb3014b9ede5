import { describe, expect, it } from "vitest";
import {
  absolutePhotoUrl,
  fallbackFormat,
  maxUploadBytes,
  uploadProblems,
  photoPreload,
  photoSourceProblem,
  photoSrcSet,
  photoUrl,
  registerUploadedPhotos,
  servedPhoto,
  srcSetOf,
  uploadWidths,
} from "./photos";

const photo = { src: "https://images.unsplash.com/photo-1", width: 1000, height: 500 };

describe("photo URLs", () => {
  it("asks the photo host for the requested width in an automatic format", () => {
    const url = new URL(photoUrl(photo, 640));
    expect(url.origin + url.pathname).toBe("https://images.unsplash.com/photo-1");
    expect(url.searchParams.get("w")).toBe("640");
    expect(url.searchParams.get("auto")).toBe("format");
  });
  it("offers no width larger than the original photo", () => {
    const widths = photoSrcSet(photo)
      .split(", ")
      .map((c) => Number(c.split(" ")[1]!.replace("w", "")));
    expect(widths).toEqual([480, 800]);
  });
  it("offers no width above the widest the photo is drawn at, and always one", () => {
    const big = { ...photo, width: 4000 };
    const widths = (maxWidth: number) =>
      photoSrcSet(big, 70, maxWidth)
        .split(", ")
        .map((c) => Number(c.split(" ")[1]!.replace("w", "")));
    expect(widths(800)).toEqual([480, 800]);
    expect(widths(100)).toEqual([480]);
  });
});

describe("a photo's source is a photo-host address or a file uploaded through the editor", () => {
  it("takes a photo-host address", () => {
    expect(photoSourceProblem("https://images.unsplash.com/photo-1566073771259-6a8506099945")).toBeUndefined();
  });
  it("takes an uploaded JPEG, PNG, WebP or AVIF file, whatever the case of its extension", () => {
    for (const name of ["lobby.jpg", "lobby.jpeg", "plan.PNG", "suite.webp", "view.avif"])
      expect(photoSourceProblem(`/src/assets/uploads/${name}`), name).toBeUndefined();
  });
  it("refuses an uploaded file of another kind, naming it", () => {
    expect(photoSourceProblem("/src/assets/uploads/menu.pdf")).toBe(
      "must be a .jpg, .jpeg, .png, .webp, .avif file, not menu.pdf",
    );
    expect(photoSourceProblem("/src/assets/uploads/lobby")).toMatch(/not lobby$/);
  });
  it("refuses a file outside the upload folder, in a folder of its own, or an address without https", () => {
    expect(photoSourceProblem("/src/assets/uploads/rooms/deluxe.jpg")).toBe(
      "must be a file directly in /src/assets/uploads/",
    );
    for (const src of ["/uploads/lobby.jpg", "lobby.jpg", "http://images.unsplash.com/photo-1", "", "https://"])
      expect(photoSourceProblem(src), src).toMatch(/^must be a photo uploaded in the editor/);
  });
});

describe("an uploaded photo's sizes and formats", () => {
  it("is made at the usual widths up to its own, never wider", () => {
    expect(uploadWidths(1600)).toEqual([480, 800, 1200, 1600]);
    expect(uploadWidths(1200)).toEqual([480, 800, 1200]);
    expect(uploadWidths(4000)).toEqual([480, 800, 1200, 1920]);
    expect(uploadWidths(300)).toEqual([300]);
  });
  it("falls back to JPEG, or PNG for a PNG", () => {
    expect(fallbackFormat("jpg")).toBe("jpg");
    expect(fallbackFormat("png")).toBe("png");
    expect(fallbackFormat("webp")).toBe("jpg");
    expect(fallbackFormat("avif")).toBe("jpg");
  });
  it("lists each made image with its width in a srcset", () => {
    expect(
      srcSetOf([
        { url: "/_astro/a.avif", width: 480 },
        { url: "/_astro/b.avif", width: 800 },
      ]),
    ).toBe("/_astro/a.avif 480w, /_astro/b.avif 800w");
  });
});

describe("a photo as the page shows it", () => {
  const made = {
    src: "/_astro/lobby.abc.jpg",
    width: 1600,
    height: 1067,
    avif: "/_astro/lobby.1.avif 480w, /_astro/lobby.2.avif 800w",
    webp: "/_astro/lobby.1.webp 480w, /_astro/lobby.2.webp 800w",
  };
  registerUploadedPhotos([["/src/assets/uploads/lobby.jpg", made]]);

  it("serves an uploaded photo from the site's own origin with its own size, whatever size the entry gives", () => {
    expect(servedPhoto({ src: "/src/assets/uploads/lobby.jpg", width: 10, height: 10 })).toEqual(made);
    expect(photoUrl({ src: "/src/assets/uploads/lobby.jpg" }, 1280)).toBe("/_astro/lobby.abc.jpg");
    expect(photoSrcSet({ src: "/src/assets/uploads/lobby.jpg" })).toBe(made.avif);
  });
  it("keeps a served photo as it is (an island's props)", () => {
    expect(servedPhoto(made)).toBe(made);
  });
  it("leaves a photo-host photo unchanged", () => {
    expect(servedPhoto(photo)).toEqual(photo);
  });
  it("gives structured data and link previews an absolute address, on the site for an upload", () => {
    expect(absolutePhotoUrl({ src: "/src/assets/uploads/lobby.jpg" }, 1280, "https://hotel.example")).toBe(
      "https://hotel.example/_astro/lobby.abc.jpg",
    );
    expect(absolutePhotoUrl(photo, 1280, "https://hotel.example")).toBe(photoUrl(photo, 1280));
  });
});

describe("uploaded files an entry names must be there, and small enough", () => {
  const entry = {
    photos: [{ src: "/src/assets/uploads/here.jpg" }, { src: "/src/assets/uploads/gone.jpg" }, photo],
    photo: { src: "/src/assets/uploads/huge.jpg" },
  };
  const sizes: Record<string, number> = {
    "/src/assets/uploads/here.jpg": maxUploadBytes,
    "/src/assets/uploads/huge.jpg": 16.8 * 1024 * 1024,
  };

  it("names the field of each missing file, and only of missing ones", () => {
    expect(uploadProblems(entry, (path) => sizes[path])[0]).toEqual({
      path: ["photos", 1, "src"],
      message: "src/assets/uploads/gone.jpg does not exist: upload the photo again",
    });
  });
  it("refuses a photo over the stated size, naming its field and both sizes, and takes one of exactly that size", () => {
    expect(uploadProblems(entry, (path) => sizes[path])).toEqual([
      expect.objectContaining({ path: ["photos", 1, "src"] }),
      {
        path: ["photo", "src"],
        message: "src/assets/uploads/huge.jpg is 16.8 MB; a photo may be at most 10.0 MB: upload a smaller copy",
      },
    ]);
  });
});

describe("photoPreload", () => {
  it("names the photo-host srcset and sizes the <img> offers, untyped, so every browser preloads what it shows", () => {
    const preload = photoPreload(photo, "100vw", 55);
    expect(preload).toEqual({
      href: photoUrl(photo, 960, 55),
      srcset: photoSrcSet(photo, 55),
      sizes: "100vw",
      type: undefined,
    });
    expect(photoPreload(photo, "50vw", undefined, 480).srcset).toBe(photoSrcSet(photo, 70, 480));
  });

  it("names a self-hosted photo's AVIF srcset, typed, so only a browser that takes AVIF preloads it", () => {
    const src = "https://images.unsplash.com/photo-preloaded";
    const avif = "/_astro/p_1.avif 480w, /_astro/p_2.avif 800w";
    registerUploadedPhotos([[src, { src: "/_astro/p.jpg", width: 1920, height: 1280, avif }]]);
    expect(photoPreload({ src, width: 4000, height: 3000 }, "100vw")).toEqual({
      href: "/_astro/p.jpg",
      srcset: avif,
      sizes: "100vw",
      type: "image/avif",
    });
  });
});
