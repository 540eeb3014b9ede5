import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem } from "./gstin";

describe("a GSTIN", () => {
  it("computes the check character of a published GSTIN", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
  });
  it("accepts a GSTIN whose last character matches the rest", () => {
    expect(gstinProblem("27AAPFU0939F1ZV")).toBeNull();
  });
  it("refuses a GSTIN with one character mistyped", () => {
    expect(gstinProblem("27AAPFU0939F1ZW")).toMatch(/wrong character/);
  });
  it("refuses a GSTIN that is too short or in lower case", () => {
    expect(gstinProblem("27AAPFU0939F1Z")).toMatch(/15 characters/);
    expect(gstinProblem("27aapfu0939f1zv")).toMatch(/15 characters/);
  });
});
