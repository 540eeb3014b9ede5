import type { Locale } from "@/lib/i18n";

/**
 * Synchronous, typed reads of the content data files for components and pages (React components
 * cannot await `getCollection`). The files are the same ones the content collections validate when
 * the site builds, so what these return has passed its schema. No zod here: islands import these.
 */

/** The files of one list, as `import.meta.glob("./rooms/*.json", { eager: true, import: "default" })` returns them. */
export type DataFiles = Record<string, unknown>;

/** "./rooms/deluxe.hi.json" → ["deluxe", "hi"]. */
function keyAndLocale(path: string): [string, string] {
  const match = /([^/]+)\.([a-z]{2})\.json$/.exec(path);
  if (!match) throw new Error(`${path}: a list's files are named <slug>.<language>.json`);
  return [match[1], match[2]];
}

/** The entries of a list in one language's files, by slug. */
export function filesIn<T>(files: DataFiles, locale: string): Map<string, T> {
  const found = new Map<string, T>();
  for (const [path, data] of Object.entries(files)) {
    const [key, fileLocale] = keyAndLocale(path);
    if (fileLocale === locale) found.set(key, data as T);
  }
  return found;
}

/** The default language's entries (facts, order and English words), in display order. */
export function inOrder<T extends { order: number }>(files: DataFiles): T[] {
  return [...filesIn<T>(files, "en").values()].sort((a, b) => a.order - b.order);
}

/**
 * Each entry with its words in `locale`, in display order: the English file's facts with the
 * language's words laid over them. `key` names the entry ("slug", or "id" for the gallery).
 */
export function listIn<T extends { order: number }, W>(
  files: DataFiles,
  locale: Locale,
  key: keyof T & string,
): (T & W)[] {
  const words = filesIn<W>(files, locale);
  return inOrder<T>(files).map((entry) => ({ ...entry, ...words.get(String(entry[key])) }) as T & W);
}
