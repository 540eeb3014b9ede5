import { describe, expect, it } from "vitest";
import { checkedFacts, isStale } from "./verified";

const today = new Date(2027, 2, 1);

describe("checked facts", () => {
  it("counts a fact checked 90 days ago as fresh, and one checked 91 days ago as stale", () => {
    expect(isStale("2026-12-01", today)).toBe(false);
    expect(isStale("2026-11-30", today)).toBe(true);
  });

  it("treats a verified date that is no date as stale", () => {
    expect(isStale("2026-02-30", today)).toBe(true);
  });

  it("finds every checked fact in a tree, lists included, named by its path", () => {
    const proof = { verified: "2026-12-02", source: "https://example.gov.in", sample: true };
    const tree = { temple: { road: { km: 5, ...proof }, aartis: [{ name: "x", ...proof }] }, services: { taxi: true } };
    expect(checkedFacts(tree).map((fact) => fact.path)).toEqual(["temple.road", "temple.aartis.0"]);
  });
});
