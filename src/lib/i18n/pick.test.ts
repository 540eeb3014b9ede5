import { describe, expect, it } from "vitest";
import { pick } from "./pick";

describe("pick", () => {
  it("keeps the named entries, with their values, and drops the rest", () => {
    const strings = { heading: "Take a Virtual Tour", start: "Start Virtual Tour", dialogTitle: "Virtual Tour" };
    expect(pick(strings, ["start", "dialogTitle"])).toEqual({
      start: "Start Virtual Tour",
      dialogTitle: "Virtual Tour",
    });
  });
  it("keeps nested values whole", () => {
    const categories = { rooms: "Rooms", dining: "Dining" };
    expect(pick({ all: "All", categories, intro: "…" }, ["categories"]).categories).toBe(categories);
  });
});
