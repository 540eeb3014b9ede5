import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "date-fns";
import { parseIsoDate, toIsoDate } from "@/lib/dates/dates";
import {
  droppedLinkNotice,
  readBookingLink,
  readBookingParams,
  readPartyLink,
  readPlanLink,
  startingValues,
  withLinkParty,
  withLinkPlan,
} from "./booking-params";
import { emptyRoomsFields, roomsOf, type BookingInquiry } from "./rooms";
import { words } from "@/content/read/words";
import { emptyBooking, guestOptions } from "./booking-form";
import { isRoomSlug } from "@/content/read/rooms";

/** 22 November 2026, mid-afternoon, local time. */
const today = new Date(2026, 10, 22, 15, 0);

describe("reading the stay from the link", () => {
  it("takes dates, guests and room from a link such as the quick-booking bar's", () => {
    expect(readBookingParams("?checkIn=2026-12-04&checkOut=2026-12-07&guests=2&room=premium", today)).toEqual({
      checkIn: "2026-12-04",
      checkOut: "2026-12-07",
      guests: "2",
      roomType: "premium",
    });
  });

  it("accepts a check-in today and a check-out tomorrow", () => {
    expect(readBookingParams("checkIn=2026-11-22&checkOut=2026-11-23", today)).toEqual({
      checkIn: "2026-11-22",
      checkOut: "2026-11-23",
    });
  });

  it("drops a check-in in the past but keeps a check-out after today", () => {
    expect(readBookingParams("checkIn=2026-11-21&checkOut=2026-11-25", today)).toEqual({ checkOut: "2026-11-25" });
  });

  it("drops a check-out today when there is no check-in", () => {
    expect(readBookingParams("checkOut=2026-11-22&guests=1", today)).toEqual({ guests: "1" });
  });

  it("drops a check-out that is not after the check-in, keeping the check-in", () => {
    expect(readBookingParams("checkIn=2026-12-04&checkOut=2026-12-04", today)).toEqual({ checkIn: "2026-12-04" });
    expect(readBookingParams("checkIn=2026-12-04&checkOut=2026-12-01", today)).toEqual({ checkIn: "2026-12-04" });
  });

  it("drops dates that do not exist or are not written YYYY-MM-DD", () => {
    expect(readBookingParams("checkIn=2026-02-30&checkOut=04-12-2027", today)).toEqual({});
  });

  it("drops a room that does not exist and guests outside 1 to 4", () => {
    expect(readBookingParams("room=presidential&guests=5", today)).toEqual({});
    expect(readBookingParams("room=Deluxe&guests=2.5", today)).toEqual({});
    expect(readBookingParams("room=executive-suite&guests=0", today)).toEqual({ roomType: "executive-suite" });
  });
});

describe("reading any link", () => {
  const isoAround = fc.integer({ min: -400, max: 400 }).map((n) => toIsoDate(addDays(today, n)));
  const value = (known: fc.Arbitrary<string>) => fc.option(fc.oneof(known, fc.string()), { nil: undefined });
  const links = fc.record({
    checkIn: value(isoAround),
    checkOut: value(isoAround),
    guests: value(fc.constantFrom(...guestOptions, "0", "5")),
    room: value(fc.constantFrom("deluxe", "premium", "executive-suite", "presidential")),
  });
  const toSearch = (link: Record<string, string | undefined>) =>
    new URLSearchParams(Object.entries(link).filter((e): e is [string, string] => e[1] !== undefined));

  it("only ever yields usable values: dates from today, check-out after check-in, a real room, 1 to 4 guests", () => {
    fc.assert(
      fc.property(links, (link) => {
        const read = readBookingParams(toSearch(link), today);
        const checkIn = parseIsoDate(read.checkIn);
        const checkOut = parseIsoDate(read.checkOut);
        const midnight = new Date(2026, 10, 22);
        if (read.checkIn !== undefined) expect(checkIn! >= midnight).toBe(true);
        if (read.checkOut !== undefined) expect(checkOut! > (checkIn ?? midnight)).toBe(true);
        if (read.roomType !== undefined) expect(isRoomSlug(read.roomType)).toBe(true);
        if (read.guests !== undefined) expect(guestOptions).toContain(read.guests);
      }),
    );
  });

  it("keeps every value it takes exactly as the link wrote it, and each good one regardless of the others", () => {
    fc.assert(
      fc.property(links, (link) => {
        const read = readBookingParams(toSearch(link), today);
        if (read.checkIn !== undefined) expect(read.checkIn).toBe(link.checkIn);
        if (read.checkOut !== undefined) expect(read.checkOut).toBe(link.checkOut);
        if (read.roomType !== undefined) expect(read.roomType).toBe(link.room);
        expect(read.guests).toBe(
          link.guests && (guestOptions as readonly string[]).includes(link.guests) ? link.guests : undefined,
        );
        const alone = readBookingParams(toSearch({ room: link.room }), today);
        expect(read.roomType).toBe(alone.roomType);
      }),
    );
  });
});

