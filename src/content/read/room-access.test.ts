import { describe, expect, it } from "vitest";
import { roomAccessIn } from "./room-access";

const access = {
  count: 1,
  stepFreeRoute: true,
  doorWidthCm: 90,
  rollInShower: true,
  grabBars: false,
  accessibleToilet: true,
  visualAlarm: true,
};

describe("a room type's accessible room", () => {
  it("lists what the accessible room has, the door's width in centimetres, and nothing it lacks", () => {
    expect(roomAccessIn(access, "en")?.lines).toEqual([
      "a step-free route from the entrance",
      "a 90 cm wide door",
      "a roll-in shower",
      "an accessible toilet",
      "a fire alarm that flashes",
    ]);
  });

  it("says nothing for a room type without one", () => {
    expect(roomAccessIn(undefined, "en")).toBeNull();
  });
});
