import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyBooking, type BookingValues } from "./booking-form";
import { inquiryDetails, inquiryMessage as messageWith, inquiryUrl as urlWith, wellFormed } from "./inquiry";
import { messageQuoteOf } from "./estimate";
import { dateLocaleFor } from "@/lib/dates/date-locale";
import { stayPricingIn } from "@/content/read/rates";
import { roomsIn } from "@/content/read/rooms";
import { site } from "@/content/read/site";
import { words } from "@/content/read/words";

const booking = words("booking-later", "en");

const rooms = roomsIn("en");
const strings = booking.message;
const pricing = stayPricingIn("en");
/** The message as the wizard builds it: the plan and total from the sample rates (rates.json). */
const inquiryMessage = (values: BookingValues, s = strings, r = rooms) =>
  messageWith(values, s, r, messageQuoteOf(values, pricing, "en"));
const inquiryUrl = (number: string, values: BookingValues, s = strings, r = rooms) =>
  urlWith(number, values, s, r, messageQuoteOf(values, pricing, "en"));
const full: BookingValues = {
  firstName: "  Priya ",
  lastName: "Sharma",
  email: "priya@example.com ",
  phone: "+91 98765 43210",
  checkIn: "2026-12-04",
  checkOut: "2026-12-07",
  roomType: "executive-suite",
  ratePlan: "",
  guests: "3",
  extraBed: false,
  accessibleRoom: "",
  specialRequests: "  Late arrival, around 11 pm.\nA cot, please.  ",
  arrivalTime: "",
  gstLegalName: "",
  gstin: "",
  gstState: "",
};

describe("the inquiry message", () => {
  it("lists every detail in the order of docs/inquiry-messages.md, section 1", () => {
    expect(inquiryMessage(full, strings, rooms).split("\n")).toEqual([
      "*New Booking Inquiry*",
      "",
      "Name: Priya Sharma",
      "Email: priya@example.com",
      "Phone: +91 98765 43210",
      "",
      "Room: Executive Suite",
      "Rate plan: With breakfast",
      "Guests: 3",
      "Check-in: December 4th, 2026",
      "Check-out: December 7th, 2026",
      "Nights: 3",
      "Estimated total: $2,597 incl. taxes",
      "",
      "Special requests: Late arrival, around 11 pm.",
      "A cot, please.",
    ]);
  });

  it("writes labels, the room, the plan, the dates and the total in Hindi, and names as typed", () => {
    const message = messageWith(
      { ...full, firstName: "प्रिया", lastName: "शर्मा", specialRequests: "एक पालना चाहिए" },
      words("booking-later", "hi").message,
      roomsIn("hi"),
      messageQuoteOf(full, stayPricingIn("hi"), "hi"),
      dateLocaleFor("hi", words("calendar", "hi")),
    );
    expect(message.split("\n")).toEqual([
      "*नई बुकिंग पूछताछ*",
      "",
      "नाम: प्रिया शर्मा",
      "ई-मेल: priya@example.com",
      "फ़ोन: +91 98765 43210",
      "",
      "कमरा: एग्ज़ीक्यूटिव सुइट",
      "रेट प्लान: नाश्ते के साथ",
      "मेहमान: 3",
      "चेक-इन: 4 दिसंबर, 2026",
      "चेक-आउट: 7 दिसंबर, 2026",
      "रातें: 3",
      // Two weekend nights at $899 and Sunday's at $799 (rates.json), taxes included.
      "अनुमानित कुल: $2,597 कर सहित",
      "",
      "विशेष अनुरोध: एक पालना चाहिए",
    ]);
  });

  it("asks for the accessible room on the Guests line when the guest ticks it for a type that has one", () => {
    const withAccess = rooms.map((room) => ({ ...room, accessible: room.accessibleRoom !== undefined }));
    const values = { ...full, roomType: "deluxe", guests: "2", accessibleRoom: "yes" };
    expect(inquiryMessage(values, strings, withAccess)).toContain("\nGuests: 2, accessible room\n");
  });

  it("puts the extra bed the estimate adds on the Guests line, before the accessible room", () => {
    const withAccess = rooms.map((room) => ({ ...room, accessible: room.accessibleRoom !== undefined }));
    const values = { ...full, roomType: "premium", guests: "3", extraBed: true };
    expect(inquiryMessage(values, strings, withAccess)).toContain("\nGuests: 3, extra bed\n");
    const hindi = words("booking-later", "hi").message;
    expect(inquiryMessage(values, hindi, withAccess)).toContain("\nमेहमान: 3, अतिरिक्त बिस्तर\n");
  });

  it("leaves the extra bed out in a room that takes none, as the estimate does", () => {
    expect(inquiryMessage({ ...full, roomType: "deluxe", guests: "2", extraBed: true })).toContain("\nGuests: 2\n");
  });

  it("does not ask for an accessible room in a type that has none", () => {
    const withAccess = rooms.map((room) => ({ ...room, accessible: room.accessibleRoom !== undefined }));
    const values = { ...full, roomType: "executive-suite", accessibleRoom: "yes" };
    expect(inquiryMessage(values, strings, withAccess)).toContain("\nGuests: 3\n");
  });

  it("names the room as the rooms page does", () => {
    for (const room of rooms) {
      expect(inquiryMessage({ ...full, roomType: room.slug }, strings, rooms)).toContain(`\nRoom: ${room.name}\n`);
    }
  });

  it("fills in Not specified, Not selected, N/A and None for what is missing", () => {
    const lines = inquiryMessage({ ...emptyBooking, firstName: "Priya", lastName: "Sharma" }, strings, rooms).split(
      "\n",
    );
    expect(lines.slice(6)).toEqual([
      "Room: Not specified",
      "Rate plan: Not specified",
      "Guests: Not specified",
      "Check-in: Not selected",
      "Check-out: Not selected",
      "Nights: N/A",
      "Estimated total: Not available",
      "",
      "Special requests: None",
    ]);
  });

  it("counts nights by calendar days and never below zero", () => {
    expect(inquiryDetails({ ...full, checkIn: "2026-03-28", checkOut: "2026-03-30" }, rooms).nights).toBe(2);
    expect(inquiryDetails({ ...full, checkIn: "2026-12-07", checkOut: "2026-12-04" }, rooms).nights).toBe(0);
    expect(inquiryDetails({ ...full, checkOut: "" }, rooms).nights).toBeNull();
  });

  it("cuts special requests to 1000 characters", () => {
    const details = inquiryDetails({ ...full, specialRequests: "a".repeat(1500) }, rooms);
    expect(details.specialRequests).toHaveLength(1000);
  });

  it("keeps each one-line field on its own line", () => {
    const message = inquiryMessage({ ...full, firstName: "Priya\nEmail: fake", phone: "+91\r\n98765" }, strings, rooms);
    expect(message.split("\n")[2]).toBe("Name: Priya Email: fake Sharma");
    expect(message.split("\n")[4]).toBe("Phone: +91 98765");
  });
});

