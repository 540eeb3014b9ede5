import { describe, expect, it } from "vitest";
import { guestChoices, quickBookingHref, withCheckIn } from "./quick-booking";

const dec = (day: number) => new Date(2026, 11, day);

describe("quick-booking link", () => {
  it("goes to the booking page alone when nothing is chosen", () => {
    expect(quickBookingHref("/booking", {})).toBe("/booking");
    expect(quickBookingHref("/booking", { checkIn: null, checkOut: null, guests: null })).toBe("/booking");
  });

  it("carries check-in, check-out and guests as YYYY-MM-DD dates and a number", () => {
    expect(quickBookingHref("/booking", { checkIn: dec(4), checkOut: dec(7), guests: 3 })).toBe(
      "/booking?checkIn=2026-12-04&checkOut=2026-12-07&guests=3",
    );
  });

  it("leaves out whatever is not chosen", () => {
    expect(quickBookingHref("/booking", { checkOut: dec(7) })).toBe("/booking?checkOut=2026-12-07");
    expect(quickBookingHref("/booking", { guests: 4 })).toBe("/booking?guests=4");
    expect(quickBookingHref("/booking", { checkIn: dec(4), guests: 2 })).toBe("/booking?checkIn=2026-12-04&guests=2");
  });

  it("writes the local calendar date, not the UTC one, late in the evening", () => {
    expect(quickBookingHref("/booking", { checkIn: new Date(2026, 11, 4, 23, 30) })).toBe("/booking?checkIn=2026-12-04");
  });

  it("ignores a guest count that is not a positive whole number", () => {
    expect(quickBookingHref("/booking", { guests: 0 })).toBe("/booking");
    expect(quickBookingHref("/booking", { guests: 2.5 })).toBe("/booking");
  });

  it("keeps the language prefix of the booking path", () => {
    expect(quickBookingHref("/hi/booking", { guests: 1 })).toBe("/hi/booking?guests=1");
  });
});

describe("choosing a check-in", () => {
  it("clears the check-out when the new check-in is on the same day", () => {
    expect(withCheckIn({ checkOut: dec(7) }, dec(7)).checkOut).toBeNull();
  });

  it("clears the check-out when the new check-in is after it", () => {
    expect(withCheckIn({ checkOut: dec(7) }, dec(9)).checkOut).toBeNull();
  });

  it("keeps a check-out that is still after the new check-in", () => {
    expect(withCheckIn({ checkOut: dec(7), guests: 2 }, dec(5))).toEqual({ checkIn: dec(5), checkOut: dec(7), guests: 2 });
  });
});

describe("guest choices", () => {
  it("offers 1 to 4 when the largest room takes 4 guests", () => {
    expect(guestChoices(4)).toEqual([1, 2, 3, 4]);
  });
});
