import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { formatProblems } from "../scripts/content-format";
import { repoRoot } from "./site-copy";

/*
 * The content the editor works on (e2e/editor.spec.ts), without a browser: a copy of the working
 * copy's data files by path (base64, since photos are bytes), what differs between two copies, and
 * the round trip planned from the editor's configuration (one field of every collection's entry).
 */

/** The working copy's files the editor reads and writes: the content's data files and uploaded photos. */
const editedFolders = ["src/content", "src/assets/uploads"];

/** The repository's data files, by their path in the repository, as base64 (photos are bytes). */
export function workingCopyFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const folder of editedFolders) {
    // No uploads yet is no folder.
    if (!existsSync(join(repoRoot, folder))) continue;
    const names = readdirSync(join(repoRoot, folder), { recursive: true, encoding: "utf8" });
    for (const name of names) {
      if (folder === "src/content" && !name.endsWith(".json")) continue;
      const path = `${folder}/${name}`;
      try {
        files[path] = readFileSync(join(repoRoot, path)).toString("base64");
      } catch {
        // A folder.
      }
    }
  }
  return files;
}

/** The files that differ between two copies (added, changed or removed), sorted. */
export function changedFiles(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((path) => before[path] !== after[path])
    .sort();
}

/** A file of a copy as JSON (path relative to src/content). */
export const jsonOf = (files: Record<string, string>, file: string) =>
  JSON.parse(Buffer.from(files[`src/content/${file}`]!, "base64").toString("utf8"));

/** The lines of a file (path relative to src/content) that a save wrote in place of others, in order. */
export function changedLines(before: Record<string, string>, after: Record<string, string>, file: string): string[] {
  const lines = (files: Record<string, string>) =>
    Buffer.from(files[`src/content/${file}`] ?? "", "base64")
      .toString("utf8")
      .split("\n");
  const [old, now] = [lines(before), lines(after)];
  // Same number of lines: every key where it was. Else the whole file, to show what moved.
  if (old.length !== now.length) return now;
  return now.filter((line, i) => line !== old[i]);
}

/** Folders written out by `writtenOut`, removed when the tests are done. */
const writtenFolders: string[] = [];
export const removeWrittenOut = () =>
  writtenFolders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true }));

/** A copy's files written out into a temporary folder (a repository's layout), for the checks the build runs. */
export function writtenOut(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), "editor-copy-"));
  writtenFolders.push(folder);
  for (const [path, base64] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), Buffer.from(base64, "base64"));
  }
  return folder;
}

/**
 * The content format check of `npm run lint` (scripts/content-format.ts) over a copy's data files:
 * the problems it names, none when every file is in the format.
 */
export function formatCheck(files: Record<string, string>): string[] {
  const folder = writtenOut(files);
  return formatProblems(join(folder, "src", "content"), folder);
}

/** A field of the editor's configuration (public/admin/config.yml), as far as a round trip goes. */
type ConfigField = {
  name: string;
  label: string;
  widget: string;
  i18n?: boolean;
  pattern?: unknown;
  min?: number;
  max?: number;
  value_type?: string;
  fields?: ConfigField[];
};

/**
 * One edit in the editor's form: the pane's language (`_default` for a file without languages),
 * the field's key path there (as Sveltia names it, `rooms.0.base`) and label, the file it is saved in
 * (path in the repository), where in that file's JSON, and the value typed.
 */
export type RoundTripEdit = {
  pane: string;
  keyPath: string;
  label: string;
  file: string;
  at: (string | number)[];
  value: string | number;
};
/** An entry's address in the editor (`#/collections/<this>`) and the edits made in it before one save. */
export type RoundTrip = { entry: string; edits: RoundTripEdit[] };

type Kind = "text" | "number" | "date";
/**
 * Fields a round trip leaves alone, whose value the build checks beyond the editor's rules: a GSTIN's
 * check character, the accessible rooms' count (the room types' own counts).
 */
const checkedByTheBuild = new Set(["gstin", "accessibleRooms"]);
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The first field of `fields` (in the configuration's order, into groups, into a list's first item
 * only when `intoLists`) of that kind holding a value in `data`: its path in the data.
 */
function firstField(
  fields: ConfigField[],
  data: unknown,
  kind: Kind,
  { intoLists, wordsOnly }: { intoLists: boolean; wordsOnly: boolean },
): { field: ConfigField; at: (string | number)[] } | undefined {
  for (const field of fields) {
    if ((wordsOnly && field.i18n !== true) || checkedByTheBuild.has(field.name)) continue;
    const value = (data as Record<string, unknown> | undefined)?.[field.name];
    const found =
      kind === "text"
        ? ["string", "text"].includes(field.widget) && !field.pattern && typeof value === "string" && value !== ""
        : kind === "number"
          ? field.widget === "number" && field.name !== "order" && typeof value === "number"
          : field.widget === "datetime" && typeof value === "string" && isoDay.test(value);
    if (found) return { field, at: [field.name] };
    const inner =
      field.widget === "object" && field.fields && value && typeof value === "object"
        ? firstField(field.fields, value, kind, { intoLists, wordsOnly: false })
        : intoLists && field.widget === "list" && field.fields && Array.isArray(value) && value[0]
          ? firstField(field.fields, value[0], kind, { intoLists, wordsOnly: false })
          : undefined;
    if (inner) return { field: inner.field, at: [field.name, ...(field.widget === "list" ? [0] : []), ...inner.at] };
  }
  return undefined;
}

