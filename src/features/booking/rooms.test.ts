import { describe, expect, it } from "vitest";
import { emptyBooking, usableValues } from "./booking-form";
import {
  addRoom,
  changeRoom,
  emptyRoomsFields,
  firstRoomOf,
  groupOf,
  groupProblem,
  listsRooms,
  removeRoom,
  roomRequestOf,
  roomsOf,
  usableRooms,
  usableRoomsFields,
  withChildren,
  type BookingRoom,
} from "./rooms";

const today = new Date(2026, 11, 1);
/** A draft as the one-room wizard saved it, before there were rooms. */
const oldDraft = {
  ...emptyBooking,
  firstName: "Priya",
  checkIn: "2026-12-04",
  checkOut: "2026-12-07",
  roomType: "premium",
  ratePlan: "breakfast",
  guests: "3",
  extraBed: "yes",
};
const family: BookingRoom = {
  roomType: "premium",
  ratePlan: "breakfast",
  adults: "2",
  childAges: ["4", "9"],
  extraBed: true,
  cot: false,
};

describe("the rooms of a draft", () => {
  it("reads a draft kept before there were rooms as room 1, its guests all adults", () => {
    const values = { ...emptyBooking, ...usableValues(oldDraft, today) };
    expect(usableRooms(oldDraft)).toBeUndefined();
    expect(roomsOf(values)).toEqual([
      { roomType: "premium", ratePlan: "breakfast", adults: "3", childAges: [], extraBed: true, cot: false },
    ]);
    expect(roomRequestOf(roomsOf(values)[0]!)).toEqual({
      room: "premium",
      plan: "breakfast",
      adults: 3,
      childAges: [],
      extraBed: true,
      cot: false,
    });
  });

  it("reads the rooms a draft holds, with the children's ages", () => {
    expect(usableRooms({ ...oldDraft, rooms: [family, { ...family, roomType: "deluxe", childAges: [] }] })).toEqual([
      family,
      { ...family, roomType: "deluxe", childAges: [] },
    ]);
    expect(roomRequestOf(family).childAges).toEqual([4, 9]);
  });

  it("drops what a draft cannot hold: a malformed room, a sixth room, a fifth child, an age over 17", () => {
    const rooms = usableRooms({
      rooms: [
        { ...family, childAges: ["1", "2", "3", "4", "5"] },
        { ...family, childAges: ["18", "x", ""] },
        { roomType: "deluxe" },
        "suite",
        family,
        family,
        family,
        family,
      ],
    });
    expect(rooms).toHaveLength(5);
    expect(rooms![0]!.childAges).toEqual(["1", "2", "3", "4"]);
    expect(rooms![1]!.childAges).toEqual([""]);
  });

  it("reads a child's age typed in Devanagari digits", () => {
    expect(roomRequestOf({ ...family, adults: "२", childAges: ["६"] })).toMatchObject({ adults: 2, childAges: [6] });
  });

  it("maps the one-room form onto room 1", () => {
    expect(firstRoomOf({ roomType: "deluxe", ratePlan: "", guests: "2", extraBed: false })).toEqual({
      roomType: "deluxe",
      ratePlan: "",
      adults: "2",
      childAges: [],
      extraBed: false,
      cot: false,
    });
  });
});

describe("the rooms as the wizard changes them", () => {
  const values = { ...emptyBooking, ...emptyRoomsFields, roomType: "premium", ratePlan: "breakfast", guests: "2" };

  it("keeps room 1 in the one-room fields and adds rooms after it, up to five", () => {
    const two = addRoom(values);
    expect(roomsOf(two).map((room) => room.roomType)).toEqual(["premium", "premium"]);
    const changed = changeRoom(two, 0, { roomType: "deluxe", adults: "1", ...withChildren(roomsOf(two)[0]!, 2) });
    expect(changed).toMatchObject({ roomType: "deluxe", guests: "1" });
    expect(roomsOf(changed)[0]!.childAges).toEqual(["", ""]);
    let five = changed;
    for (let i = 0; i < 6; i++) five = addRoom(five);
    expect(roomsOf(five)).toHaveLength(5);
    expect(roomsOf(removeRoom(five, 2))).toHaveLength(4);
    expect(removeRoom(five, 0)).toBe(five);
  });

  it("lists the rooms in the message only for several rooms or room 1's children", () => {
    expect(listsRooms(values)).toBe(false);
    expect(listsRooms(addRoom(values))).toBe(true);
    expect(listsRooms(changeRoom(values, 0, { childAges: ["4"] }))).toBe(true);
  });

  it("takes a group of six rooms or more, with at least one person a room, in Devanagari digits too", () => {
    expect(groupProblem({ groupRooms: "5", groupPeople: "10" })).toEqual({ code: "group-rooms", min: 6 });
    expect(groupProblem({ groupRooms: "६", groupPeople: "5" })).toEqual({ code: "group-people" });
    expect(groupOf({ group: true, groupRooms: "६", groupPeople: "१४" })).toEqual({ rooms: 6, people: 14 });
    expect(groupOf({ group: false, groupRooms: "6", groupPeople: "14" })).toBeNull();
  });

  it("reads the rooms and the group back from a draft, dropping what is not theirs", () => {
    expect(usableRoomsFields({ rooms: [family], group: true, groupRooms: "8", groupPeople: "x" })).toEqual({
      rooms: [family],
      group: true,
      groupRooms: "8",
      groupPeople: "",
    });
    expect(usableRoomsFields(oldDraft)).toEqual(emptyRoomsFields);
  });
});
