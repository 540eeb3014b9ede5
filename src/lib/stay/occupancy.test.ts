import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  inquiryKind,
  maxRoomsPerInquiry,
  needsExtraBed,
  peopleIn,
  roomOccupancy,
  roomProblemText,
  roomsProblems,
  type OccupancyWords,
  type RoomBeds,
  type RoomRequest,
} from "./occupancy";
import { roomRequest } from "./test-fixtures";

const rules = { freeUnderAge: 6 };
/** Deluxe sleeps 2 and takes no extra bed; Premium sleeps 2 and takes one (rooms content). */
const deluxe: RoomBeds = { maxGuests: 2, extraBed: null };
const premium: RoomBeds = { maxGuests: 2, extraBed: 250000 };
const request = (more: Partial<RoomRequest> = {}) => roomRequest("premium", more);
const words: OccupancyWords = {
  "no-adult": "Room {number}: at least one adult stays in each room.",
  "too-many-children": "Room {number}: up to {max} children a room.",
  "child-age": "Room {number}: choose child {child}'s age.",
  "needs-extra-bed": "Room {number}: {room} takes up to {max} guests; choose an extra bed or another room.",
  "too-many-guests": "Room {number}: {room} takes up to {max} guests; choose another room.",
  "no-extra-bed": "Room {number}: {room} takes no extra bed.",
  "cot-without-small-child": "Room {number}: a cot is for a child under {age}.",
};

describe("a room's occupancy", () => {
  it("lets children under the free age share the existing beds, uncounted", () => {
    const family = roomOccupancy(deluxe, rules, request({ childAges: [4, 5] }));
    expect(family).toEqual({ counted: 2, freeChildren: 2, problems: [] });
  });

  it("counts a child of the free age or older as a guest", () => {
    expect(roomOccupancy(deluxe, rules, request({ childAges: [6] })).counted).toBe(3);
  });

  it("asks for the extra bed when one more guest than the beds fits with it", () => {
    expect(roomOccupancy(premium, rules, request({ childAges: [4, 9] })).problems).toEqual([
      { code: "needs-extra-bed", guests: 3, max: 2 },
    ]);
    expect(roomOccupancy(premium, rules, request({ childAges: [4, 9], extraBed: true })).problems).toEqual([]);
  });

  it("refuses three guests in a room without an extra bed", () => {
    expect(roomOccupancy(deluxe, rules, request({ adults: 3 })).problems).toEqual([
      { code: "too-many-guests", guests: 3, max: 2 },
    ]);
  });

  it("refuses two more guests than the beds even with the extra bed", () => {
    expect(roomOccupancy(premium, rules, request({ adults: 4, extraBed: true })).problems).toEqual([
      { code: "too-many-guests", guests: 4, max: 2 },
    ]);
  });

  it("refuses an extra bed in a room that takes none", () => {
    expect(roomOccupancy(deluxe, rules, request({ extraBed: true })).problems).toEqual([{ code: "no-extra-bed" }]);
  });

  it("needs an adult, at most four children and ages from 0 to 17", () => {
    const problems = roomOccupancy(premium, rules, request({ adults: 0, childAges: [1, 2, 3, 18, 4.5] })).problems;
    expect(problems.map((p) => p.code)).toEqual(["no-adult", "too-many-children", "child-age", "child-age"]);
  });

  it("gives a cot only to a room with a child young enough to stay free", () => {
    expect(roomOccupancy(premium, rules, request({ cot: true })).problems).toEqual([
      { code: "cot-without-small-child", age: 6 },
    ]);
    expect(roomOccupancy(premium, rules, request({ cot: true, childAges: [0] })).problems).toEqual([]);
  });

  it("counts every adult and every older child, whatever the ages", () => {
    const ages = fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 4 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), ages, (adults, childAges) => {
        const o = roomOccupancy(premium, rules, request({ adults, childAges }));
        expect(o.counted + o.freeChildren).toBe(adults + childAges.length);
        expect(o.freeChildren).toBe(childAges.filter((age) => age < 6).length);
      }),
    );
  });
});

describe("the rooms' problems", () => {
  const bedsOf = (room: string) => ({ deluxe, premium })[room as "deluxe" | "premium"];

  it("names the room by its number and its type", () => {
    const problems = roomsProblems(bedsOf, rules, [request(), request({ room: "deluxe", adults: 3 })]);
    expect(problems).toEqual([{ code: "too-many-guests", guests: 3, max: 2, number: 2, room: "deluxe" }]);
    expect(roomProblemText(problems[0]!, words, "Deluxe Room")).toBe(
      "Room 2: Deluxe Room takes up to 2 guests; choose another room.",
    );
  });

  it("leaves a room type without rates to the quote", () => {
    expect(roomsProblems(bedsOf, rules, [request({ room: "attic", adults: 9 })])).toEqual([]);
  });
});

describe("a group inquiry", () => {
  it("lists up to five rooms one by one and takes six or more as a group", () => {
    expect(maxRoomsPerInquiry).toBe(5);
    expect(inquiryKind(5)).toBe("rooms");
    expect(inquiryKind(6)).toBe("group");
  });

  it("counts every adult and child of every room once", () => {
    expect(peopleIn([request({ childAges: [4, 9] }), request({ adults: 1 })])).toBe(5);
  });
});

describe("needsExtraBed", () => {
  it("asks for the bed only where the party is one over the beds and the room takes one", () => {
    // 2 adults and a child of 9 in Premium: one over, Premium takes a bed (whether or not one is asked for yet).
    expect(needsExtraBed(premium, rules, request({ childAges: [9] }))).toBe(true);
    expect(needsExtraBed(premium, rules, request({ childAges: [9], extraBed: true }))).toBe(true);
    // A child of 4 stays free on the beds there are; Deluxe takes no bed at all.
    expect(needsExtraBed(premium, rules, request({ childAges: [4] }))).toBe(false);
    expect(needsExtraBed(deluxe, rules, request({ room: "deluxe", childAges: [9] }))).toBe(false);
    // Two over is too many even with a bed.
    expect(needsExtraBed(premium, rules, request({ adults: 4 }))).toBe(false);
  });
});
