/**
 * Where the owner finds a content field in the editor, read from the editor's own configuration
 * (scripts/admin-config.ts builds it): "Hotel facts → Hotel and contact details → Phones → Whatsapp".
 * Labels are never typed twice: a renamed field in the editor renames it in the launch check.
 */

type EditorField = { name: string; label: string; fields?: EditorField[]; field?: EditorField };
type EditorCollection = {
  label: string;
  folder?: string;
  fields?: EditorField[];
  files?: { label: string; file: string; fields: EditorField[] }[];
};
export type EditorConfig = { collections: readonly EditorCollection[] };
export type EditorPath = (file: string, field: readonly (string | number)[]) => string;

/** The labels along a field's path; a list's item is "item 1", "item 2", …; an unknown name is kept as it is. */
export function fieldLabels(fields: readonly EditorField[] | undefined, path: readonly (string | number)[]): string[] {
  const [head, ...rest] = path;
  if (head === undefined) return [];
  const field = fields?.find((f) => f.name === String(head));
  if (!field) return [String(head), ...rest.map(String)];
  const [next, ...after] = rest;
  if (typeof next === "number" || /^\d+$/.test(String(next ?? "")))
    return [field.label, `item ${Number(next) + 1}`, ...fieldLabels(field.fields ?? field.field?.fields, after)];
  return [field.label, ...fieldLabels(field.fields, rest)];
}

const languageNames: Record<string, string> = { en: "English", hi: "Hindi" };

/** A page's words keep every language in one file ({ "en": …, "hi": … }): the editor shows them side by side. */
function wordsPath(fields: readonly EditorField[], field: readonly (string | number)[]): string[] {
  const [language, ...rest] = field;
  const name = languageNames[String(language)];
  if (!name || fields.some((f) => f.name === language)) return fieldLabels(fields, field);
  return [...fieldLabels(fields, rest), `(${name})`];
}

/** A function naming where each content file's field is in the editor; files under `contentDir` as the config names them. */
export function editorPaths(config: EditorConfig, contentDir = "src/content"): EditorPath {
  return (file, field) => {
    const full = `${contentDir}/${file}`;
    for (const collection of config.collections) {
      const entry = collection.files?.find((f) => f.file === full);
      if (entry) return [collection.label, entry.label, ...wordsPath(entry.fields, field)].join(" → ");
      if (collection.folder && full.startsWith(`${collection.folder}/`)) {
        const [, name, language] = /([^/]+)\.([a-z]{2})\.json$/.exec(full) ?? [];
        const pane = language && language !== "en" ? [`(${languageNames[language] ?? language})`] : [];
        return [collection.label, name ?? file, ...fieldLabels(collection.fields, field), ...pane].join(" → ");
      }
    }
    return `not in the editor: ${file}`;
  };
}
