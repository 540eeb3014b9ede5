import { z } from "zod";

/*
 * Rules for the page words (copy/<page>.json) beyond "no empty string": a sentence the code fills in
 * must keep each of its placeholders, or the value silently disappears from the page. Checked in
 * every language by the content collections (the build) and the unit tests, through the registry.
 */

/** A sentence the code fills in: it must keep every placeholder named. */
export const template = (...placeholders: string[]) =>
  placeholders.reduce(
    (schema, p) => schema.includes(`{${p}}`, `must contain {${p}}`),
    z.string().min(1, "must not be empty"),
  );

const valueLine = template("value");

/** The words around every price (src/lib/price.ts). */
export const priceWordsSchema = z.looseObject({
  from: template("price"),
  taxAdded: template("percent", "name"),
});

/** The halls' planner details on the events page. */
export const hallDetailsWordsSchema = z.looseObject({
  capacityTable: z.looseObject({ caption: template("hall") }),
  dimensionsValue: template("length", "width", "height"),
  slotValue: template("slot", "from", "to"),
  menuValue: template("menu", "price"),
  roomOffer: template("percent", "rooms"),
});

/** The dining page: the table reservation sent on WhatsApp keeps each {value}. */
export const diningWordsSchema = z.looseObject({
  message: z.looseObject({ name: valueLine, date: valueLine, time: valueLine, people: valueLine }),
  reserve: z.looseObject({ tooFar: template("days"), peopleRange: template("max") }),
});

/** The stay policies: each rule keeps the fact the code fills in from policies.json. */
export const policyWordsSchema = z.looseObject({
  night: z.looseObject({ one: template("count"), other: template("count") }),
  times: z.looseObject({
    checkIn: template("time"),
    checkOut: template("time"),
    early: template("time", "percent"),
    late: template("time", "percent"),
  }),
  id: z.looseObject({ indian: template("documents"), foreign: template("hours") }),
  children: z.looseObject({ free: template("age"), extraBed: template("price"), cot: template("price") }),
  cancellation: z.looseObject({
    free: template("hours"),
    late: template("nights"),
    noShow: template("nights"),
    advance: template("nights"),
  }),
  payment: z.looseObject({ methods: template("methods"), currencies: template("currencies") }),
  house: z.looseObject({ visitors: template("time"), quiet: template("from", "until") }),
  summary: z.looseObject({
    checkInValue: template("time"),
    checkOutValue: template("time"),
    idValue: template("documents"),
    cancellationValue: template("hours"),
  }),
});

/** A room's page: the children rule names the age (and the extra bed's price). */
export const roomPageWordsSchema = z.looseObject({
  childrenWithBed: template("age", "price"),
  childrenNoBed: template("age"),
});

/** The building's accessibility: the counts and the door width are filled in from building-access.json. */
export const buildingAccessWordsSchema = z.looseObject({
  room: template("count", "width", "bathroom"),
  parking: template("count"),
});

const fieldWords = z.looseObject({ label: z.string(), placeholder: z.string() });

/** Name, e-mail and phone as both inquiry wizards ask for them: every label and message the fields and rules read. */
export const contactFieldsWordsSchema = z.looseObject({
  fields: z.looseObject({
    firstName: fieldWords,
    lastName: fieldWords,
    email: fieldWords,
    phone: fieldWords.extend({ hint: z.string() }),
  }),
  errors: z.looseObject({ guestRequired: z.string(), email: z.string(), phone: z.string() }),
});
