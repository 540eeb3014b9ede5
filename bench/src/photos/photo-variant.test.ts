// @vitest-environment node
import { describe, expect, it } from "vitest";
import { photoVariant, variantKey } from "./photo-variant";

const photo = "https://images.unsplash.com/photo-1566073771259-6a8506099945";

describe("photoVariant", () => {
  it("scales to the requested width, 3:2 when no height is given", () => {
    expect(photoVariant(`${photo}?w=960&auto=format&fit=crop&q=70`)).toEqual({ width: 960, height: 640, quality: 70 });
  });

  it("honours an explicit height (social images)", () => {
    expect(photoVariant(`${photo}?w=1200&h=630&fit=crop&q=75`)).toEqual({ width: 1200, height: 630, quality: 75 });
  });

  it("falls back to 1080 px at quality 75 and keeps absurd sizes within bounds", () => {
    expect(photoVariant(photo)).toEqual({ width: 1080, height: 720, quality: 75 });
    expect(photoVariant(`${photo}?w=99999&q=500`)).toMatchObject({ width: 4000, quality: 100 });
    expect(photoVariant(`${photo}?w=abc&q=-3`)).toMatchObject({ width: 1080, quality: 75 });
  });

  it("gives equal requests the same cache key", () => {
    expect(variantKey(photoVariant(`${photo}?q=70&w=640`))).toBe(
      variantKey(photoVariant(`/photo-other?w=640&q=70&fit=crop`)),
    );
  });
});
