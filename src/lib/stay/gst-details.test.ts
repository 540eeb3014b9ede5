import { describe, expect, it } from "vitest";
import { gstDetailsOf, gstDetailsProblems, gstinStateCode, normalGstin, stateName } from "./gst-details";
import { gstinCheckCharacter } from "./gstin";

/** A published GSTIN of Maharashtra (27). */
const valid = "27AAPFU0939F1ZV";
/** The same PAN registered in Madhya Pradesh (23), with its own check character. */
const mp = `23AAPFU0939F1Z${gstinCheckCharacter("23AAPFU0939F1Z")}`;

describe("a company's GST details", () => {
  it("fills the billing state in from the GSTIN's state code, in both languages", () => {
    expect(gstDetailsOf({ legalName: " Acme  Travels Pvt Ltd ", gstin: mp })).toEqual({
      legalName: "Acme Travels Pvt Ltd",
      gstin: mp,
      stateCode: "23",
    });
    expect(stateName("23", "en")).toBe("Madhya Pradesh");
    expect(stateName("23", "hi")).toBe("मध्य प्रदेश");
  });

  it("takes a GSTIN typed in lower case, with spaces or hyphens", () => {
    expect(normalGstin("27aapfu 0939-f1zv")).toBe(valid);
    expect(gstDetailsProblems({ legalName: "Acme", gstin: "27aapfu 0939 f1zv" })).toEqual([]);
  });

  it("refuses a GSTIN whose check character does not match", () => {
    expect(gstDetailsProblems({ legalName: "Acme", gstin: "27AAPFU0939F1ZW" })).toEqual([
      { field: "gstin", code: "checksum" },
    ]);
  });

  it("refuses a GSTIN of the wrong shape, and one whose state code names no state", () => {
    expect(gstDetailsProblems({ legalName: "Acme", gstin: "27AAPFU0939F1Z" })).toEqual([
      { field: "gstin", code: "shape" },
    ]);
    const nowhere = `99AAPFU0939F1Z${gstinCheckCharacter("99AAPFU0939F1Z")}`;
    expect(gstinStateCode(nowhere)).toBeNull();
    expect(gstDetailsProblems({ legalName: "Acme", gstin: nowhere })).toEqual([
      { field: "gstin", code: "unknown-state" },
    ]);
  });

  it("needs the legal name, of at most 100 characters, and the GSTIN, the name first", () => {
    expect(gstDetailsProblems({ legalName: "  ", gstin: "" })).toEqual([
      { field: "legalName", code: "missing" },
      { field: "gstin", code: "missing" },
    ]);
    expect(gstDetailsProblems({ legalName: "A".repeat(101), gstin: valid })).toEqual([
      { field: "legalName", code: "too-long" },
    ]);
    expect(gstDetailsOf({ legalName: "", gstin: valid })).toBeNull();
  });
});
