import { describe, expect, it } from "vitest";
import { dishesIn } from "../read/events";
import { halls } from "../read/halls";
import { listCollections, listEntrySchema, vegKitchenCheck } from "../schema/registry";
import { hallSchema } from "../schema/hotel";
import { schemaProblems } from "./content";

describe("events and dining content", () => {
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

  it("lists the menu highlights in their display order, with their words in each language", () => {
    expect(dishesIn("en").map((dish) => dish.slug)).toEqual([
      "poha-jalebi",
      "dal-bafla",
      "paneer-tikka",
      "jain-thali",
      "malwa-thali",
      "chicken-biryani",
    ]);
    expect(dishesIn("hi").every((dish) => /[\u0900-\u097F]/.test(dish.name))).toBe(true);
  });
});

describe("a dish under a pure-vegetarian kitchen", () => {
  const dishes = listCollections.find((list) => list.folder === "dishes")!;
  const entry = (veg: boolean) => ({ order: 9, slug: "x", veg, price: 5, name: "X", description: "Y" });

  it("is refused when it is not vegetarian, naming its veg field, while the kitchen (dining.json) is pure vegetarian", () => {
    const problems = (kitchen: "veg" | "veg-and-non-veg", veg: boolean) =>
      schemaProblems(
        "dishes.x",
        listEntrySchema({ ...dishes, check: vegKitchenCheck(kitchen) }, "en", "en"),
        entry(veg),
      );
    expect(problems("veg", false)).toEqual([
      "dishes.x.veg: must be true: the kitchen is pure vegetarian (dining.json, kitchen)",
    ]);
    expect(problems("veg", true)).toEqual([]);
    expect(problems("veg-and-non-veg", false)).toEqual([]);
  });
});
