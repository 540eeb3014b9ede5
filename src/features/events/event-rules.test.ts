import { describe, expect, it } from "vitest";
import { emptyEvent, type EventValues } from "./event-form";
import { eventStepProblem, eventStepRules, isAmount, isWholeNumberIn } from "./event-rules";
import { words } from "@/content/read/words";

const eventInquiry = words("event-inquiry", "en");

const today = new Date(2026, 10, 22, 15, 30);
const rules = eventStepRules(eventInquiry.errors, words("contact-fields", "en").errors, {
  today,
  halls: ["grand", "elegant"],
});
const event: EventValues = { ...emptyEvent, eventType: "wedding", date: "2026-12-04", slot: "dinner", guests: "60" };
const venue: EventValues = { ...event, hall: "grand", layout: "round-tables", catering: "veg" };
const contact: EventValues = {
  ...venue,
  firstName: "Priya",
  lastName: "Sharma",
  email: "priya@example.com",
  phone: "+91 98765 43210",
};

describe("step 1: the event", () => {
  it("lets an event with type, date, time and guests go on", () => {
    expect(eventStepProblem(rules, "event", event)).toBeNull();
  });

  it("asks for every required event detail, naming the empty fields", () => {
    expect(eventStepProblem(rules, "event", emptyEvent)).toEqual({
      message: "Please fill in all required event details.",
      fields: ["eventType", "date", "slot", "guests"],
    });
  });

  it("rejects an event date in the past", () => {
    expect(eventStepProblem(rules, "event", { ...event, date: "2026-11-21" })).toEqual({
      message: "The event date cannot be in the past.",
      fields: ["date"],
    });
  });

  it("accepts today as the event date", () => {
    expect(eventStepProblem(rules, "event", { ...event, date: "2026-11-22" })).toBeNull();
  });

  it("takes guests only as a whole number from 1 to 2000", () => {
    for (const guests of ["0", "2001", "12.5", "-3"]) {
      expect(eventStepProblem(rules, "event", { ...event, guests })).toEqual({
        message: "Please enter the number of guests as a whole number from 1 to 2000.",
        fields: ["guests"],
      });
    }
    expect(eventStepProblem(rules, "event", { ...event, guests: "1" })).toBeNull();
    expect(eventStepProblem(rules, "event", { ...event, guests: "2000" })).toBeNull();
  });

  it("takes guests typed in Devanagari digits on the Hindi form (६० is 60)", () => {
    expect(eventStepProblem(rules, "event", { ...event, guests: "६०" })).toBeNull();
    expect(eventStepProblem(rules, "event", { ...event, guests: "२००१" })?.fields).toEqual(["guests"]);
  });

  it("rejects an alternate date in the past", () => {
    expect(eventStepProblem(rules, "event", { ...event, alternateDate: "2026-01-01" })).toEqual({
      message: "The alternate date cannot be in the past.",
      fields: ["alternateDate"],
    });
  });

  it("rejects an alternate date equal to the event date", () => {
    expect(eventStepProblem(rules, "event", { ...event, alternateDate: "2026-12-04" })).toEqual({
      message: "The alternate date must differ from the event date.",
      fields: ["alternateDate"],
    });
  });

  it("accepts a different alternate date, before or after the event date", () => {
    expect(eventStepProblem(rules, "event", { ...event, alternateDate: "2026-12-05" })).toBeNull();
    expect(eventStepProblem(rules, "event", { ...event, alternateDate: "2026-11-30" })).toBeNull();
  });

  it.each(["0", "2001", "12.5", "-3", "ten", "1e3"])("rejects %s guests", (guests) => {
    expect(eventStepProblem(rules, "event", { ...event, guests })).toEqual({
      message: "Please enter the number of guests as a whole number from 1 to 2000.",
      fields: ["guests"],
    });
  });

  it.each(["1", "2000", " 75 "])("accepts %s guests", (guests) => {
    expect(eventStepProblem(rules, "event", { ...event, guests })).toBeNull();
  });

  it("rejects an event type that is not offered", () => {
    expect(eventStepProblem(rules, "event", { ...event, eventType: "rave" })?.message).toBe(
      "Please fill in all required event details.",
    );
  });
});

describe("step 2: venue and food", () => {
  it("lets a hall, a layout and a catering choice go on", () => {
    expect(eventStepProblem(rules, "venue", venue)).toBeNull();
  });

  it("accepts 'Suggest a hall' and 'No catering'", () => {
    expect(eventStepProblem(rules, "venue", { ...venue, hall: "suggest", catering: "none" })).toBeNull();
  });

  it("asks for the hall, the layout and the food", () => {
    expect(eventStepProblem(rules, "venue", event)).toEqual({
      message: "Please choose a hall, a seating layout and the food.",
      fields: ["hall", "layout", "catering"],
    });
  });

  it("does not block a guest count above the hall's capacity", () => {
    expect(
      eventStepProblem(rules, "venue", { ...venue, guests: "500", hall: "elegant", layout: "u-shape" }),
    ).toBeNull();
  });

  it("rejects a budget per plate that is not an amount", () => {
    expect(eventStepProblem(rules, "venue", { ...venue, budget: "about 15" })).toEqual({
      message: "Please enter the budget per plate as an amount, e.g. 15.",
      fields: ["budget"],
    });
  });

  it("asks for both rooms and nights when one is given", () => {
    expect(eventStepProblem(rules, "venue", { ...venue, rooms: "5" })).toEqual({
      message: "Please enter both the rooms and the nights as whole numbers, e.g. 5 rooms for 2 nights.",
      fields: ["rooms", "nights"],
    });
    expect(eventStepProblem(rules, "venue", { ...venue, rooms: "5", nights: "2" })).toBeNull();
  });
});

describe("step 3: contact details follow the rules and messages both inquiry wizards share", () => {
  it("lets a complete contact go on", () => {
    expect(eventStepProblem(rules, "contact", contact)).toBeNull();
  });

  it("asks for every required detail with the shared message", () => {
    expect(eventStepProblem(rules, "contact", venue)?.message).toBe(words("contact-fields", "en").errors.guestRequired);
  });

  it("rejects an e-mail address without a domain", () => {
    expect(eventStepProblem(rules, "contact", { ...contact, email: "priya@example" })).toEqual({
      message: "Please enter a valid email address.",
      fields: ["email"],
    });
  });

  it("rejects a phone number of six characters", () => {
    expect(eventStepProblem(rules, "contact", { ...contact, phone: "123456" })).toEqual({
      message: "Please enter a valid phone number.",
      fields: ["phone"],
    });
  });
});

describe("number rules", () => {
  it("reads a whole number in range only from digits", () => {
    expect(isWholeNumberIn("07", 1, 10)).toBe(true);
    expect(isWholeNumberIn("", 1, 10)).toBe(false);
    expect(isWholeNumberIn("11", 1, 10)).toBe(false);
  });

  it("reads Devanagari digits as the same number: ६ is 6, ११ is 11", () => {
    expect(isWholeNumberIn("६", 1, 10)).toBe(true);
    expect(isWholeNumberIn("११", 1, 10)).toBe(false);
    expect(isAmount("१२००.५०")).toBe(true);
  });

  it("reads an amount with at most two decimals, above zero", () => {
    expect(isAmount("15")).toBe(true);
    expect(isAmount("1200.50")).toBe(true);
    expect(isAmount("0")).toBe(false);
    expect(isAmount("12.345")).toBe(false);
    expect(isAmount("1,200")).toBe(false);
  });
});
