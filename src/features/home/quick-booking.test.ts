import { describe, expect, it } from "vitest";
import { guestChoices, quickBookingHref } from "./quick-booking";

describe("quick-booking link", () => {
  it("goes to the booking page alone when nothing is chosen", () => {
    expect(quickBookingHref("/booking", {})).toBe("/booking");
    expect(quickBookingHref("/booking", { checkIn: null, checkOut: null, guests: null })).toBe("/booking");
  });

  it("carries check-in, check-out and guests", () => {
    expect(quickBookingHref("/booking", { checkIn: "2026-12-04", checkOut: "2026-12-07", guests: 3 })).toBe(
      "/booking?checkIn=2026-12-04&checkOut=2026-12-07&guests=3",
    );
  });

  it("leaves out whatever is not chosen", () => {
    expect(quickBookingHref("/booking", { checkOut: "2026-12-07" })).toBe("/booking?checkOut=2026-12-07");
    expect(quickBookingHref("/booking", { guests: 4 })).toBe("/booking?guests=4");
    expect(quickBookingHref("/booking", { checkIn: "2026-12-04", guests: 2 })).toBe(
      "/booking?checkIn=2026-12-04&guests=2",
    );
  });

  it("ignores a guest count that is not a positive whole number", () => {
    expect(quickBookingHref("/booking", { guests: 0 })).toBe("/booking");
    expect(quickBookingHref("/booking", { guests: 2.5 })).toBe("/booking");
  });

  it("keeps the language prefix of the booking path", () => {
    expect(quickBookingHref("/hi/booking", { guests: 1 })).toBe("/hi/booking?guests=1");
  });
});

describe("guest choices", () => {
  it("offers 1 to 4 when the largest room takes 4 guests", () => {
    expect(guestChoices(4)).toEqual([1, 2, 3, 4]);
  });
});
