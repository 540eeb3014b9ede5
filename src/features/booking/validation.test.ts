import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyBooking, type BookingValues } from "./booking-form";
import { stepProblem, stepRules } from "./validation";
import { words } from "@/content/read/words";

const booking = words("booking", "en");

const contactErrors = words("contact-fields", "en").errors;
const rules = stepRules(booking.errors, contactErrors, () => new Date(2026, 10, 22, 20, 15));
const guest: BookingValues = {
  ...emptyBooking,
  firstName: "Priya",
  lastName: "Sharma",
  email: "priya@example.com",
  phone: "+91 98765 43210",
};
const stay: BookingValues = {
  ...guest,
  checkIn: "2026-12-04",
  checkOut: "2026-12-07",
  roomType: "premium",
  guests: "2",
};

describe("step 1: guest details", () => {
  it("lets a guest with name, e-mail and phone go on", () => {
    expect(stepProblem(rules, "guest", guest)).toBeNull();
  });

  it("asks for every required guest detail, naming the empty fields", () => {
    expect(stepProblem(rules, "guest", emptyBooking)).toEqual({
      message: "Please fill in all required guest details.",
      fields: ["firstName", "lastName", "email", "phone"],
    });
    expect(stepProblem(rules, "guest", { ...guest, lastName: "   " })).toEqual({
      message: "Please fill in all required guest details.",
      fields: ["lastName"],
    });
  });

  it("reports missing details before a malformed e-mail or phone", () => {
    const problem = stepProblem(rules, "guest", { ...guest, firstName: "", email: "nope", phone: "x" });
    expect(problem?.message).toBe("Please fill in all required guest details.");
  });

  it("rejects an e-mail address without a domain", () => {
    expect(stepProblem(rules, "guest", { ...guest, email: "priya@example" })).toEqual({
      message: "Please enter a valid email address.",
      fields: ["email"],
    });
  });

  it("reports a bad e-mail before a bad phone", () => {
    expect(stepProblem(rules, "guest", { ...guest, email: "priya", phone: "12" })?.message).toBe(
      "Please enter a valid email address.",
    );
  });

  it("rejects a phone number of six characters", () => {
    expect(stepProblem(rules, "guest", { ...guest, phone: "123456" })).toEqual({
      message: "Please enter a valid phone number.",
      fields: ["phone"],
    });
  });

  it("accepts a phone of 7 to 20 digits, spaces, hyphens and brackets after an optional plus", () => {
    const phone = fc
      .tuple(fc.boolean(), fc.array(fc.constantFrom(..."0123456789 -()"), { minLength: 7, maxLength: 20 }))
      .map(([plus, chars]) => (plus ? "+" : "") + chars.join(""))
      .filter((p) => p.trim().length > 0 && p.trim() === p);
    fc.assert(fc.property(phone, (p) => stepProblem(rules, "guest", { ...guest, phone: p }) === null));
  });

  it("rejects a phone with any other character inside it, a plus included", () => {
    const stranger = fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }).filter((c) => !/^[\d\s\-()]$/.test(c));
    fc.assert(
      fc.property(
        stranger,
        (c) => stepProblem(rules, "guest", { ...guest, phone: `98765${c}4321` })?.message === contactErrors.phone,
      ),
    );
  });

  it("rejects a phone longer than 20 characters after the plus", () => {
    fc.assert(
      fc.property(fc.integer({ min: 21, max: 60 }), (length) => {
        const problem = stepProblem(rules, "guest", { ...guest, phone: `+${"9".repeat(length)}` });
        return problem?.message === contactErrors.phone;
      }),
    );
  });
});

describe("step 2: booking details", () => {
  it("lets a stay with dates in order, a room and guests go on", () => {
    expect(stepProblem(rules, "booking", stay)).toBeNull();
  });

  it("asks for dates, room and guests, naming the missing ones", () => {
    expect(stepProblem(rules, "booking", guest)).toEqual({
      message: "Please select all required booking details.",
      fields: ["checkIn", "checkOut", "roomType", "guests"],
    });
    expect(stepProblem(rules, "booking", { ...stay, guests: "" })?.fields).toEqual(["guests"]);
  });

  it("treats a room that does not exist and a guest count outside 1 to 4 as not chosen", () => {
    expect(stepProblem(rules, "booking", { ...stay, roomType: "presidential" })?.message).toBe(
      "Please select all required booking details.",
    );
    expect(stepProblem(rules, "booking", { ...stay, guests: "5" })?.fields).toEqual(["guests"]);
  });

  it("rejects a check-in before today, naming the check-in, and accepts today", () => {
    expect(stepProblem(rules, "booking", { ...stay, checkIn: "2026-11-21" })).toEqual({
      message: "The check-in date has passed. Please choose today or a later date.",
      fields: ["checkIn"],
    });
    expect(stepProblem(rules, "booking", { ...stay, checkIn: "2026-11-22" })).toBeNull();
  });

  it("rejects a check-out on the check-in day", () => {
    expect(stepProblem(rules, "booking", { ...stay, checkOut: stay.checkIn })).toEqual({
      message: "Check-out date must be after check-in date.",
      fields: ["checkOut"],
    });
  });

  it("rejects a check-out before the check-in", () => {
    expect(stepProblem(rules, "booking", { ...stay, checkIn: "2026-12-08" })?.message).toBe(
      "Check-out date must be after check-in date.",
    );
  });
});

describe("step 3: confirmation", () => {
  it("has no rules: special requests are optional", () => {
    expect(stepProblem(rules, "confirmation", emptyBooking)).toBeNull();
  });
});
