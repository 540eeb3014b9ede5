import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { dateLocaleFor as localeWithWords, monthDayFormats } from "./date-locale";

const calendar = {
  en: {
    navigation: "Navigation bar",
    previousMonth: "Go to the Previous Month",
    nextMonth: "Go to the Next Month",
    today: "Today, {date}",
    selected: "{date}, selected",
  },
  hi: {
    navigation: "महीने बदलें",
    previousMonth: "पिछले महीने पर जाएँ",
    nextMonth: "अगले महीने पर जाएँ",
    today: "आज, {date}",
    selected: "{date}, चुनी गई",
  },
};
const dateLocaleFor = (locale: "en" | "hi") => localeWithWords(locale, calendar[locale]);

const day = new Date(2026, 11, 4);
const dayLabel = (locale: "en" | "hi", modifiers: { today?: boolean; selected?: boolean }) => {
  const label = dateLocaleFor(locale).labels!.labelDayButton!;
  return typeof label === "function" ? label(day, modifiers as never) : label;
};

describe("date locales", () => {
  it("write a Hindi date with Hindi month names", () => {
    expect(format(day, "PPP", { locale: dateLocaleFor("hi") })).toBe("4 दिसंबर, 2026");
    expect(format(day, "PPPP", { locale: dateLocaleFor("hi") })).toBe("शुक्रवार, 4 दिसंबर, 2026");
  });

  it("write every figure of a Hindi date in the same digits, as the rest of the Hindi pages", () => {
    for (const pattern of ["PPP", "PPPP", "do MMMM", "MMM d"]) {
      expect(format(day, pattern, { locale: dateLocaleFor("hi") })).not.toMatch(/[०-९]/);
    }
  });

  it("write a short date day first with the whole month in Hindi, month first in English", () => {
    expect(format(day, monthDayFormats.hi, { locale: dateLocaleFor("hi") })).toBe("4 दिसंबर");
    expect(format(day, monthDayFormats.en, { locale: dateLocaleFor("en") })).toBe("Dec 4");
  });

  it("name the calendar's month buttons in the page's language", () => {
    expect(dateLocaleFor("en").labels?.labelNext).toBe("Go to the Next Month");
    expect(dateLocaleFor("hi").labels?.labelNext).toBe("अगले महीने पर जाएँ");
    expect(dateLocaleFor("hi").labels?.labelPrevious).toBe("पिछले महीने पर जाएँ");
  });

  it("read a day as before in English: 'Today, …, selected'", () => {
    expect(dayLabel("en", { today: true, selected: true })).toBe("Today, Friday, December 4th, 2026, selected");
    expect(dayLabel("en", {})).toBe("Friday, December 4th, 2026");
  });

  it("read a day in Hindi, today and chosen included", () => {
    expect(dayLabel("hi", { today: true, selected: true })).toBe(
      `आज, ${format(day, "PPPP", { locale: dateLocaleFor("hi") })}, चुनी गई`,
    );
    expect(dayLabel("hi", {})).toMatch(/^शुक्रवार, /);
  });
});
