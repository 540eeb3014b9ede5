import { describe, expect, it } from "vitest";
import { z } from "zod";
import { dining } from "./dining";
import { halls } from "./halls";
import { hallSchema } from "./schema";
import { diningSchema } from "./schema-events";
import { contentProblems } from "./validate";

describe("events and dining content", () => {
  it("is checked with the rest of the content", () => {
    expect(contentProblems()).toEqual([]);
  });

  it("names a hall whose capacity is not its largest layout", () => {
    const grand = { ...halls[0], capacity: 80 };
    expect(contentProblems([{ name: "halls", schema: z.array(hallSchema), data: [grand] }])).toEqual([
      "halls.0.capacity: must equal the largest capacity in layouts",
    ]);
  });

  it("names a slot time that is not a 24-hour time", () => {
    const grand = { ...halls[0], slots: [{ slot: "lunch", from: "noon", to: "16:00" }] };
    expect(contentProblems([{ name: "halls", schema: z.array(hallSchema), data: [grand] }])).toEqual([
      "halls.0.slots.0.from: must be a time such as 19:30",
    ]);
  });

  it("refuses a non-vegetarian dish on a pure-vegetarian menu", () => {
    expect(contentProblems([{ name: "dining", schema: diningSchema, data: { ...dining, kitchen: "veg" } }])).toEqual([
      "dining.highlights: a pure-vegetarian kitchen cannot list a non-vegetarian dish",
    ]);
  });
});
