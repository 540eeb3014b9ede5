import { describe, expect, it } from "vitest";
import { locales, type Locale } from "@/lib/i18n";
import { words as bookingWizardWords } from "../read/island-words/booking-wizard";
import { words as calendarWords } from "../read/island-words/calendar";
import { words as carouselWords } from "../read/island-words/carousel";
import { words as errorWords } from "../read/island-words/errors";
import { words as handOffWords } from "../read/island-words/hand-off";
import { words as lightboxWords } from "../read/island-words/lightbox";
import { words as roomStayWords } from "../read/island-words/room-stay";
import { words } from "../read/words";
import { copyFiles } from "../schema/registry";
import { wordsSchemas, type WordsName } from "../schema/words";

// Method syntax: a shelf's `words` takes only its own names, and the test calls it only with those.
type IslandShelf = { words(name: WordsName, locale: Locale): unknown; names: WordsName[] };

/** Every small shelf an island reads, by its module's name, with the dictionaries it holds. */
const islandShelves: Record<string, IslandShelf> = {
  "booking-wizard": { words: bookingWizardWords, names: ["calendar", "booking-later"] },
  calendar: { words: calendarWords, names: ["calendar"] },
  carousel: { words: carouselWords, names: ["carousel"] },
  errors: { words: errorWords, names: ["errors"] },
  "hand-off": { words: handOffWords, names: ["hand-off"] },
  lightbox: { words: lightboxWords, names: ["lightbox"] },
  "room-stay": { words: roomStayWords, names: ["room-stay"] },
};

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

  it("checks every island shelf in read/island-words", () => {
    const modules = Object.keys(import.meta.glob("../read/island-words/*.ts"));
    expect(modules.map((path) => path.replace(/^.*\/(.+)\.ts$/, "$1")).sort()).toEqual(
      Object.keys(islandShelves).sort(),
    );
  });

  // The small shelves fill no fact placeholders: equal words mean none of their dictionaries has one.
  it.each(Object.entries(islandShelves))("gives an island the full shelf's words (island-words/%s)", (_, island) => {
    for (const name of island.names) {
      for (const locale of locales) {
        expect(island.words(name, locale)).toEqual(words(name, locale));
      }
    }
  });
});
