import { describe, expect, it } from "vitest";
import { guestChoices } from "./quick-booking";

describe("guest choices", () => {
  it("offers 1 to 4 when the largest room takes 4 guests", () => {
    expect(guestChoices(4)).toEqual([1, 2, 3, 4]);
  });
});
