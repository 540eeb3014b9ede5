import { describe, expect, it } from "vitest";
import { dateLocaleFor } from "./date-locale";
import { longDate, proseDate } from "./long-date";

/** The calendar's words; each language has its own set (dateLocaleFor keeps one locale per set). */
const words = () => ({ navigation: "", previousMonth: "", nextMonth: "", today: "{date}", selected: "{date}" });
const day = new Date(2026, 11, 4);

describe("longDate", () => {
  it("writes an English date with the month's name and an ordinal day", () => {
    expect(longDate(day, "en")).toBe("December 4th, 2026");
  });

  it("writes English when no language is given", () => {
    expect(longDate(day)).toBe("December 4th, 2026");
  });

  it("writes a Hindi date in Hindi month names with Latin digits", () => {
    expect(longDate(day, "hi")).toBe("4 दिसंबर, 2026");
  });

  it("writes the same date from the page's calendar locale as from its language", () => {
    for (const language of ["en", "hi"] as const) {
      expect(longDate(day, dateLocaleFor(language, words()))).toBe(longDate(day, language));
    }
  });
});

describe("proseDate", () => {
  it("writes the day first in English, as Indian English does", () => {
    expect(proseDate("2028-03-27", "en")).toBe("27 March 2028");
  });

  it("writes a Hindi month name with Latin digits", () => {
    expect(proseDate("2028-03-27", "hi")).toBe("27 मार्च 2028");
  });
});
