import type { Locale } from "@/lib/i18n/i18n";
import type { Words, WordsName } from "../schema/words";

/** Dictionaries by name, each in every language; TypeScript refuses a language that misses a key. */
export type Dictionaries<N extends WordsName> = { [K in N]: Record<Locale, Words<K>> };

/**
 * The one way words are read, `words("booking", locale)`, over a shelf of dictionaries. The full
 * shelf (read/words.ts) serves pages, layouts and the components they render. An island's code
 * reads through a shelf of one dictionary (read/island-words/<name>.ts), because the bundler
 * cannot leave out the unused dictionaries of one object: a shelf of several would put words an
 * island never shows in its script. Arrows: this ships in every island's shared code.
 */
export const shelf =
  <N extends WordsName>(dictionaries: Dictionaries<N>) =>
  <K extends N>(name: K, locale: Locale): Words<K> =>
    dictionaries[name][locale];
