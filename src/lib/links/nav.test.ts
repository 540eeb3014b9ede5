import { describe, expect, it } from "vitest";
import { isActiveLink } from "./nav";

describe("isActiveLink", () => {
  it("marks Home active only on the home page", () => {
    expect(isActiveLink("/", "/")).toBe(true);
    expect(isActiveLink("/", "/rooms")).toBe(false);
  });
  it("marks a section active on its own path and below it", () => {
    expect(isActiveLink("/rooms", "/rooms")).toBe(true);
    expect(isActiveLink("/rooms", "/rooms/")).toBe(true);
    expect(isActiveLink("/rooms", "/rooms/deluxe")).toBe(true);
  });
  it("does not mark a section active on a path that merely shares its first letters", () => {
    expect(isActiveLink("/events", "/eventsxyz")).toBe(false);
    expect(isActiveLink("/rooms", "/")).toBe(false);
  });
});
