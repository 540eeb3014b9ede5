import { describe, expect, it } from "vitest";
import { photoSrcSet, photoUrl } from "./photos";

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
