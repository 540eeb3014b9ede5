import { describe, expect, it } from "vitest";
import type { AvailabilityMark } from "./availability";
import { withFeedMarks } from "./feed-marks";

const owner = {
  asOf: "2026-11-20",
  marks: [{ room: "deluxe", from: "2028-04-10", to: "2028-04-11", status: "few-left" }] as AvailabilityMark[],
};
const soldOut = (room: string, from: string, to: string): AvailabilityMark => ({ room, from, to, status: "sold-out" });

describe("the calendar feeds' marks joined to the owner's", () => {
  it("keeps the owner's mark on a night a feed says is sold out, and the feed's nights around it", () => {
    const joined = withFeedMarks(owner, { asOf: "2026-12-03", marks: [soldOut("deluxe", "2028-04-08", "2028-04-13")] });
    expect(joined.marks).toEqual([
      owner.marks[0],
      soldOut("deluxe", "2028-04-08", "2028-04-09"),
      soldOut("deluxe", "2028-04-12", "2028-04-13"),
    ]);
  });

  it("leaves another room's feed marks whole", () => {
    const joined = withFeedMarks(owner, {
      asOf: "2026-12-03",
      marks: [soldOut("premium", "2028-04-10", "2028-04-11")],
    });
    expect(joined.marks).toContainEqual(soldOut("premium", "2028-04-10", "2028-04-11"));
  });

  it("says the availability is as of the feeds' reading when there are feeds, else as of the owner's check", () => {
    expect(withFeedMarks(owner, { asOf: "2026-12-03", marks: [] }).asOf).toBe("2026-12-03");
    expect(withFeedMarks(owner, undefined)).toBe(owner);
  });
});
