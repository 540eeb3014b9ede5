import type { Locale } from "@/lib/i18n";
import type { Words, WordsName } from "../schema/words";

/** Dictionaries by name, each in every language; TypeScript refuses a language that misses a key. */
export type Dictionaries<N extends WordsName> = { [K in N]: Record<Locale, Words<K>> };

/**
 * The one way words are read, `words("booking", locale)`, over a shelf of dictionaries. The full
 * shelf (read/words.ts) serves pages, layouts and the components they render. An island's code
 * reads through a small shelf of its own (read/island-words/), because the bundler cannot leave
 * out the unused dictionaries of one object: a shelf of every dictionary would put every page's
 * words in each island's script.
 */
export function shelf<N extends WordsName>(dictionaries: Dictionaries<N>) {
  return function words<K extends N>(name: K, locale: Locale): Words<K> {
    return dictionaries[name][locale];
  };
}
