import { describe, expect, it } from "vitest";
import { photoSchema } from "../schema/hotel";

const issues = (data: unknown) =>
  photoSchema.safeParse(data).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("a photo in the content", () => {
  it("on the photo host needs its width and height, and names the missing one", () => {
    expect(issues({ src: "https://images.unsplash.com/photo-1", width: 1200, height: 800 })).toEqual([]);
    expect(issues({ src: "https://images.unsplash.com/photo-1", width: 1200 })).toEqual([
      "height: must be given for a photo-host address",
    ]);
  });
  it("uploaded through the editor needs no size: the file's own is used", () => {
    expect(issues({ src: "/src/assets/uploads/deluxe-bed.jpg" })).toEqual([]);
  });
  it("uploaded as a file of another kind is refused, naming the field and the file", () => {
    expect(issues({ src: "/src/assets/uploads/deluxe-bed.heic" })).toEqual([
      "src: must be a .jpg, .jpeg, .png, .webp, .avif file, not deluxe-bed.heic",
    ]);
  });
});
