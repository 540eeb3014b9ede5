import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The content's data files as the tests read them. Playwright runs specs in plain Node, where the
 * site's content modules (Vite's import.meta.glob, JSON imported without attributes) do not load:
 * a spec reads the files under src/content itself.
 */
const contentDir = join(import.meta.dirname, "..", "src", "content");
const read = (path: string) => JSON.parse(readFileSync(join(contentDir, path), "utf8"));

/** A list's entries in a language, in display order: the English file's facts with the language's words. */
export function listEntries<T = Record<string, unknown>>(folder: string, locale: "en" | "hi"): T[] {
  const entries = readdirSync(join(contentDir, folder))
    .filter((file) => file.endsWith(".en.json"))
    .map((file) => ({
      ...read(`${folder}/${file}`),
      ...(locale === "en" ? {} : read(`${folder}/${file.replace(/\.en\.json$/, `.${locale}.json`)}`)),
    }));
  return entries.sort((a, b) => a.order - b.order) as T[];
}

export type GalleryEntry = { id: string; title: string; alt: string; category: string; tourStop?: number };
