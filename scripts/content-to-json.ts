/**
 * Writes content kept in TypeScript modules out as the JSON data files the content collections
 * read (the site's content was migrated with it). The recipe for content that still arrives as
 * TypeScript is in docs/content.md ("Recipe"):
 *
 *   npx tsx scripts/content-to-json.ts copy <name> <export> <en module> <hi module>
 *     → src/content/copy/<name>.json (a page's words, { "en": …, "hi": … })
 *   npx tsx scripts/content-to-json.ts list <folder> <facts module> <facts export> <words export> <en module> <hi module> [slug|id]
 *     → src/content/<folder>/<slug>.en.json (order, facts, English words) and <slug>.hi.json (Hindi words)
 *
 * Modules are paths from the repository root ("src/features/x/words-en.ts"). Register the new files
 * as that recipe says (src/content/schema/registry.ts, src/content/lists.ts or
 * src/content/read/words.ts), delete the modules, run `npx vitest run src/content`, and check `git diff`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { editorFormat } from "./content-format";

const root = join(import.meta.dirname, "..", "src", "content");
const write = (path: string, data: unknown) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  // In the editor's format, so the editor's first save of the file changes only what the owner changed.
  writeFileSync(join(root, path), editorFormat(data, path));
};

/** A list of facts and each language's words for it, keyed by the facts' slug (or id). */
type ListSource = {
  folder: string;
  facts: readonly Record<string, unknown>[];
  key?: string;
  words: Record<string, Record<string, unknown>>;
};

/** `<folder>/<slug>.en.json` holds the facts, the display order and the English words; `<slug>.<other>.json` the words only. */
export function writeList({ folder, facts, key = "slug", words }: ListSource) {
  facts.forEach((fact, index) => {
    const slug = String(fact[key]);
    write(`${folder}/${slug}.en.json`, { order: index + 1, ...fact, ...(words.en[slug] as object) });
    for (const [locale, texts] of Object.entries(words))
      if (locale !== "en") write(`${folder}/${slug}.${locale}.json`, texts[slug]);
  });
}

/** `copy/<name>.json`: a page's words, { "en": …, "hi": … }. */
export function writeCopy(name: string, byLocale: Record<string, unknown>) {
  write(`copy/${name}.json`, byLocale);
}

const load = async (module: string, name: string) => {
  const loaded = (await import(resolve(process.cwd(), module))) as Record<string, unknown>;
  if (!(name in loaded)) throw new Error(`${module} has no export ${name}`);
  return loaded[name];
};

const [command, ...args] = process.argv.slice(2);
if (command === "copy") {
  const [name, exported, en, hi] = args;
  writeCopy(name, { en: await load(en, exported), hi: await load(hi, exported) });
} else if (command === "list") {
  const [folder, factsModule, factsExport, wordsExport, en, hi, key = "slug"] = args;
  const facts = (await load(factsModule, factsExport)) as Record<string, unknown>[];
  const words = { en: await load(en, wordsExport), hi: await load(hi, wordsExport) } as ListSource["words"];
  writeList({ folder, facts, key, words });
} else {
  console.error(
    "usage: content-to-json.ts copy <name> <export> <en> <hi> | list <folder> <facts module> <facts export> <words export> <en> <hi> [key]",
  );
  process.exit(1);
}
