import { describe, expect, it } from "vitest";
import {
  bookingHref,
  directionsUrl,
  eventInquiryHref,
  mapSearchUrl,
  parseBookingParams,
  parseBookingParty,
  parseEventInquiryParams,
  phoneDigits,
  telHref,
  withoutLinkParams,
} from "./links";

describe("contact links", () => {
  it("dials a written phone number without its spaces and brackets", () => {
    expect(telHref("+91 (731) 400-0000")).toBe("tel:+917314000000");
  });
  it("gives WhatsApp the digits only", () => {
    expect(phoneDigits("+91 90000 00000")).toBe("919000000000");
  });
  it("asks for directions to the hotel's coordinates", () => {
    const url = new URL(directionsUrl(22.7196, 75.8577));
    expect(url.searchParams.get("destination")).toBe("22.7196,75.8577");
  });
  it("encodes the address in a map search", () => {
    const url = new URL(mapSearchUrl("123 Main Street, Indore & more"));
    expect(url.searchParams.get("query")).toBe("123 Main Street, Indore & more");
  });
});

describe("contact page with a subject", () => {
  it("carries the subject, encoded, to the contact form", async () => {
    const { contactHref } = await import("./links");
    const href = contactHref("/contact", "Quote: Grand Banquet Hall & dinner");
    expect(href.startsWith("/contact?subject=")).toBe(true);
    expect(new URL(href, "https://x.example").searchParams.get("subject")).toBe("Quote: Grand Banquet Hall & dinner");
  });
});

describe("booking link", () => {
  it("goes to the booking page alone when nothing is chosen", () => {
    expect(bookingHref("/booking", {})).toBe("/booking");
    expect(bookingHref("/booking", { checkIn: null, checkOut: null, guests: null })).toBe("/booking");
  });

  it("carries check-in, check-out, guests and room, in that order", () => {
    expect(bookingHref("/booking", { room: "premium", guests: 3, checkOut: "2026-12-07", checkIn: "2026-12-04" })).toBe(
      "/booking?checkIn=2026-12-04&checkOut=2026-12-07&guests=3&room=premium",
    );
  });

  it("leaves out whatever is not chosen", () => {
    expect(bookingHref("/booking", { checkOut: "2026-12-07" })).toBe("/booking?checkOut=2026-12-07");
    expect(bookingHref("/booking", { guests: 4 })).toBe("/booking?guests=4");
    expect(bookingHref("/booking", { checkIn: "2026-12-04", guests: 2 })).toBe("/booking?checkIn=2026-12-04&guests=2");
    expect(bookingHref("/booking", { room: "deluxe" })).toBe("/booking?room=deluxe");
  });

  it("ignores a guest count that is not a positive whole number", () => {
    expect(bookingHref("/booking", { guests: 0 })).toBe("/booking");
    expect(bookingHref("/booking", { guests: 2.5 })).toBe("/booking");
  });

  it("keeps the language prefix of the booking path", () => {
    expect(bookingHref("/hi/booking", { guests: 1 })).toBe("/hi/booking?guests=1");
  });

  it("is read back as it was written", () => {
    const href = bookingHref("/booking", { checkIn: "2026-12-04", checkOut: "2026-12-07", guests: 2, room: "suite" });
    expect(parseBookingParams(new URL(href, "https://x.example").search)).toEqual({
      checkIn: "2026-12-04",
      checkOut: "2026-12-07",
      guests: "2",
      room: "suite",
    });
  });

  it("carries a room page's party after the stay: the adults, then each child's age", () => {
    const href = bookingHref("/booking", {
      checkIn: "2026-12-04",
      checkOut: "2026-12-07",
      room: "premium",
      adults: 2,
      childAges: [4, 9],
    });
    expect(href).toBe("/booking?checkIn=2026-12-04&checkOut=2026-12-07&room=premium&adults=2&children=4,9");
    expect(parseBookingParty(new URL(href, "https://x.example").search)).toEqual({ adults: "2", children: "4,9" });
  });

  it("carries a room page's plan after the room, before the party, and reads it back", () => {
    const href = bookingHref("/booking", { checkIn: "2026-12-04", room: "deluxe", plan: "breakfast", adults: 2 });
    expect(href).toBe("/booking?checkIn=2026-12-04&room=deluxe&plan=breakfast&adults=2");
    expect(parseBookingParty(new URL(href, "https://x.example").search)).toEqual({ plan: "breakfast", adults: "2" });
    expect(bookingHref("/booking", { room: "deluxe", plan: "" })).toBe("/booking?room=deluxe");
  });

  it("leaves out a party that is not whole numbers, and children when there are none", () => {
    expect(bookingHref("/booking", { adults: 2, childAges: [] })).toBe("/booking?adults=2");
    expect(bookingHref("/booking", { adults: 0, childAges: [4, 1.5] })).toBe("/booking");
    expect(parseBookingParty("?room=deluxe")).toEqual({});
  });

  it("reads only the booking parameters that are there", () => {
    expect(parseBookingParams("?guests=2&utm_source=mail")).toEqual({ guests: "2" });
    expect(parseBookingParams(new URLSearchParams(""))).toEqual({});
  });
});

describe("event inquiry link", () => {
  it("names the hall, encoded", () => {
    expect(eventInquiryHref("/events/inquiry", "grand")).toBe("/events/inquiry?hall=grand");
    expect(eventInquiryHref("/hi/events/inquiry", "a&b")).toBe("/hi/events/inquiry?hall=a%26b");
  });

  it("is read back as it was written", () => {
    const href = eventInquiryHref("/events/inquiry", "a&b");
    expect(parseEventInquiryParams(new URL(href, "https://x.example").searchParams)).toEqual({ hall: "a&b" });
  });

  it("reads no hall from a link without one, or an empty one", () => {
    expect(parseEventInquiryParams("?subject=x")).toEqual({ hall: null });
    expect(parseEventInquiryParams("?hall=")).toEqual({ hall: null });
  });
});

describe("tidying the address after a form took its link's values", () => {
  it("removes the form's parameters and keeps anything else", () => {
    const url = new URL("https://hotel.example/booking?checkIn=2026-12-04&utm_source=mail&room=deluxe#top");
    expect(withoutLinkParams(url, ["checkIn", "checkOut", "guests", "room"])).toBe("/booking?utm_source=mail#top");
  });

  it("leaves the address alone when it has none of them", () => {
    expect(withoutLinkParams(new URL("https://hotel.example/events/inquiry?x=1"), ["hall"])).toBeNull();
  });
});
