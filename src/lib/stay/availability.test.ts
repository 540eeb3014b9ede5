import { addDays } from "date-fns";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseIsoDate, toIsoDate } from "../dates/dates";
import {
  dayNote,
  dayNoteWords,
  nightStatus,
  roomsFreeFor,
  soldOutNights,
  soldOutStay,
  type AvailabilityMark,
} from "./availability";
import { nightsOf, type Season } from "./stay-price";

const rooms = ["deluxe", "premium", "executive-suite"];
const marks: AvailabilityMark[] = [
  { room: "deluxe", from: "2028-04-09", to: "2028-04-10", status: "sold-out" },
  { room: "premium", from: "2028-04-10", to: "2028-04-10", status: "few-left" },
  { room: "executive-suite", from: "2028-04-08", to: "2028-04-08", status: "sold-out" },
];
const simhastha: Season = {
  name: "Simhastha 2028",
  from: "2028-03-27",
  to: "2028-05-27",
  nightly: 44900,
  minNights: 3,
  highDemand: true,
};

describe("availability marks", () => {
  it("marks a night sold out or few left only where the content marks it", () => {
    expect(nightStatus(marks, "deluxe", "2028-04-09")).toBe("sold-out");
    expect(nightStatus(marks, "deluxe", "2028-04-11")).toBeNull();
    expect(nightStatus(marks, "premium", "2028-04-10")).toBe("few-left");
    expect(nightStatus(marks, "premium", "2028-04-09")).toBeNull();
  });

  it("counts sold out over few left where two marks share a night", () => {
    const both: AvailabilityMark[] = [
      ...marks,
      { room: "deluxe", from: "2028-04-01", to: "2028-04-30", status: "few-left" },
    ];
    expect(nightStatus(both, "deluxe", "2028-04-10")).toBe("sold-out");
    expect(nightStatus(both, "deluxe", "2028-04-20")).toBe("few-left");
  });

  it("does not count the check-out day as a night of the stay", () => {
    expect(soldOutNights(marks, "deluxe", "2028-04-07", "2028-04-09")).toEqual([]);
    expect(soldOutNights(marks, "deluxe", "2028-04-08", "2028-04-11")).toEqual(["2028-04-09", "2028-04-10"]);
  });

  it("refuses a stay with a sold-out night, naming the night and the rooms free on every night", () => {
    expect(soldOutStay(marks, rooms, { room: "deluxe", checkIn: "2028-04-08", checkOut: "2028-04-11" })).toEqual({
      room: "deluxe",
      night: "2028-04-09",
      freeRooms: ["premium"],
    });
    expect(soldOutStay(marks, rooms, { room: "deluxe", checkIn: "2028-04-11", checkOut: "2028-04-13" })).toBeNull();
  });

  it("answers at once for a stay to 9999-12-31, from the marks rather than the nights", () => {
    const started = performance.now();
    const soldOut = soldOutStay(marks, rooms, { room: "deluxe", checkIn: "2026-12-10", checkOut: "9999-12-31" });
    expect(performance.now() - started).toBeLessThan(50);
    expect(soldOut).toEqual({ room: "deluxe", night: "2028-04-09", freeRooms: ["premium"] });
  });

  it("offers a room with few rooms left, which is not sold out", () => {
    expect(roomsFreeFor(marks, rooms, "deluxe", "2028-04-10", "2028-04-11")).toEqual(["premium", "executive-suite"]);
  });

  it("notes a high-demand season by its name, and the room's mark", () => {
    expect(dayNote([simhastha], marks, "deluxe", "2028-04-09")).toEqual({
      highDemand: "Simhastha 2028",
      status: "sold-out",
    });
    expect(dayNote([{ ...simhastha, highDemand: false }], marks, null, "2028-04-09")).toEqual({
      highDemand: null,
      status: null,
    });
  });
});

const day = fc.integer({ min: 0, max: 60 }).map((n) => toIsoDate(addDays(parseIsoDate("2028-04-01")!, n)));
const mark = fc.record({
  room: fc.constantFrom(...rooms),
  from: day,
  to: day,
  status: fc.constantFrom("sold-out" as const, "few-left" as const),
});
const stayOf = fc
  .tuple(day, fc.integer({ min: 1, max: 14 }), fc.constantFrom(...rooms))
  .map(([checkIn, nights, room]) => ({ room, checkIn, checkOut: toIsoDate(addDays(parseIsoDate(checkIn)!, nights)) }));

describe("availability, for any marks and stay", () => {
  it("refuses a stay exactly when one of its nights is marked sold out for its room", () => {
    fc.assert(
      fc.property(fc.array(mark, { maxLength: 8 }), stayOf, (marks, stay) => {
        const nights = nightsOf(stay.checkIn, stay.checkOut)!;
        const marked = nights.some((night) =>
          marks.some((m) => m.room === stay.room && m.status === "sold-out" && m.from <= night && night <= m.to),
        );
        expect(soldOutStay(marks, rooms, stay) !== null).toBe(marked);
      }),
    );
  });

  it("offers only other rooms, none of them sold out on any night of the stay", () => {
    fc.assert(
      fc.property(fc.array(mark, { maxLength: 8 }), stayOf, (marks, stay) => {
        for (const free of roomsFreeFor(marks, rooms, stay.room, stay.checkIn, stay.checkOut)) {
          expect(free).not.toBe(stay.room);
          expect(soldOutNights(marks, free, stay.checkIn, stay.checkOut)).toEqual([]);
        }
      }),
    );
  });

  it("invents no scarcity: without marks every night of every room is unmarked", () => {
    fc.assert(
      fc.property(stayOf, (stay) => {
        for (const night of nightsOf(stay.checkIn, stay.checkOut)!)
          expect(nightStatus([], stay.room, night)).toBeNull();
      }),
    );
  });
});

describe("a day's note in words", () => {
  const words = { highDemand: "high demand: {season}", soldOut: "sold out", fewLeft: "few rooms left" };
  it("names the high-demand season, then the room's mark", () => {
    expect(dayNoteWords({ highDemand: "Simhastha 2028", status: "sold-out" }, words)).toEqual([
      "high demand: Simhastha 2028",
      "sold out",
    ]);
    expect(dayNoteWords({ highDemand: null, status: "few-left" }, words)).toEqual(["few rooms left"]);
    expect(dayNoteWords({ highDemand: null, status: null }, words)).toEqual([]);
  });
});
