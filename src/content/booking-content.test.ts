import { describe, expect, it } from "vitest";
import { bookingStringsByLocale } from "./booking-data";
import { booking } from "./locales/en/booking";
import { bookingStringsSchema } from "./booking-validate";
import { schemaProblems } from "./content-check";

const check = (data: unknown) => schemaProblems("locales.xx.booking", bookingStringsSchema, data);

describe("booking strings", () => {
  it.each(Object.entries(bookingStringsByLocale))("pass their schema in %s", (locale, strings) => {
    expect(schemaProblems(`locales.${locale}.booking`, bookingStringsSchema, strings)).toEqual([]);
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
