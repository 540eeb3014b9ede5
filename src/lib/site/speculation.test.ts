import { describe, expect, it } from "vitest";
import { speculationAllowed, speculationRules, speculationRulesHeader } from "./speculation";

// Node has no URLPattern: which links these patterns match, as Chromium reads them, is proven in the
// browser (e2e/speculation.spec.ts); here, what the rules say.
const rule = speculationRules.prerender[0];
const [journey, query, selector] = rule.where.and;

describe("speculation rules", () => {
  it("prerender the journey's pages in both languages: booking, rooms and each room", () => {
    expect(journey.href_matches).toEqual(["/booking", "/rooms", "/rooms/*", "/hi/booking", "/hi/rooms", "/hi/rooms/*"]);
  });

  it("start on a hover or a press, not for every link on screen", () => {
    expect(rule.eagerness).toBe("moderate");
  });

  it("prerender no link with a non-empty query but a booking link that carries the room alone", () => {
    expect(query).toEqual({
      or: [
        { not: { href_matches: "/*\\?(.+)" } },
        { href_matches: ["/booking\\?room=([a-z0-9\\-]+)", "/hi/booking\\?room=([a-z0-9\\-]+)"] },
      ],
    });
  });

  it("prerender neither the language switch (it takes the page's query at the tap) nor a link to a new tab", () => {
    expect(selector).toEqual({ not: { selector_matches: "[data-keep-query], [target]" } });
  });

  it("prefetch nothing else: prerender is the only rule, and its patterns are relative (this site only)", () => {
    expect(Object.keys(speculationRules)).toEqual(["prerender"]);
    expect(JSON.stringify(rule)).not.toMatch(/https?:|tel:|mailto:|relative_to/);
  });

  it("are named in the header as a structured-field string", () => {
    expect(speculationRulesHeader).toBe('"/speculation-rules.json"');
  });
});

describe("speculationAllowed", () => {
  it("allows a request that says nothing of its connection, or a fast one", () => {
    expect(speculationAllowed({})).toBe(true);
    expect(speculationAllowed({ ect: "4g" })).toBe(true);
    expect(speculationAllowed({ ect: "3g", saveData: "off" })).toBe(true);
  });

  it("refuses when the guest asked to save data", () => {
    expect(speculationAllowed({ saveData: "on" })).toBe(false);
    expect(speculationAllowed({ saveData: "On ", ect: "4g" })).toBe(false);
  });

  it("refuses on a 2G connection, slow or not", () => {
    expect(speculationAllowed({ ect: "2g" })).toBe(false);
    expect(speculationAllowed({ ect: "slow-2g" })).toBe(false);
  });
});