/** The field a round trip edits in an entry: words before numbers before dates, a group's before a list's. */
function fieldToEdit(fields: ConfigField[], data: unknown, wordsOnly: boolean) {
  for (const intoLists of [false, true])
    for (const kind of ["text", "number", "date"] as const) {
      const found = firstField(fields, data, kind, { intoLists, wordsOnly });
      if (found) return found;
    }
  return undefined;
}

/** A changed value of a field: words with a word added, a number one more (one less at its maximum), a date a day later. */
function changedValue(field: ConfigField, old: unknown, pane: string): string | number {
  if (typeof old === "number") return field.max !== undefined && old + 1 > field.max ? old - 1 : old + 1;
  const text = String(old);
  if (isoDay.test(text) && field.widget === "datetime") {
    const day = new Date(`${text}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1);
    return day.toISOString().slice(0, 10);
  }
  return `${text} ${pane === "hi" ? "(संपादित)" : "(edited)"}`;
}

const valueAt = (data: unknown, at: (string | number)[]) =>
  at.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], data);

/**
 * A round trip for every collection's sample entry, read from the editor's configuration: a list's
 * first entry (one field of its words in English and in Hindi: its two files), every facts file (its
 * first field of words, else of a number, else a date), every page's words (one field in each
 * language: two lines of its one file). Throws, naming it, for an entry with no field to edit.
 */
export function roundTrips(config: { collections: unknown[] }, files: Record<string, string>): RoundTrip[] {
  const json = (path: string) => JSON.parse(Buffer.from(files[path]!, "base64").toString("utf8"));
  const languages = ["en", "hi"];
  const edit = (
    pane: string,
    fields: ConfigField[],
    data: unknown,
    file: string,
    wordsOnly: boolean,
    under: string[] = [],
  ): RoundTripEdit => {
    const found = fieldToEdit(fields, data, wordsOnly);
    if (!found) throw new Error(`${file}: no field of words, numbers or dates to edit in the round trip`);
    const keyPath = found.at.join(".");
    const old = valueAt(data, found.at);
    return {
      pane,
      keyPath,
      label: found.field.label,
      file,
      at: [...under, ...found.at],
      value: changedValue(found.field, old, pane),
    };
  };
  return (
    config.collections as {
      name: string;
      folder?: string;
      fields?: ConfigField[];
      files?: { name: string; file: string; fields: ConfigField[] }[];
    }[]
  ).flatMap((collection): RoundTrip[] => {
    if (collection.folder) {
      const first = Object.keys(files)
        .filter((path) => path.startsWith(`${collection.folder}/`) && path.endsWith(".en.json"))
        .sort()[0];
      if (!first) throw new Error(`${collection.folder}: no entry for the round trip`);
      const slug = first.slice(collection.folder.length + 1, -".en.json".length);
      const english = edit("en", collection.fields!, json(first), first, true);
      const hindiFile = `${collection.folder}/${slug}.hi.json`;
      const hindi = { ...english, pane: "hi", file: hindiFile };
      hindi.value = changedValue({ name: "", label: "", widget: "string" }, valueAt(json(hindiFile), english.at), "hi");
      return [{ entry: `${collection.name}/entries/${slug}`, edits: [english, hindi] }];
    }
    return collection.files!.map(({ name, file, fields }) => {
      const entry = `${collection.name}/entries/${name}`;
      if (collection.name !== "copy") return { entry, edits: [edit("_default", fields, json(file), file, false)] };
      // A page's words: both languages in one file, each under its code.
      const data = json(file);
      return {
        entry,
        edits: languages.map((language) => {
          const english = edit(language, fields, data.en, file, false, [language]);
          if (language === "en") return english;
          const old = valueAt(data[language], english.at.slice(1));
          return { ...english, value: changedValue({ name: "", label: "", widget: "string" }, old, language) };
        }),
      };
    });
  });
}

/** A copy's file (path in the repository) with the edits made in it, in the files' format (`JSON.stringify(…, null, 2)`). */
export function withEdits(files: Record<string, string>, edits: RoundTripEdit[]): Record<string, string> {
  const result = { ...files };
  for (const { file, at, value } of edits) {
    const data = JSON.parse(Buffer.from(result[file]!, "base64").toString("utf8"));
    const parent = valueAt(data, at.slice(0, -1)) as Record<string | number, unknown>;
    parent[at.at(-1)!] = value;
    result[file] = Buffer.from(`${JSON.stringify(data, null, 2)}\n`).toString("base64");
  }
  return result;
}
