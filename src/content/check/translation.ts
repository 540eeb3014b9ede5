/**
 * Compares a translation with the English strings it translates, key by key, so a forgotten,
 * extra, emptied or untranslated string fails the content test with the path of the string.
 */

const placeholderPattern = /\{(\w+)\}/g;

/** The "{placeholders}" of a string, sorted, without repeats. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(placeholderPattern), (m) => m[1]))].sort();
}

type Options = {
  /** The language code used in messages ("hi"). */
  locale: string;
  /** Key paths where the translation may equal the English text (names, loanwords, pure placeholders). */
  allowSame?: ReadonlySet<string>;
  /** A regular expression every translated string must match unless allowed to equal English (e.g. its script). */
  script?: RegExp;
};

const kind = (value: unknown) => (Array.isArray(value) ? "array" : value === null ? "null" : typeof value);

/**
 * Every difference between `english` and `translation` that a reader of the translation would
 * notice, as "path: problem" lines. `path` is the name of the registry ("home", "booking").
 */
export function translationProblems(english: unknown, translation: unknown, path: string, options: Options): string[] {
  const { locale, allowSame = new Set<string>(), script } = options;
  const problems: string[] = [];

  const walk = (en: unknown, tr: unknown, at: string) => {
    if (kind(en) !== kind(tr)) {
      problems.push(`${at}: is ${kind(tr)} in ${locale} but ${kind(en)} in en`);
      return;
    }
    if (typeof en === "string" && typeof tr === "string") {
      if (en.trim() === "") problems.push(`${at}: is empty in en`);
      if (tr.trim() === "") {
        problems.push(`${at}: is empty in ${locale}`);
        return;
      }
      const want = placeholdersOf(en).join(", ");
      const got = placeholdersOf(tr).join(", ");
      if (want !== got) problems.push(`${at}: placeholders {${got}} in ${locale}, {${want}} in en`);
      if (allowSame.has(at)) return;
      if (tr.trim() === en.trim()) problems.push(`${at}: ${locale} text is the English text "${en}"`);
      else if (script && !script.test(tr)) problems.push(`${at}: ${locale} text "${tr}" is not written in its script`);
      return;
    }
    if (Array.isArray(en) && Array.isArray(tr)) {
      if (en.length !== tr.length) problems.push(`${at}: has ${tr.length} items in ${locale}, ${en.length} in en`);
      for (let i = 0; i < Math.min(en.length, tr.length); i++) walk(en[i], tr[i], `${at}.${i}`);
      return;
    }
    if (en && tr && typeof en === "object" && typeof tr === "object") {
      const enRecord = en as Record<string, unknown>;
      const trRecord = tr as Record<string, unknown>;
      for (const key of Object.keys(enRecord)) {
        if (!(key in trRecord)) problems.push(`${at}.${key}: missing in ${locale}`);
        else walk(enRecord[key], trRecord[key], `${at}.${key}`);
      }
      for (const key of Object.keys(trRecord)) {
        if (!(key in enRecord)) problems.push(`${at}.${key}: in ${locale} but not in en`);
      }
      return;
    }
    // Numbers and booleans in a string registry are data, not words: they must simply agree.
    if (en !== tr) problems.push(`${at}: is ${String(tr)} in ${locale} but ${String(en)} in en`);
  };

  walk(english, translation, path);
  return problems;
}

/** Hindi strings are written in Devanagari: a string with none of it is English (or another language) left in. */
export const devanagariScript = /[\u0900-\u097F]/;
