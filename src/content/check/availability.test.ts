import { describe, expect, it } from "vitest";
import availabilityFile from "../availability.json" with { type: "json" };
import { factFiles } from "../schema/registry";
import { schemaProblems } from "./content";

const schema = factFiles.find((entry) => entry.file === "availability.json")!.schema;
const check = (data: unknown) => schemaProblems("availability.json", schema, data);
const [first] = availabilityFile.marks;
const withMark = (change: Record<string, unknown>) => ({ ...availabilityFile, marks: [{ ...first!, ...change }] });

describe("the availability marks", () => {
  it("pass their schema", () => {
    expect(check(availabilityFile)).toEqual([]);
  });

  it("refuse a mark of a room that does not exist, naming the file and the field", () => {
    expect(check(withMark({ room: "penthouse" }))).toEqual([
      'availability.json.marks.0.room: "penthouse" is no room: must be one of deluxe, premium, executive-suite',
    ]);
  });

  it("refuse a night that is not a date of the calendar, and an as-of date written another way", () => {
    expect(check({ ...withMark({ from: "2028-02-27", to: "2028-02-30" }), asOf: "20 Nov 2026" })).toEqual([
      "availability.json.asOf: must be a date written YYYY-MM-DD, such as 2028-03-27",
      "availability.json.marks.0.to: must be a date of the calendar",
    ]);
  });

  it("refuse a mark that ends before it starts", () => {
    expect(check(withMark({ from: "2028-04-10", to: "2028-04-09" }))).toEqual([
      "availability.json.marks.0.to: must not be before from",
    ]);
  });

  it("refuse a status other than sold out or few left", () => {
    expect(check(withMark({ status: "busy" }))).toEqual([
      'availability.json.marks.0.status: Invalid option: expected one of "sold-out"|"few-left"',
    ]);
  });
});
