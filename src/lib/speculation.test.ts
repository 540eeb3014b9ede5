import { describe, expect, it } from "vitest";
import { speculationAllowed, speculationRules } from "./speculation";

const rule = speculationRules.prerender[0]!;
const paths = rule.where.and[0]!.href_matches!;

describe("speculation rules", () => {
  it("prerender the journey's next pages in both languages: booking, rooms and each room", () => {
    expect(paths).toEqual(["/booking", "/rooms", "/rooms/*", "/hi/booking", "/hi/rooms", "/hi/rooms/*"]);
  });

  it("start on a hover or a press, not for every link on screen", () => {
    expect(rule.eagerness).toBe("moderate");
  });

  it("prerender no link with a query but a room's booking link, no language link and no link to another tab", () => {
    expect(rule.where.and[1]).toEqual({
      not: { selector_matches: "a[href*='?']:not([href*='/booking?room=']), a[data-keep-query], a[target]" },
    });
  });

  it("prefetch nothing: the editor, other sites, tel:, mailto: and WhatsApp are in no rule", () => {
    expect(Object.keys(speculationRules)).toEqual(["prerender"]);
  });
});

describe("speculationAllowed", () => {
  it("allows a browser that says nothing of its connection", () => {
    expect(speculationAllowed(undefined)).toBe(true);
    expect(speculationAllowed({ effectiveType: "4g", saveData: false })).toBe(true);
  });

  it("refuses when the guest asked to save data", () => {
    expect(speculationAllowed({ effectiveType: "4g", saveData: true })).toBe(false);
  });

  it("refuses on a 2G connection, slow or not", () => {
    expect(speculationAllowed({ effectiveType: "2g" })).toBe(false);
    expect(speculationAllowed({ effectiveType: "slow-2g" })).toBe(false);
  });

  it("allows 3G", () => {
    expect(speculationAllowed({ effectiveType: "3g" })).toBe(true);
  });
});
