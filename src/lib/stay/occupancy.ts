import { fill } from "../i18n/format";
import type { RateCard } from "./stay-price";

/*
 * Who sleeps in each room of an inquiry, checked against the room type's beds and the children
 * rules (policies.json `children`). The policy says children under `freeUnderAge` "stay free in
 * their parents' room, using the existing beds": so they are charged nothing and do not count
 * against the room's maximum guests; every adult and every older child does. A party one over the
 * maximum fits with an extra bed where the room takes one (charged per night, whoever sleeps in
 * it); a cot is for a child young enough to stay free.
 */

/** The most rooms one inquiry lists room by room; from `groupFromRooms` on it is a group inquiry. */
export const maxRoomsPerInquiry = 5;
export const groupFromRooms = maxRoomsPerInquiry + 1;
export const maxChildrenPerRoom = 4;
export const maxChildAge = 17;

/** One room of an inquiry: its type (slug), its plan's id ("" for the room's first), who sleeps in it. */
export type RoomRequest = {
  room: string;
  plan: string;
  adults: number;
  /** Each child's age in whole years, 0 to 17, one entry per child. */
  childAges: readonly number[];
  extraBed: boolean;
  /** A cot for a baby (policies.json `cotCharge` a night). */
  cot?: boolean;
};

/** The children rule of policies.json that decides who counts (the charges are in the rate card). */
export type ChildrenRules = { freeUnderAge: number };

/** What a room's beds take: the room type's guests (rooms content) and whether an extra bed fits. */
export type RoomBeds = Pick<RateCard, "maxGuests" | "extraBed">;

export type OccupancyProblem =
  | { code: "no-adult" }
  | { code: "too-many-children"; max: number }
  | { code: "child-age"; child: number }
  | { code: "needs-extra-bed"; guests: number; max: number }
  | { code: "too-many-guests"; guests: number; max: number }
  | { code: "no-extra-bed" }
  | { code: "cot-without-small-child"; age: number };

/** A room's problem with its number (1 for the first room) and its type, for the words to name them. */
export type RoomProblem = OccupancyProblem & { number: number; room: string };

export type Occupancy = {
  /** Adults and children from `freeUnderAge` up: what the room's maximum guests counts. */
  counted: number;
  /** Children under `freeUnderAge`: free, in the existing beds. */
  freeChildren: number;
  problems: OccupancyProblem[];
};

const isChildAge = (age: number) => Number.isInteger(age) && age >= 0 && age <= maxChildAge;

function partyProblems(request: RoomRequest): OccupancyProblem[] {
  const problems: OccupancyProblem[] = [];
  if (!Number.isInteger(request.adults) || request.adults < 1) problems.push({ code: "no-adult" });
  if (request.childAges.length > maxChildrenPerRoom)
    problems.push({ code: "too-many-children", max: maxChildrenPerRoom });
  request.childAges.forEach((age, i) => {
    if (!isChildAge(age)) problems.push({ code: "child-age", child: i + 1 });
  });
  return problems;
}

function bedProblems(
  beds: RoomBeds,
  request: RoomRequest,
  counted: number,
  freeChildren: number,
  rules: ChildrenRules,
) {
  const problems: OccupancyProblem[] = [];
  const takesExtraBed = beds.extraBed !== null;
  if (request.extraBed && !takesExtraBed) problems.push({ code: "no-extra-bed" });
  const max = beds.maxGuests + (request.extraBed && takesExtraBed ? 1 : 0);
  if (counted > max) {
    const fitsWithBed = takesExtraBed && !request.extraBed && counted === beds.maxGuests + 1;
    problems.push({ code: fitsWithBed ? "needs-extra-bed" : "too-many-guests", guests: counted, max: beds.maxGuests });
  }
  if (request.cot && freeChildren === 0) problems.push({ code: "cot-without-small-child", age: rules.freeUnderAge });
  return problems;
}

/** Whether one room's party fits its type: the count that matters and what to change. */
export function roomOccupancy(beds: RoomBeds, rules: ChildrenRules, request: RoomRequest): Occupancy {
  const ages = request.childAges.filter(isChildAge);
  const freeChildren = ages.filter((age) => age < rules.freeUnderAge).length;
  const counted = Math.max(0, request.adults) + ages.length - freeChildren;
  const problems = [...partyProblems(request), ...bedProblems(beds, request, counted, freeChildren, rules)];
  return { counted, freeChildren, problems };
}

/**
 * Whether the party fits only with an extra bed: one over the room's beds in a room that takes one.
 * The room page and a room page's link into the wizard then ask for the bed themselves.
 */
export function needsExtraBed(beds: RoomBeds, rules: ChildrenRules, request: RoomRequest): boolean {
  const party = { ...request, extraBed: false };
  return roomOccupancy(beds, rules, party).problems.some((problem) => problem.code === "needs-extra-bed");
}

/** Every room's problems, each named by its number and type; a room type without beds known is the quote's to refuse. */
export function roomsProblems(
  bedsOf: (room: string) => RoomBeds | undefined,
  rules: ChildrenRules,
  requests: readonly RoomRequest[],
): RoomProblem[] {
  return requests.flatMap((request, i) => {
    const beds = bedsOf(request.room);
    if (!beds) return [];
    return roomOccupancy(beds, rules, request).problems.map((problem) => ({
      ...problem,
      number: i + 1,
      room: request.room,
    }));
  });
}

/** The words of each problem, with {number} (the room's), {room} (its type's name) and the problem's own data. */
export type OccupancyWords = Record<OccupancyProblem["code"], string>;

/** "Room 2: Deluxe Room takes up to 2 guests; choose an extra bed or another room." */
export function roomProblemText(problem: RoomProblem, words: OccupancyWords, roomName: string): string {
  const { code, number, room: _slug, ...data } = problem;
  return fill(words[code], { ...data, number, room: roomName });
}

/** Everyone the rooms hold, counted once: for the group line and the summary. */
export function peopleIn(requests: readonly Pick<RoomRequest, "adults" | "childAges">[]): number {
  return requests.reduce((total, request) => total + request.adults + request.childAges.length, 0);
}

/** Whether an inquiry for `rooms` rooms is asked room by room or as a group (from six rooms). */
export function inquiryKind(rooms: number): "rooms" | "group" {
  return rooms >= groupFromRooms ? "group" : "rooms";
}
