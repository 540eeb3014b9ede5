import { describe, expect, it } from "vitest";
import { categoriesWithPhotos, photosShown } from "./gallery-filter";

const items = [
  { id: "a", category: "rooms" },
  { id: "b", category: "dining" },
  { id: "c", category: "rooms" },
] as const;

describe("gallery filter", () => {
  it("shows every photo under 'All'", () => {
    expect(photosShown(items, "all").map((i) => i.id)).toEqual(["a", "b", "c"]);
  });

  it("shows only the photos of the chosen category, in gallery order", () => {
    expect(photosShown(items, "rooms").map((i) => i.id)).toEqual(["a", "c"]);
  });

  it("offers no filter for a category without photos", () => {
    expect(categoriesWithPhotos(["rooms", "dining", "events"], items)).toEqual(["rooms", "dining"]);
  });
});
