import { describe, expect, it } from "vitest";
import { booking } from "./locales/en/booking";
import { bookingStringsSchema } from "./booking-validate";
import { contentProblems } from "./validate";

const check = (data: unknown) => contentProblems([{ name: "locales.xx.booking", schema: bookingStringsSchema, data }]);

describe("booking strings", () => {
  it("are checked with the rest of the content", () => {
    expect(contentProblems().filter((p) => p.includes(".booking"))).toEqual([]);
    expect(check(booking)).toEqual([]);
  });

  it("refuse an inquiry line that lost its {value}", () => {
    const broken = { ...booking, message: { ...booking.message, checkIn: "Check-in:" } };
    expect(check(broken)).toEqual(["locales.xx.booking.message.checkIn: must contain {value}"]);
  });

  it("refuse an empty button text, naming it", () => {
    const broken = { ...booking, buttons: { ...booking.buttons, next: " " } };
    expect(check(broken)).toEqual(["locales.xx.booking.buttons.next: must not be empty"]);
  });
});
