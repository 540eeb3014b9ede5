import { describe, expect, it } from "vitest";
import { bookingLaterWords } from "../read/booking-later-words";
import { carouselWords } from "../read/carousel-words";
import { handOffWords } from "../read/hand-off-words";
import { lightboxWords } from "../read/lightbox-words";
import { roomStayWords } from "../read/room-stay-words";
import { words as islandWords } from "../read/island-words";
import { words } from "../read/words";
import { copyFiles } from "../schema/registry";
import { wordsSchemas } from "../schema/words";

describe("the words shelf", () => {
  it("has a words schema for every dictionary in the registry, and no other", () => {
    expect(Object.keys(wordsSchemas).sort()).toEqual(copyFiles.map((file) => file.name).sort());
  });

  it("fills the facts' placeholders, as every page shows them", () => {
    expect(JSON.stringify(words("home", "en"))).not.toMatch(/\{(\w+Capacity|totalRooms)\}/);
  });

  it("leaves the placeholders the code fills in", () => {
    expect(words("booking-later", "hi").message.name).toContain("{value}");
  });

  it("gives an island the same words as the shelf", () => {
    expect(islandWords("calendar", "hi")).toEqual(words("calendar", "hi"));
    expect(islandWords("errors", "en")).toEqual(words("errors", "en"));
    expect(handOffWords("hi")).toEqual(words("hand-off", "hi"));
    expect(roomStayWords("hi")).toEqual(words("room-stay", "hi"));
    expect(bookingLaterWords("en")).toEqual(words("booking-later", "en"));
    expect(carouselWords("hi")).toEqual(words("carousel", "hi"));
    expect(lightboxWords("hi")).toEqual(words("home", "hi").lightbox);
    expect(lightboxWords("en")).toEqual(words("home", "en").lightbox);
  });
});