describe("starting values", () => {
  const draft = {
    ...emptyBooking,
    firstName: "Priya",
    checkIn: "2026-12-04",
    checkOut: "2026-12-07",
    roomType: "deluxe",
  };

  it("let the link's values win over the stored draft, field by field", () => {
    expect(startingValues(draft, { roomType: "premium", guests: "2" })).toEqual({
      ...draft,
      roomType: "premium",
      guests: "2",
    });
  });

  it("drop the draft's check-out when the link's check-in is on or after it", () => {
    expect(startingValues(draft, { checkIn: "2026-12-07" })).toMatchObject({ checkIn: "2026-12-07", checkOut: "" });
  });

  it("drop the draft's check-in when the link's check-out is on or before it", () => {
    expect(startingValues(draft, { checkOut: "2026-12-03" })).toMatchObject({ checkIn: "", checkOut: "2026-12-03" });
  });

  it("start empty without a draft or a link", () => {
    expect(startingValues({}, {})).toEqual(emptyBooking);
  });
});

describe("naming what a link asked for that the wizard dropped", () => {
  const dropped = (search: string) => readBookingLink(search, today).dropped;

  it("names nothing when the link's values are all taken, or there are none", () => {
    expect(dropped("?checkIn=2026-12-04&checkOut=2026-12-07&guests=2&room=premium")).toEqual([]);
    expect(dropped("")).toEqual([]);
  });

  it("names dates already past, once for both", () => {
    expect(dropped("checkIn=2026-11-01&checkOut=2026-11-03&room=deluxe")).toEqual(["dates-past"]);
    expect(dropped("checkIn=2026-11-21&checkOut=2026-11-25")).toEqual(["dates-past"]);
  });

  it("names dates that are not real or not in order", () => {
    expect(dropped("checkIn=2026-02-30")).toEqual(["dates-invalid"]);
    expect(dropped("checkIn=2026-12-04&checkOut=2026-12-01")).toEqual(["dates-invalid"]);
  });

  it("names a room the hotel does not have and a guest count it does not offer", () => {
    expect(dropped("room=presidential&guests=9")).toEqual(["room", "guests"]);
  });

  it("names a room page's party it could not take as the guests, once", () => {
    expect(dropped("room=premium&adults=2&children=4,9")).toEqual([]);
    expect(dropped("room=premium&adults=7&children=4,9")).toEqual(["guests"]);
    expect(dropped("room=premium&adults=2&children=4,30")).toEqual(["guests"]);
    expect(dropped("guests=9&adults=9")).toEqual(["guests"]);
  });

  it("says it in one line, in the page's language", () => {
    const notice = (locale: "en" | "hi") => ({
      ...words("booking", locale).linkNotice,
      plan: words("booking-later", locale).linkPlan,
    });
    expect(droppedLinkNotice(["dates-past"], notice("en"))).toBe(
      "The dates in the link had passed; please choose new ones.",
    );
    expect(droppedLinkNotice(["dates-past", "room"], notice("hi"))).toBe(
      "लिंक में दी गई तारीख़ें बीत चुकी थीं; कृपया नई तारीख़ें चुनें। लिंक में दिया गया कमरा हमारे यहाँ नहीं है; कृपया कोई कमरा चुनें।",
    );
    expect(droppedLinkNotice(["plan"], notice("en"))).toBe(
      "The rate plan in the link is not one of this room's; please choose a rate plan.",
    );
    expect(droppedLinkNotice(["plan"], notice("hi"))).toBe(
      "लिंक में दिया गया रेट प्लान इस कमरे का नहीं है; कृपया कोई रेट प्लान चुनें।",
    );
    expect(droppedLinkNotice([], notice("en"))).toBeNull();
  });
});