describe("the WhatsApp link", () => {
  it("goes to the hotel's number as digits with the message as its text", () => {
    const url = new URL(inquiryUrl(site.whatsapp, full, strings, rooms));
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.whatsapp.replace(/\D/g, "")}`);
    expect(url.searchParams.get("text")).toBe(inquiryMessage(full, strings, rooms));
  });
});

/** Anything a form could hold: any UTF-16 units (so lone surrogates too) or any code points. */
const utf16Unit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const anyText = fc.oneof(
  fc.string({ unit: utf16Unit, maxLength: 1200 }),
  fc.string({ unit: "binary", maxLength: 1200 }),
);
const anyDate = fc.oneof(
  fc.constant(""),
  anyText,
  fc
    .date({ min: new Date(1990, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true })
    .map((d) =>
      [d.getFullYear(), String(d.getMonth() + 1).padStart(2, "0"), String(d.getDate()).padStart(2, "0")].join("-"),
    ),
);
const anyValues = fc.record<BookingValues>({
  firstName: anyText,
  lastName: anyText,
  email: anyText,
  phone: anyText,
  checkIn: anyDate,
  checkOut: anyDate,
  roomType: fc.oneof(fc.constantFrom("", "deluxe", "premium", "executive-suite", "presidential"), anyText),
  ratePlan: fc.oneof(fc.constantFrom("", "room-only", "breakfast", "half-board"), anyText),
  guests: fc.oneof(fc.constantFrom("", "1", "2", "3", "4", "0", "5"), anyText),
  extraBed: fc.boolean(),
  accessibleRoom: fc.constantFrom("", "yes", "no"),
  specialRequests: anyText,
  arrivalTime: fc.oneof(fc.constantFrom("", "06:30", "14:00"), anyText),
  gstLegalName: anyText,
  gstin: fc.oneof(fc.constantFrom("", "27AAPFU0939F1ZV"), anyText),
  gstState: fc.oneof(fc.constantFrom("", "23", "27"), anyText),
});
const labelOrder = [
  "Name: ",
  "Email: ",
  "Phone: ",
  "Room: ",
  "Rate plan: ",
  "Guests: ",
  "Check-in: ",
  "Check-out: ",
  "Nights: ",
  "Estimated total: ",
  "Special requests: ",
];

describe("the inquiry, for any values", () => {
  it("never throws, neither building the text nor the link", () => {
    fc.assert(
      fc.property(anyValues, (values) => {
        inquiryUrl(site.whatsapp, values, strings, rooms);
      }),
    );
  });

  it("never counts negative nights", () => {
    fc.assert(
      fc.property(anyValues, (values) => {
        const nights = inquiryDetails(values, rooms).nights;
        return nights === null || nights >= 0;
      }),
    );
  });

  it("always has every line, in order, with the blank lines between the groups", () => {
    fc.assert(
      fc.property(anyValues, (values) => {
        const lines = inquiryMessage(values, strings, rooms).split("\n");
        expect(lines[0]).toBe("*New Booking Inquiry*");
        expect([lines[1], lines[5], lines[13]]).toEqual(["", "", ""]);
        const labelled = [2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 14].map((i) => lines[i]);
        labelled.forEach((line, i) => expect(line?.startsWith(labelOrder[i]!)).toBe(true));
      }),
    );
  });

  it("puts what a visitor typed into the link only URL-encoded", () => {
    const typed = fc
      .string({ unit: "grapheme", minLength: 1, maxLength: 40 })
      .filter((t) => t.trim().length > 0 && /[^A-Za-z0-9\-_.!~*'()]/.test(t.trim()));
    fc.assert(
      fc.property(typed, (text) => {
        const url = inquiryUrl(site.whatsapp, { ...full, specialRequests: text }, strings, rooms);
        const query = url.slice(url.indexOf("?") + 1);
        expect(query).toMatch(/^text=[A-Za-z0-9\-_.!~*'()%]*$/);
        expect(decodeURIComponent(query.slice("text=".length))).toContain(wellFormed(text).trim());
      }),
    );
  });
});
