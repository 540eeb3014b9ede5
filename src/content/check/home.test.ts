import { describe, expect, it } from "vitest";
import { listInOrder } from "../lists";
import { virtualTour } from "../read/home";
import { attractionSchema, offerTextSchema } from "../schema/hotel";
import { schemaProblems } from "./content";

const attractions = listInOrder("attractions");
const offers = listInOrder("offers");

describe("home page content", () => {
  it("refuses a nearby attraction farther than 3.0 miles", () => {
    const problems = schemaProblems("attractions", attractionSchema, { ...attractions[0], distanceMiles: 3.4 });
    expect(problems).toEqual(["attractions.distanceMiles: must be at most 3.0 miles"]);
  });

  it("refuses an offer label without the {percent} placeholder, which would hide the discount", () => {
    const problems = schemaProblems("offers.wedding", offerTextSchema, { ...offers[0], label: "Big savings" });
    expect(problems[0]).toMatch(/^offers\.wedding\.label: must contain \{percent\}/);
  });

  it("walks the virtual tour through the gallery photos that have a stop, in stop order", () => {
    expect(virtualTour.slice(0, 3)).toEqual(["facade", "lobby", "reception"]);
    expect(virtualTour).toHaveLength(8);
  });
});
