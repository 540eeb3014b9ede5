/**
 * The content files' one format: the one the editor writes. Sveltia CMS saves an entry with its keys
 * in the configuration's field order (public/admin/config.yml, written by scripts/admin-config.ts), at
 * every depth (a list's items, a group's fields), keys the configuration does not name after them in
 * the file's order; `JSON.stringify(entry, null, 2)`: every array one item a line, a newline at the
 * end. A file already in that format is saved byte for byte as it was, so a save changes only the
 * lines the owner changed and never rewrites an untouched Hindi file. A file the editor does not edit
 * keeps its own key order. Prettier leaves these files alone (.prettierignore); this check takes its
 * place in `npm run lint`.
 *
 *   npx tsx scripts/content-format.ts            rewrites every src/content JSON file in the editor's format
 *   npx tsx scripts/content-format.ts --check    lists the files that are not, and fails (run by npm run lint)
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { adminConfig } from "./admin-config";

/** A field of the editor's configuration, as far as the key order goes. */
type Field = { name: string; fields?: Field[]; field?: Field };
type Json = unknown;

/** `data` with its keys in the order of `fields`, at every depth; keys no field names follow, as they were. */
export function inFieldOrder(data: Json, fields: readonly Field[] | undefined): Json {
  if (Array.isArray(data)) return data.map((item) => inFieldOrder(item, fields));
  if (!data || typeof data !== "object" || !fields) return data;
  const object = data as Record<string, Json>;
  const ordered: Record<string, Json> = {};
  for (const field of fields)
    if (field.name in object) ordered[field.name] = inFieldOrder(object[field.name], field.fields);
  for (const [key, value] of Object.entries(object)) if (!(key in ordered)) ordered[key] = value;
  return ordered;
}

/** The editor's collections, read once. */
type Collection = {
  folder?: string;
  files?: { file: string; fields: Field[] }[];
  fields?: Field[];
  i18n?: { structure?: string };
};
let collections: Collection[] | undefined;

/**
 * The editor's fields for a content file, by its path under src/content ("rooms/deluxe.hi.json",
 * "site.json", "copy/policies.json"); a page's words file holds each language's words under its code.
 * Undefined for a file the editor does not edit.
 */
export function editorFieldsOf(path: string): { fields: Field[]; perLanguage: boolean } | undefined {
  const file = path.split(sep).join("/");
  const content = "src/content/";
  collections ??= adminConfig().collections as Collection[];
  for (const collection of collections) {
    if (collection.folder && file.startsWith(`${collection.folder.slice(content.length)}/`))
      return { fields: collection.fields!, perLanguage: false };
    const one = collection.files?.find((entry) => entry.file.slice(content.length) === file);
    if (one) return { fields: one.fields, perLanguage: collection.i18n?.structure === "single_file" };
  }
  return undefined;
}

/** A file's data as the editor writes it; `path` (under src/content) names the file, and so its fields. */
export function editorFormat(data: Json, path?: string): string {
  const editor = path === undefined ? undefined : editorFieldsOf(path);
  const ordered = !editor
    ? data
    : editor.perLanguage
      ? Object.fromEntries(
          Object.entries(data as Record<string, Json>).map(([language, words]) => [
            language,
            inFieldOrder(words, editor.fields),
          ]),
        )
      : inFieldOrder(data, editor.fields);
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

/** Every JSON file under a folder, sorted. */
export function jsonFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .map((file) => join(folder, file))
    .sort();
}

/** The files under `folder` not in the editor's format, each with what to run, relative to `base`. */
export function formatProblems(folder: string, base = folder): string[] {
  return jsonFiles(folder)
    .filter((file) => {
      const text = readFileSync(file, "utf8");
      return text !== editorFormat(JSON.parse(text), relative(folder, file));
    })
    .map((file) => `${relative(base, file)}: not in the editor's format (npm run format rewrites it)`);
}

/** Rewrites the files under `folder` in the editor's format; returns those it changed. */
export function formatFiles(folder: string): string[] {
  return jsonFiles(folder).filter((file) => {
    const text = readFileSync(file, "utf8");
    const formatted = editorFormat(JSON.parse(text), relative(folder, file));
    if (formatted === text) return false;
    writeFileSync(file, formatted);
    return true;
  });
}

if (process.argv[1]?.endsWith("content-format.ts")) {
  const root = process.cwd();
  const content = join(root, "src", "content");
  if (process.argv.includes("--check")) {
    const problems = formatProblems(content, root);
    for (const problem of problems) console.error(problem);
    if (problems.length) process.exit(1);
  } else {
    for (const file of formatFiles(content)) console.log(`${relative(root, file)}: written in the editor's format`);
  }
}
