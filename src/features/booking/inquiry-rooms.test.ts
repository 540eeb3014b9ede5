import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/i18n";
import { dateLocaleFor } from "@/lib/dates/date-locale";
import { stateName } from "@/lib/stay/gst-details";
import { quoteRooms } from "@/lib/stay/rooms-quote";
import { roomsRules, stayPricingIn } from "@/content/read/rates";
import { roomsIn } from "@/content/read/rooms";
import { words } from "@/content/read/words";
import { emptyBooking, type BookingValues } from "./booking-form";
import { inquiryMessage, type InquiryMore, type RoomName } from "./inquiry";
import { messageRoomsOf, paymentValue, roomRequestOf, roomsOf, type BookingRoom } from "./rooms";

const guest: BookingValues = {
  ...emptyBooking,
  firstName: "Priya",
  lastName: "Sharma",
  email: "priya@example.com",
  phone: "+91 98765 43210",
  checkIn: "2026-12-04",
  checkOut: "2026-12-07",
};
const room = (
  roomType: string,
  ratePlan: string,
  adults: string,
  childAges: string[],
  extraBed = false,
): BookingRoom => ({
  roomType,
  ratePlan,
  adults,
  childAges,
  extraBed,
  cot: false,
});
/** A wedding party's three rooms of two types, Friday to Monday. */
const threeRooms = [
  room("premium", "breakfast", "2", ["6"], true),
  room("deluxe", "breakfast", "2", ["4"]),
  room("deluxe", "room-only", "2", []),
];

const namesIn = (locale: Locale): RoomName[] => roomsIn(locale);

/** The message as the wizard will build it: the rooms' quote, their names and plans, the words of the page. */
function messageFor(values: BookingValues, rooms: BookingRoom[], locale: Locale, more: InquiryMore = {}) {
  const pricing = stayPricingIn(locale);
  const strings = words("booking-later", locale);
  const quote = quoteRooms(pricing, roomsRules, { ...values, rooms: rooms.map(roomRequestOf) }, locale);
  const payment = paymentValue(
    quote.rooms.map((r) => r.plan?.payment),
    strings.payment,
    strings.message.roomLine,
    locale,
  );
  return inquiryMessage(
    values,
    strings.message,
    namesIn(locale),
    { plan: quote.rooms[0]?.plan?.name ?? null, total: quote.totalText },
    dateLocaleFor(locale, words("calendar", locale)),
    { rooms: messageRoomsOf(quote.rooms, namesIn(locale)), payment, ...more },
    locale,
  );
}