describe("reading room 1's party from a room page's link", () => {
  it("takes the adults and each child's age", () => {
    expect(readPartyLink("?room=premium&adults=2&children=4,9")).toEqual({ adults: "2", childAges: ["4", "9"] });
    expect(readPartyLink("?adults=1&children=0")).toEqual({ adults: "1", childAges: ["0"] });
  });

  it("takes nothing from a link without a party", () => {
    expect(readPartyLink("?checkIn=2026-12-04&room=deluxe")).toEqual({});
  });

  it("leaves out adults that are not 1 to 4", () => {
    for (const adults of ["0", "5", "2.5", "-1", "two", ""]) {
      expect(readPartyLink(`?adults=${adults}&children=4`)).toEqual({ childAges: ["4"] });
    }
  });

  it("leaves the children out whole when an age is not 0 to 17 or there are more than four", () => {
    for (const children of ["4,18", "4,", "4,x", "-1", "1,2,3,4,5", ""]) {
      expect(readPartyLink(`?adults=2&children=${children}`)).toEqual({ adults: "2" });
    }
  });
});

describe("room 1's party from a room page's link, in the wizard's values", () => {
  const start = (more: Partial<BookingInquiry> = {}): BookingInquiry => ({
    ...emptyBooking,
    ...emptyRoomsFields,
    roomType: "premium",
    guests: "2",
    ...more,
  });
  const takesBed = { maxGuests: 2, extraBed: 2500 };
  const noBed = { maxGuests: 2, extraBed: null };
  const rules = { freeUnderAge: 6 };
  const room1 = (values: BookingInquiry) => roomsOf(values)[0]!;

  it("puts the adults in room 1's guests and the children's ages in room 1, with the extra bed a child of 9 needs", () => {
    const values = withLinkParty(start(), { adults: "2", childAges: ["4", "9"] }, takesBed, rules);
    expect(values.guests).toBe("2");
    expect(room1(values)).toMatchObject({ roomType: "premium", adults: "2", childAges: ["4", "9"], extraBed: true });
  });

  it("asks for no extra bed when the party fits the beds (a child under 6 is free), or the room takes none", () => {
    expect(room1(withLinkParty(start(), { adults: "2", childAges: ["4"] }, takesBed, rules)).extraBed).toBe(false);
    const tooMany = withLinkParty(start(), { adults: "2", childAges: ["9"] }, noBed, rules);
    expect(room1(tooMany)).toMatchObject({ adults: "2", childAges: ["9"], extraBed: false });
  });

  it("takes adults without children as a party without children, over the draft's", () => {
    const draft = withLinkParty(start(), { adults: "2", childAges: ["4", "9"] }, takesBed, rules);
    expect(room1(withLinkParty(draft, { adults: "3" }, takesBed, rules))).toMatchObject({
      adults: "3",
      childAges: [],
      extraBed: true,
    });
  });

  it("changes nothing when the link carries no party, and keeps the draft's other rooms", () => {
    const values = start({ extraBed: true });
    expect(withLinkParty(values, {}, takesBed, rules)).toBe(values);
    const two = start({ rooms: [room1(start()), { ...room1(start()), roomType: "deluxe" }] });
    expect(roomsOf(withLinkParty(two, { adults: "1" }, takesBed, rules))[1]!.roomType).toBe("deluxe");
  });
});

describe("room 1's plan from a room page's link", () => {
  const deluxePlans = ["room-only", "breakfast"];

  it("takes a plan the room has", () => {
    expect(readPlanLink("?room=deluxe&plan=breakfast&adults=2", deluxePlans)).toEqual({
      ratePlan: "breakfast",
      dropped: false,
    });
  });

  it("drops a plan the room does not have, or any plan when the room is unknown, and says so", () => {
    expect(readPlanLink("?room=deluxe&plan=half-board", deluxePlans)).toEqual({ dropped: true });
    expect(readPlanLink("?room=castle&plan=breakfast", [])).toEqual({ dropped: true });
    expect(readPlanLink("?room=deluxe&plan=", deluxePlans)).toEqual({ dropped: true });
  });

  it("takes nothing and drops nothing from a link without a plan", () => {
    expect(readPlanLink("?room=deluxe&adults=2", deluxePlans)).toEqual({ dropped: false });
  });

  it("sets room 1's plan (the one-room form's) and leaves the other rooms and the party as they were", () => {
    const values: BookingInquiry = { ...emptyBooking, ...emptyRoomsFields, roomType: "deluxe", guests: "3" };
    const withPlan = withLinkPlan(values, { ratePlan: "breakfast" });
    expect(withPlan.ratePlan).toBe("breakfast");
    expect(roomsOf(withPlan)[0]).toMatchObject({ roomType: "deluxe", ratePlan: "breakfast", adults: "3" });
    expect(withLinkPlan(values, {})).toBe(values);
  });
});
