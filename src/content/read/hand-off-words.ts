import type { Locale } from "@/lib/i18n";
import type { HandOffStrings } from "../schema/words";
import handOff from "../copy/hand-off.json" with { type: "json" };

/**
 * The words of the inquiry forms' offline notice (components/forms/KeptNotice.tsx), both languages.
 * Apart from read/island-words.ts, which every island's error screen loads: only the four forms
 * carry these. Same words as `words("hand-off", locale)` on the full shelf.
 */
export function handOffWords(locale: Locale): HandOffStrings {
  return handOff[locale];
}
