import { describe, expect, it } from "vitest";
import booking from "../copy/booking.json" with { type: "json" };
import bookingLater from "../copy/booking-later.json" with { type: "json" };
import eventInquiry from "../copy/event-inquiry.json" with { type: "json" };
import { wordsSchemas } from "../schema/words";
import { schemaProblems } from "./content";

const check = (name: "booking" | "booking-later" | "event-inquiry", data: unknown) =>
  schemaProblems(`copy/${name}.json: xx`, wordsSchemas[name], data);

describe("the booking wizard's words", () => {
  it.each(Object.entries(booking))("pass their schema in %s", (locale, words) => {
    expect(schemaProblems(`copy/booking.json: ${locale}`, wordsSchemas.booking, words)).toEqual([]);
  });

  it.each(Object.entries(bookingLater))("of the later steps pass their schema in %s", (locale, words) => {
    expect(schemaProblems(`copy/booking-later.json: ${locale}`, wordsSchemas["booking-later"], words)).toEqual([]);
  });

  it("refuse an inquiry line that lost its {value}", () => {
    const broken = { ...bookingLater.en, message: { ...bookingLater.en.message, checkIn: "Check-in:" } };
    expect(check("booking-later", broken)).toEqual([
      "copy/booking-later.json: xx.message.checkIn: must contain {value}",
    ]);
  });

  it("refuse an empty button text, naming it", () => {
    const broken = { ...booking.en, buttons: { ...booking.en.buttons, next: " " } };
    expect(check("booking", broken)).toEqual(["copy/booking.json: xx.buttons.next: must not be empty"]);
  });

  it("refuse a translation that misses a word the English has, naming it", () => {
    const { previous: _, ...buttons } = booking.en.buttons;
    expect(check("booking", { ...booking.en, buttons })).toEqual([
      "copy/booking.json: xx.buttons.previous: is missing (the English words have it)",
    ]);
  });
});

describe("the event inquiry wizard's words", () => {
  it.each(Object.entries(eventInquiry))("pass their schema in %s", (locale, words) => {
    expect(schemaProblems(`copy/event-inquiry.json: ${locale}`, wordsSchemas["event-inquiry"], words)).toEqual([]);
  });

  it("refuse a room count that lost its {count}", () => {
    const message = { ...eventInquiry.en.message, roomCount: { one: "one room", other: "{count} rooms" } };
    expect(check("event-inquiry", { ...eventInquiry.en, message })).toEqual([
      "copy/event-inquiry.json: xx.message.roomCount.one: must contain {count}",
    ]);
  });
});