describe("the inquiry message for several rooms", () => {
  it("gives one room without children exactly today's lines", () => {
    const values = { ...guest, roomType: "executive-suite", guests: "3" };
    const today = inquiryMessage(values, words("booking-later", "en").message, namesIn("en"), {
      plan: "With breakfast",
      total: "$2,597 incl. taxes",
    });
    const withRoom1 = inquiryMessage(
      values,
      words("booking-later", "en").message,
      namesIn("en"),
      { plan: "With breakfast", total: "$2,597 incl. taxes" },
      undefined,
      { rooms: messageRoomsOf([{ plan: null, request: roomRequestOf(roomsOf(values)[0]!) }], namesIn("en")) },
    );
    expect(withRoom1).toBe(today);
    expect(today.split("\n").slice(6, 9)).toEqual(["Room: Executive Suite", "Rate plan: With breakfast", "Guests: 3"]);
  });

  it("counts one room's children with their ages on the Guests line, with the extra bed", () => {
    const values = { ...guest, roomType: "premium", guests: "3", extraBed: true };
    const lines = messageFor(values, [room("premium", "breakfast", "2", ["4", "9"], true)], "en").split("\n");
    expect(lines.slice(6, 9)).toEqual([
      "Room: Premium Room",
      "Rate plan: With breakfast",
      "Guests: 2 adults, 2 children (ages 4, 9), extra bed",
    ]);
    const hindi = messageFor(values, [room("premium", "breakfast", "2", ["4", "9"], true)], "hi").split("\n");
    expect(hindi[8]).toBe("मेहमान: 2 वयस्क, 2 बच्चे (उम्र 4, 9), अतिरिक्त बिस्तर");
  });

  it("writes three rooms of two types one line each, with arrival, payment and the company's GST details", () => {
    const gst = { legalName: "Acme Travels Pvt Ltd", gstin: "27AAPFU0939F1ZV", state: stateName("27", "en")! };
    expect(messageFor(guest, threeRooms, "en", { arrival: "09:30", gst }).split("\n")).toEqual([
      "*New Booking Inquiry*",
      "",
      "Name: Priya Sharma",
      "Email: priya@example.com",
      "Phone: +91 98765 43210",
      "",
      "Room 1: Premium Room, With breakfast, 2 adults, 1 child (age 6), extra bed",
      "Room 2: Deluxe Room, With breakfast, 2 adults, 1 child (age 4)",
      "Room 3: Deluxe Room, Room only, 2 adults",
      "Check-in: December 4th, 2026",
      "Check-out: December 7th, 2026",
      "Nights: 3",
      // Premium 499 + 499 + 449 with a $25 bed a night, Deluxe 329 + 329 + 299 with $15 breakfast and without.
      "Estimated total: $3,481 incl. taxes",
      "Arrival: about 09:30",
      "Payment: Room 1: An advance of 25% of the stay after the hotel confirms, the rest at the hotel; Room 2, 3: Pay at the hotel",
      "GST invoice: Acme Travels Pvt Ltd, GSTIN 27AAPFU0939F1ZV, Maharashtra",
      "",
      "Special requests: None",
    ]);
  });

  it("writes the three rooms in Hindi", () => {
    const gst = { legalName: "Acme Travels Pvt Ltd", gstin: "27AAPFU0939F1ZV", state: stateName("27", "hi")! };
    expect(messageFor(guest, threeRooms, "hi", { arrival: "09:30", gst }).split("\n")).toEqual([
      "*नई बुकिंग पूछताछ*",
      "",
      "नाम: Priya Sharma",
      "ई-मेल: priya@example.com",
      "फ़ोन: +91 98765 43210",
      "",
      "कमरा 1: प्रीमियम रूम, नाश्ते के साथ, 2 वयस्क, 1 बच्चा (उम्र 6), अतिरिक्त बिस्तर",
      "कमरा 2: डीलक्स रूम, नाश्ते के साथ, 2 वयस्क, 1 बच्चा (उम्र 4)",
      "कमरा 3: डीलक्स रूम, केवल कमरा, 2 वयस्क",
      "चेक-इन: 4 दिसंबर, 2026",
      "चेक-आउट: 7 दिसंबर, 2026",
      "रातें: 3",
      "अनुमानित कुल: $3,481 कर सहित",
      "पहुँचने का समय: लगभग 09:30",
      "भुगतान: कमरा 1: होटल की पुष्टि के बाद ठहराव का 25% अग्रिम, बाकी होटल पर; कमरा 2, 3: होटल पर भुगतान",
      "GST बिल: Acme Travels Pvt Ltd, GSTIN 27AAPFU0939F1ZV, महाराष्ट्र",
      "",
      "विशेष अनुरोध: कोई नहीं",
    ]);
  });

  it("gives six rooms or more one Group line in place of the rooms", () => {
    const lines = inquiryMessage(
      guest,
      words("booking-later", "en").message,
      namesIn("en"),
      {
        plan: null,
        total: null,
      },
      undefined,
      { group: { rooms: 8, people: 20 } },
    ).split("\n");
    expect(lines.slice(6, 8)).toEqual(["Group: 8 rooms, 20 people", "Check-in: December 4th, 2026"]);
  });
});
