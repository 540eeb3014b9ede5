import type { Locale } from "@/lib/i18n";
import type { Words } from "../schema/words";
import calendar from "../copy/calendar.json" with { type: "json" };
import errors from "../copy/errors.json" with { type: "json" };

/**
 * The dictionaries an island's own code reads in the browser (the date pickers' screen-reader
 * words, the error screen's), both languages: a few hundred bytes, where the full shelf
 * (read/words.ts) would add every page's words to each island's script. Same call as there:
 * `words("calendar", locale)`. Words an island shows otherwise come in as props from its page.
 */
type IslandWordsName = "calendar" | "errors";
const islandShelf: { [N in IslandWordsName]: Record<Locale, Words<N>> } = { calendar, errors };

export function words<N extends IslandWordsName>(name: N, locale: Locale): Words<N> {
  return islandShelf[name][locale];
}
