import { z } from "zod";
import { describe, expect, it } from "vitest";
import { attractionSchema, offerTextSchema } from "./schema";
import { attractions } from "./location";
import { contentProblems } from "./validate";
import { homeContentEntries } from "./home-validate";
import { home } from "./locales/en/home";

describe("home page content", () => {
  it("refuses a nearby attraction farther than 3.0 miles", () => {
    const data = [{ ...attractions[0], distanceMiles: 3.4 }];
    const problems = contentProblems([{ name: "location.attractions", schema: z.array(attractionSchema), data }]);
    expect(problems).toEqual(["location.attractions.0.distanceMiles: must be at most 3.0 miles"]);
  });

  it("refuses an offer label without the {percent} placeholder, which would hide the discount", () => {
    const data = { ...home.offers.items.wedding, label: "Big savings" };
    const problems = contentProblems([{ name: "offers.wedding", schema: offerTextSchema, data }]);
    expect(problems[0]).toMatch(/^offers\.wedding\.label: must contain \{percent\}/);
  });

  it("refuses a virtual tour stop that is not in the gallery", () => {
    const entry = homeContentEntries.find((e) => e.name === "gallery.virtualTour")!;
    expect(contentProblems([{ ...entry, data: ["lobby", "rooftop-pool"] }])[0]).toMatch(/^gallery\.virtualTour\.1:/);
  });

  it("names a list item that has no text in a language", () => {
    const entry = homeContentEntries.find((e) => e.name === "locales.en.home.experiences.items")!;
    const { "city-centre": _dropped, ...rest } = home.experiences.items;
    expect(contentProblems([{ ...entry, data: rest }]).join("\n")).toMatch(/city-centre/);
  });
});
