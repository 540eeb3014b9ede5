import { describe, expect, it } from "vitest";
import { stayPricingIn } from "@/content/read/rates";
import { words } from "@/content/read/words";
import { dateLocaleFor } from "@/lib/dates/date-locale";
import { soldOutNotice } from "./sold-out";
import { twoAdultRoom } from "./test-fixtures";

const rooms = [
  { slug: "deluxe", name: "Deluxe Room" },
  { slug: "premium", name: "Premium Room" },
  { slug: "executive-suite", name: "Executive Suite" },
];
const pricing = {
  ...stayPricingIn("en"),
  availability: {
    asOf: "2026-11-20",
    marks: [
      { room: "deluxe", from: "2028-04-09", to: "2028-04-10", status: "sold-out" as const },
      { room: "executive-suite", from: "2028-04-10", to: "2028-04-10", status: "sold-out" as const },
    ],
  },
};
const en = words("booking-later", "en").availability;
const stay = (roomType: string, checkIn: string, checkOut: string) => ({ roomType, checkIn, checkOut });

describe("a stay with a sold-out night", () => {
  it("is refused naming the room and the night, offering the rooms free on all its nights", () => {
    expect(soldOutNotice(stay("deluxe", "2028-04-08", "2028-04-11"), pricing, rooms, en, undefined)).toEqual({
      message: "The Deluxe Room is sold out on the night of April 9th, 2028.",
      offers: [{ slug: "premium", label: "Switch to the Premium Room" }],
      noneFree: null,
      room: 0,
    });
  });

  it("says so in Hindi, and when no other room is free", () => {
    const hi = words("booking-later", "hi").availability;
    const hindiDates = dateLocaleFor("hi", words("calendar", "hi"));
    const allSold = {
      ...pricing,
      availability: {
        ...pricing.availability,
        marks: [
          ...pricing.availability.marks,
          { room: "premium", from: "2028-04-09", to: "2028-04-09", status: "sold-out" as const },
        ],
      },
    };
    expect(
      soldOutNotice(
        stay("deluxe", "2028-04-09", "2028-04-11"),
        allSold,
        [{ slug: "deluxe", name: "डीलक्स रूम" }, ...rooms.slice(1)],
        hi,
        hindiDates,
      ),
    ).toEqual({
      message: "डीलक्स रूम 9 अप्रैल, 2028 की रात के लिए पूरा बुक है।",
      offers: [],
      noneFree: "कोई दूसरा कमरा भी खाली नहीं है।",
      room: 0,
    });
  });

  it("is not refused when the check-out falls on a sold-out day, or before a room is chosen", () => {
    expect(soldOutNotice(stay("deluxe", "2028-04-07", "2028-04-09"), pricing, rooms, en, undefined)).toBeNull();
    expect(soldOutNotice(stay("", "2028-04-08", "2028-04-11"), pricing, rooms, en, undefined)).toBeNull();
  });

  describe("with several rooms", () => {
    const several = (checkIn: string, checkOut: string, ...types: string[]) => ({
      ...stay(types[0]!, checkIn, checkOut),
      rooms: types.map(twoAdultRoom),
    });

    it("checks rooms 2 to 5 against their own type's sold-out nights, naming the room by its number", () => {
      expect(
        soldOutNotice(
          several("2028-04-10", "2028-04-12", "premium", "premium", "executive-suite"),
          pricing,
          rooms,
          en,
          undefined,
        ),
      ).toEqual({
        message: "Room 3: the Executive Suite is sold out on the night of April 10th, 2028.",
        offers: [{ slug: "premium", label: "Switch to the Premium Room" }],
        noneFree: null,
        room: 2,
      });
    });

    it("names the first room sold out, in the order of the rooms, and says it in Hindi", () => {
      const hi = words("booking-later", "hi").availability;
      const hindiDates = dateLocaleFor("hi", words("calendar", "hi"));
      const notice = soldOutNotice(
        several("2028-04-10", "2028-04-11", "premium", "executive-suite", "deluxe"),
        pricing,
        [
          { slug: "deluxe", name: "डीलक्स रूम" },
          { slug: "premium", name: "प्रीमियम रूम" },
          { slug: "executive-suite", name: "एग्ज़ीक्यूटिव सुइट" },
        ],
        hi,
        hindiDates,
      );
      expect(notice?.room).toBe(1);
      expect(notice?.message).toBe("कमरा 2: एग्ज़ीक्यूटिव सुइट 10 अप्रैल, 2028 की रात के लिए पूरा बुक है।");
    });

    it("passes rooms whose types are free on every night, and a room whose type is still to choose", () => {
      expect(
        soldOutNotice(
          several("2028-04-08", "2028-04-09", "premium", "executive-suite", ""),
          pricing,
          rooms,
          en,
          undefined,
        ),
      ).toBeNull();
      expect(
        soldOutNotice(
          several("2028-04-11", "2028-04-12", "premium", "deluxe", "executive-suite"),
          pricing,
          rooms,
          en,
          undefined,
        ),
      ).toBeNull();
    });
  });
});
