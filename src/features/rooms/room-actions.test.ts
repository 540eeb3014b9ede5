import { describe, expect, it } from "vitest";
import { dateLocaleFor } from "@/lib/dates/date-locale";
import { roomAskHref, roomBookHref } from "./room-actions";
import { words } from "@/content/read/words";

const page = words("room-page", "en");
const ask = {
  whatsapp: "+91 90000 00000",
  room: "Deluxe Room",
  url: "https://hotel.example/rooms/deluxe",
  message: page.whatsappMessage,
  messageWithDates: page.whatsappMessageDates,
};
const textOf = (href: string) => new URL(href).searchParams.get("text");

describe("a room page's actions", () => {
  it("book the room alone until dates are picked", () => {
    expect(roomBookHref("en", "deluxe")).toBe("/booking?room=deluxe");
    expect(roomBookHref("hi", "deluxe", { checkIn: null, checkOut: null })).toBe("/hi/booking?room=deluxe");
  });

  it("carry the dates picked (and guests, when the page asks) into the booking link", () => {
    expect(roomBookHref("en", "deluxe", { checkIn: "2026-12-04", checkOut: "2026-12-07", guests: 2 })).toBe(
      "/booking?checkIn=2026-12-04&checkOut=2026-12-07&guests=2&room=deluxe",
    );
  });

  it("carry the party chosen into the booking link: the adults and each child's age", () => {
    const stay = { checkIn: "2026-12-04", checkOut: "2026-12-07", adults: 2, childAges: [4, 9] };
    expect(roomBookHref("en", "premium", stay)).toBe(
      "/booking?checkIn=2026-12-04&checkOut=2026-12-07&room=premium&adults=2&children=4,9",
    );
  });

  it("carry the plan priced for the dates into the booking link, after the room and before the party", () => {
    const stay = { checkIn: "2026-12-04", checkOut: "2026-12-07", plan: "breakfast", adults: 2 };
    expect(roomBookHref("en", "deluxe", stay)).toBe(
      "/booking?checkIn=2026-12-04&checkOut=2026-12-07&room=deluxe&plan=breakfast&adults=2",
    );
  });

  it("ask with the plan's and the party's lines after the question, leaving out those not chosen", () => {
    const stay = { checkIn: "2026-12-04", checkOut: "2026-12-07" };
    const question =
      "Hello! I have a question about the Deluxe Room for December 4th, 2026 to December 7th, 2026: https://hotel.example/rooms/deluxe";
    const href = roomAskHref(ask, stay, undefined, ["Rate plan: With breakfast", "Guests: 2 adults, 1 child (age 4)"]);
    expect(textOf(href)).toBe(`${question}\nRate plan: With breakfast\nGuests: 2 adults, 1 child (age 4)`);
    expect(textOf(roomAskHref(ask, stay, undefined, [null, "Guests: 2 adults"]))).toBe(`${question}\nGuests: 2 adults`);
  });

  it("ask about the room and its page until both dates are picked", () => {
    expect(textOf(roomAskHref(ask, { checkIn: "2026-12-04", checkOut: null }))).toBe(
      "Hello! I have a question about the Deluxe Room: https://hotel.example/rooms/deluxe",
    );
  });

  it("ask about the room for the dates picked, in the page's long date", () => {
    const href = roomAskHref(ask, { checkIn: "2026-12-04", checkOut: "2026-12-07" });
    expect(href.startsWith("https://wa.me/919000000000?text=")).toBe(true);
    expect(textOf(href)).toBe(
      "Hello! I have a question about the Deluxe Room for December 4th, 2026 to December 7th, 2026: https://hotel.example/rooms/deluxe",
    );
    const hi = words("room-page", "hi");
    const hindi = { ...ask, message: hi.whatsappMessage, messageWithDates: hi.whatsappMessageDates };
    const dateLocale = dateLocaleFor("hi", words("calendar", "hi"));
    expect(textOf(roomAskHref(hindi, { checkIn: "2026-12-04", checkOut: "2026-12-07" }, dateLocale))).toContain(
      "4 दिसंबर, 2026 से 7 दिसंबर, 2026 तक Deluxe Room",
    );
  });
});
