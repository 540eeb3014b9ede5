import { describe, expect, it } from "vitest";
import { locales, type Locale } from "@/lib/i18n/i18n";
import { words } from "../read/words";
import { copyFiles } from "../schema/registry";
import { wordsSchemas, type WordsName } from "../schema/words";

/** The small shelves islands read, read/island-words/<name>.ts, each holding the dictionary of its name. */
const islandShelves = Object.entries(
  import.meta.glob<(name: WordsName, locale: Locale) => unknown>("../read/island-words/*.ts", {
    eager: true,
    import: "words",
  }),
).map(([path, read]) => [path.replace(/^.*\/(.+)\.ts$/, "$1") as WordsName, read] as const);

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

  it("names each island shelf after a dictionary", () => {
    expect(islandShelves.length).toBeGreaterThan(0);
    for (const [name] of islandShelves) expect(Object.keys(wordsSchemas)).toContain(name);
  });

  // The small shelves fill no fact placeholders: equal words mean their dictionaries have none.
  it.each(islandShelves)("gives an island the full shelf's words (island-words/%s.ts)", (name, read) => {
    for (const locale of locales) expect(read(name, locale)).toEqual(words(name, locale));
  });
});
