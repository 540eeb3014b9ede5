import { describe, expect, it } from "vitest";
import { amenityPreview, formatRoomPrice } from "./room-display";

describe("room prices", () => {
  it("shows whole dollars with a $ sign", () => {
    expect(formatRoomPrice(299, "en")).toBe("$299");
    expect(formatRoomPrice(1299, "en")).toBe("$1,299");
  });
});

describe("amenity preview", () => {
  it("shows the first three amenities and counts the rest for '+N more'", () => {
    expect(amenityPreview(["a", "b", "c", "d", "e", "f"])).toEqual({ shown: ["a", "b", "c"], more: 3 });
  });
  it("has nothing more to count with three amenities or fewer", () => {
    expect(amenityPreview(["a", "b"])).toEqual({ shown: ["a", "b"], more: 0 });
    expect(amenityPreview(["a", "b", "c"]).more).toBe(0);
  });
});
