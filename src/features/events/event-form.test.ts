import { describe, expect, it } from "vitest";
import { hallFromLink, usableEventValues } from "./event-form";

const today = new Date(2026, 10, 22);
const halls = ["grand", "elegant"];

describe("a stored draft", () => {
  it("keeps every usable value", () => {
    const draft = {
      eventType: "wedding",
      date: "2026-12-04",
      hall: "suggest",
      layout: "theatre",
      catering: "veg",
      guests: "60",
      notes: "Hi",
    };
    expect(usableEventValues(draft, today, halls)).toEqual(draft);
  });

  it("drops past dates, unknown choices, halls that no longer exist and non-strings", () => {
    const draft = {
      date: "2026-11-21",
      alternateDate: "2026-02-30",
      eventType: "rave",
      hall: "ballroom",
      slot: 3,
      guests: "60",
    };
    expect(usableEventValues(draft, today, halls)).toEqual({ guests: "60" });
  });

  it("cuts text to its limit", () => {
    expect(usableEventValues({ notes: "x".repeat(1200) }, today, halls).notes).toHaveLength(1000);
  });

  it("reads nothing from something that is not an object", () => {
    expect(usableEventValues("wedding", today, halls)).toEqual({});
  });
});

describe("a hall chosen by a link", () => {
  it("takes a hall that exists", () => {
    expect(hallFromLink(new URLSearchParams("hall=elegant"), halls)).toBe("elegant");
  });

  it("ignores a hall that does not exist", () => {
    expect(hallFromLink(new URLSearchParams("hall=ballroom"), halls)).toBeNull();
  });
});
