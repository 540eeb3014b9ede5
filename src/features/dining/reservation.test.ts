import { describe, expect, it } from "vitest";
import { dateLocaleFor } from "@/lib/dates/date-locale";
import {
  peopleRange,
  seatingTimes,
  tableMessage,
  tableProblem,
  tableReservationUrl,
  type TableValues,
} from "./reservation";
import { words } from "@/content/read/words";

const en = words("dining", "en");
const hi = words("dining", "hi");

const today = new Date(2026, 10, 22, 20, 15);
const times = [...seatingTimes({ from: "12:30", to: "15:30" }), ...seatingTimes({ from: "19:00", to: "23:00" })];
const rules = { today, daysAhead: 60, maxPeople: 20, times };
const table: TableValues = { date: "2026-12-04", time: "19:30", people: "4", name: " Priya  Sharma " };
const messages = en.reserve;

describe("seating times", () => {
  it("offers every half hour from opening until an hour before closing", () => {
    expect(seatingTimes({ from: "12:30", to: "15:30" })).toEqual(["12:30", "13:00", "13:30", "14:00", "14:30"]);
    expect(seatingTimes({ from: "19:00", to: "23:00" })).toEqual([
      "19:00",
      "19:30",
      "20:00",
      "20:30",
      "21:00",
      "21:30",
      "22:00",
    ]);
  });
});

describe("the table request rules", () => {
  it("lets a complete request through", () => {
    expect(tableProblem(table, rules, messages)).toBeNull();
  });

  it("asks for the date, time, people and name, naming the empty fields", () => {
    expect(tableProblem({ date: "", time: "", people: "", name: " " }, rules, messages)).toEqual({
      message: "Please fill in the date, the time, the number of people and your name.",
      fields: ["date", "time", "people", "name"],
    });
  });

  it("rejects a time the restaurant does not seat", () => {
    expect(tableProblem({ ...table, time: "17:00" }, rules, messages)?.fields).toEqual(["time"]);
  });

  it("rejects a date in the past and accepts today", () => {
    expect(tableProblem({ ...table, date: "2026-11-21" }, rules, messages)).toEqual({
      message: "Please choose today or a later date.",
      fields: ["date"],
    });
    expect(tableProblem({ ...table, date: "2026-11-22", time: "21:00" }, rules, messages)).toBeNull();
  });

  it("rejects a time already past today, and the time it is now, keeping a later one", () => {
    const pastTime = {
      message: "That time has already passed today. Please choose a later time, or another day.",
      fields: ["time"],
    };
    expect(tableProblem({ ...table, date: "2026-11-22", time: "19:30" }, rules, messages)).toEqual(pastTime);
    expect(
      tableProblem(
        { ...table, date: "2026-11-22", time: "20:00" },
        { ...rules, today: new Date(2026, 10, 22, 20, 0) },
        messages,
      ),
    ).toEqual(pastTime);
    expect(tableProblem({ ...table, date: "2026-11-22", time: "20:30" }, rules, messages)).toBeNull();
    expect(tableProblem({ ...table, date: "2026-11-23", time: "12:30" }, rules, messages)).toBeNull();
  });

  it("rejects a date further ahead than the restaurant books", () => {
    expect(tableProblem({ ...table, date: "2027-01-22" }, rules, messages)).toEqual({
      message: "Tables can be reserved up to 60 days ahead.",
      fields: ["date"],
    });
    expect(tableProblem({ ...table, date: "2027-01-21" }, rules, messages)).toBeNull();
  });

  it("accepts the party sizes the form shows beside the field, and no others", () => {
    const { min, max } = peopleRange(rules.maxPeople);
    expect({ min, max }).toEqual({ min: 1, max: 20 });
    for (const people of [min, max])
      expect(tableProblem({ ...table, people: String(people) }, rules, messages)).toBeNull();
    for (const people of [min - 1, max + 1]) {
      expect(tableProblem({ ...table, people: String(people) }, rules, messages)?.fields).toEqual(["people"]);
    }
  });

  it("reads people typed in Devanagari digits: ६ is 6, १२ is 12", () => {
    expect(tableProblem({ ...table, people: "६" }, rules, messages)).toBeNull();
    expect(tableProblem({ ...table, people: " १२ " }, rules, messages)).toBeNull();
    expect(tableProblem({ ...table, people: "२१" }, rules, messages)?.fields).toEqual(["people"]);
    expect(
      tableMessage({ ...table, people: "६" }, hi.message)
        .split("\n")
        .at(-1),
    ).toBe("लोग: 6");
  });

  it.each(["0", "21", "2.5", "four"])("rejects %s people", (people) => {
    expect(tableProblem({ ...table, people }, rules, messages)).toEqual({
      message: "Please enter from 1 to 20 people.",
      fields: ["people"],
    });
  });
});

describe("the table reservation message (decision 008)", () => {
  it("writes heading, name, date, time and people, in English", () => {
    expect(tableMessage(table, en.message, dateLocaleFor("en", words("calendar", "en")))).toBe(
      "*New Table Reservation*\n\nName: Priya Sharma\nDate: December 4th, 2026\nTime: 19:30\nPeople: 4",
    );
  });

  it("writes labels in Hindi, the name and numbers as typed", () => {
    expect(tableMessage(table, hi.message, dateLocaleFor("hi", words("calendar", "hi")))).toBe(
      "*नई टेबल बुकिंग*\n\nनाम: Priya Sharma\nतारीख़: 4 दिसंबर, 2026\nसमय: 19:30\nलोग: 4",
    );
  });

  it("hands the message to WhatsApp URL-encoded", () => {
    const url = tableReservationUrl("+91 90000 00000", table, en.message, dateLocaleFor("en", words("calendar", "en")));
    expect(url).toBe(
      "https://wa.me/919000000000?text=*New%20Table%20Reservation*%0A%0AName%3A%20Priya%20Sharma%0ADate%3A%20December%204th%2C%202026%0ATime%3A%2019%3A30%0APeople%3A%204",
    );
  });
});
