import { describe, expect, it } from "vitest";
import { amenityPreview } from "./room-display";

describe("amenity preview", () => {
  it("shows the first three amenities and counts the rest for '+N more'", () => {
    expect(amenityPreview(["a", "b", "c", "d", "e", "f"])).toEqual({ shown: ["a", "b", "c"], more: 3 });
  });
  it("has nothing more to count with three amenities or fewer", () => {
    expect(amenityPreview(["a", "b"])).toEqual({ shown: ["a", "b"], more: 0 });
    expect(amenityPreview(["a", "b", "c"]).more).toBe(0);
  });
});
