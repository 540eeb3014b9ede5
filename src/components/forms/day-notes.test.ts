import { describe, expect, it } from "vitest";
import calendar from "@/content/copy/calendar.json" with { type: "json" };
import { stayDayNotes, type DayNotesWords } from "./day-notes";

const facts = { seasons: [], marks: [], room: null, asOf: "2026-11-20" };

describe("the calendars' as-of line", () => {
  it("says the marks are samples while they are, in each language", () => {
    for (const locale of ["en", "hi"] as const) {
      const words = calendar[locale] as unknown as DayNotesWords;
      expect(stayDayNotes({ ...facts, sample: true }, words, undefined).asOf).toBe(
        words.asOfSample.replace("{date}", "20 Nov 2026"),
      );
      expect(stayDayNotes(facts, words, undefined).asOf).toBe(words.asOf.replace("{date}", "20 Nov 2026"));
    }
  });
});
