import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clampText, latinDigits, wholeNumberOf } from "./text";

describe("cutting text to a field's limit", () => {
  it("leaves text within the limit as it is", () => {
    expect(clampText("Priya", 5)).toBe("Priya");
  });

  it("cuts before an emoji the limit falls inside, never leaving half of it", () => {
    expect(clampText("ab😀", 3)).toBe("ab");
    expect(clampText("a👨‍👩‍👧b", 5)).toBe("a");
  });

  it("cuts before a Devanagari conjunct the limit falls inside", () => {
    // "क्ष" is क, the virama and ष: three units, one letter as a reader sees it.
    expect(clampText("अक्षर", 3)).toBe("अ");
  });

  it("always keeps within the limit and URL-encodes, whatever is typed", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-composite" }), fc.integer({ min: 0, max: 40 }), (text, max) => {
        const cut = clampText(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(text.startsWith(cut)).toBe(true);
        expect(() => encodeURIComponent(cut)).not.toThrow();
      }),
    );
  });
});

describe("numbers typed in Devanagari digits", () => {
  it("reads ० to ९ as 0 to 9, in either script or both", () => {
    expect(latinDigits("०१२३४५६७८९")).toBe("0123456789");
    expect(wholeNumberOf("६")).toBe(6);
    expect(wholeNumberOf(" १2 ")).toBe(12);
    expect(wholeNumberOf("12")).toBe(12);
  });

  it("is no number for anything but digits", () => {
    expect(wholeNumberOf("")).toBeNull();
    expect(wholeNumberOf("6 लोग")).toBeNull();
    expect(wholeNumberOf("-1")).toBeNull();
    expect(wholeNumberOf("1.5")).toBeNull();
  });
});
