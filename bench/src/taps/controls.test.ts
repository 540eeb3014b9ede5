// @vitest-environment node
import { describe, expect, it } from "vitest";
import { controlsIn, fillIn, pathIn, startOf, tapControlIds, tapLocales, type Target } from "./controls";

const names = (t: Target) => [t.name, t.within?.name, t.text].filter((n) => n !== undefined);
const words = (n: NonNullable<Target["name"]>) => (typeof n === "string" ? n : n.startsWith);

describe("the tap table", () => {
  it("has every control the budget names, each once", () => {
    const ids = tapControlIds();
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      "home-check-in",
      "home-tour",
      "home-gallery",
      "events-menu",
      "rooms-carousel",
      "room-carousel",
      "room-lightbox",
      "booking-next",
      "booking-date",
      "inquiry-next",
      "inquiry-date",
      "table-reservation",
      "contact-send",
    ])
      expect(ids).toContain(id);
  });

  it("has the same controls in the same order in every language", () => {
    for (const locale of tapLocales) expect(controlsIn(locale).map((c) => c.id)).toEqual(tapControlIds());
  });

  it("finds every control and answer by a role and words, none of them empty", () => {
    for (const locale of tapLocales)
      for (const c of controlsIn(locale)) {
        for (const target of [c.control, c.answer])
          for (const n of names(target))
            expect(typeof n === "string" ? n : words(n), `${c.id} (${locale})`).not.toBe("");
        expect(names(c.control).length + (c.control.nth === undefined ? 0 : 1), c.id).toBeGreaterThan(0);
      }
  });

  it("gives every answer the part the guest acts on next: a calendar's days, a dialog's photo, an error's words", () => {
    for (const locale of tapLocales)
      for (const c of controlsIn(locale)) {
        for (const n of names(c.usable)) expect(words(n), `${c.id} (${locale})`).not.toBe("");
        if (c.answer.role === "grid") expect(c.usable, c.id).toEqual({ role: "button", within: { role: "gridcell" } });
        if (c.answer.role === "alert") expect(c.usable, c.id).toEqual(c.answer);
        if (c.answer.role === "dialog" && c.answer.name === c.usable.within?.name)
          expect(["img", "link"], c.id).toContain(c.usable.role);
      }
    const checkIn = controlsIn("en").find((c) => c.id === "home-check-in")!;
    expect(checkIn.usable.within).toEqual({ role: "gridcell" });
  });

  it("finds the Hindi controls by Hindi words, with no template left unfilled", () => {
    const english = controlsIn("en");
    controlsIn("hi").forEach((c, i) => {
      const all = [c.control, c.answer, c.usable].flatMap(names).map((n) => (typeof n === "string" ? n : words(n)));
      for (const text of all) expect(text, c.id).not.toMatch(/\{\w+\}/);
      if (c.control.name !== undefined) expect(c.control.name, c.id).not.toEqual(english[i]!.control.name);
    });
  });

  it("puts the Hindi pages under /hi", () => {
    expect(controlsIn("hi").find((c) => c.id === "home-check-in")!.path).toBe("/hi");
    expect(controlsIn("hi").find((c) => c.id === "events-menu")!.path).toBe("/hi/events");
    expect(pathIn("/rooms/deluxe", "en")).toBe("/rooms/deluxe");
  });

  it("puts the booking dates behind the wizard's first step, and every other control on its page as loaded", () => {
    const behind = controlsIn("en").filter((c) => c.before);
    expect(behind.map((c) => c.id)).toEqual(["booking-date"]);
  });
});

describe("names from templates", () => {
  it("fills every key it is given and leaves the others", () => {
    expect(fillIn("Photo {index} of {total}: {title}", { index: 1, total: 4 })).toBe("Photo 1 of 4: {title}");
  });

  it("takes the words before the first key left open", () => {
    expect(startOf("Open photo {index} of {count}: {alt}", { index: 1, count: 4 })).toEqual({
      startsWith: "Open photo 1 of 4:",
    });
    expect(startOf("{count} photos", {})).toEqual({ startsWith: "" });
  });
});
