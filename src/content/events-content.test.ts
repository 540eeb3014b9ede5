import { describe, expect, it } from "vitest";
import { dining } from "./dining";
import { halls } from "./halls";
import { hallSchema } from "./schema";
import { diningSchema } from "./schema-events";
import { schemaProblems, typeScriptContentProblems } from "./content-check";

describe("events and dining content", () => {
  it("is checked with the rest of the content kept in TypeScript", () => {
    expect(typeScriptContentProblems()).toEqual([]);
  });

  it("names a hall whose capacity is not its largest layout", () => {
    const grand = { ...halls[0], capacity: 80 };
    expect(schemaProblems("halls.grand", hallSchema, grand)).toEqual([
      "halls.grand.capacity: must equal the largest capacity in layouts",
    ]);
  });

  it("names a slot time that is not a 24-hour time", () => {
    const grand = { ...halls[0], slots: [{ slot: "lunch", from: "noon", to: "16:00" }] };
    expect(schemaProblems("halls.grand", hallSchema, grand)).toEqual([
      "halls.grand.slots.0.from: must be a time such as 19:30",
    ]);
  });

  it("refuses a non-vegetarian dish on a pure-vegetarian menu", () => {
    expect(schemaProblems("dining", diningSchema, { ...dining, kitchen: "veg" })).toEqual([
      "dining.highlights: a pure-vegetarian kitchen cannot list a non-vegetarian dish",
    ]);
  });
});
