import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { defaultLocale, locales } from "@/lib/i18n/i18n";
import { listFileName } from "../read/file-name";
import { copyFileSchema, copyFiles, factFiles, listCollections, listEntrySchema } from "../schema/registry";

/**
 * The content checks the unit tests run, from the registry (src/content/schema/registry.ts) that also
 * declares the content collections: every data file against its schema, the files that belong
 * together, and the words of every language side by side for the translation check.
 * Reads the files from disk (Node only): pass another root to check a copy of the content.
 */

export const contentRoot = join(import.meta.dirname, "..");

type DataFile = { path: string; schema: z.ZodType };

const readJson = (root: string, path: string): unknown => JSON.parse(readFileSync(join(root, path), "utf8"));

/** Every data file the registry knows, with its schema; a list file in an unknown language gets none (and a problem). */
export function dataFiles(root = contentRoot): DataFile[] {
  const files: DataFile[] = factFiles.map(({ file, schema }) => ({ path: file, schema }));
  for (const list of listCollections) {
    for (const file of readdirSync(join(root, list.folder)).sort()) {
      const locale = listFileName(file)?.locale ?? "";
      if ((locales as readonly string[]).includes(locale)) {
        files.push({ path: `${list.folder}/${file}`, schema: listEntrySchema(list, locale, defaultLocale) });
      }
    }
  }
  for (const { name } of copyFiles) files.push({ path: `copy/${name}.json`, schema: copyFileSchema(locales, name) });
  return files;
}

/** A problem as the build and the tests write it: the file under src/content, the field, what is wrong. */
export function problemLine(path: string, field: PropertyKey[], message: string): string {
  return `src/content/${path}: ${field.map(String).join(".") || "(file)"}: ${message}`;
}

/** Problems with one file against its schema, each naming the file and the field. */
export function fileProblems(root: string, { path, schema }: DataFile): string[] {
  if (!existsSync(join(root, path))) return [problemLine(path, [], "is missing")];
  const result = schema.safeParse(readJson(root, path));
  return result.success ? [] : result.error.issues.map((issue) => problemLine(path, issue.path, issue.message));
}

/** Files that must come together: every list entry in every language, no words without facts, files named by their entry. */
export function pairingProblems(root = contentRoot): string[] {
  const problems: string[] = [];
  for (const list of listCollections) {
    const files = readdirSync(join(root, list.folder)).sort();
    const keys = new Set(files.map((f) => listFileName(f)?.key).filter(Boolean));
    for (const file of files) {
      const name = listFileName(file);
      if (!name || !(locales as readonly string[]).includes(name.locale)) {
        problems.push(
          problemLine(`${list.folder}/${file}`, [], `must be named <${list.key}>.<${locales.join("|")}>.json`),
        );
      } else if (name.locale === defaultLocale) {
        const data = readJson(root, `${list.folder}/${file}`) as Record<string, unknown>;
        if (data[list.key] !== name.key)
          problems.push(
            problemLine(`${list.folder}/${file}`, [list.key], `must be "${name.key}", as the file is named`),
          );
      }
    }
    for (const key of keys) {
      for (const locale of locales) {
        if (!files.includes(`${key}.${locale}.json`))
          problems.push(problemLine(`${list.folder}/${key}.${locale}.json`, [], "is missing"));
      }
    }
    const orders = files
      .filter((f) => f.endsWith(`.${defaultLocale}.json`))
      .map((f) => (readJson(root, `${list.folder}/${f}`) as { order?: number }).order);
    if (new Set(orders).size !== orders.length)
      problems.push(problemLine(list.folder, ["order"], "two entries share a display order"));
  }
  return problems;
}

/** The slugs of the rooms that exist: rooms/<slug>.en.json. */
const roomSlugsIn = (root: string) =>
  readdirSync(join(root, "rooms")).flatMap((file) => {
    const name = listFileName(file);
    return name?.locale === defaultLocale ? [name.key] : [];
  });

/**
 * The building's count of accessible rooms (building-access.json) is the sum of the room types'
 * own (rooms/<slug>.en.json, accessibleRoom.count): a guest reads both, on /accessibility and on
 * the room's page, and they must not disagree.
 */
function accessibleRoomProblems(root: string): string[] {
  if (!existsSync(join(root, "building-access.json"))) return [];
  const building = readJson(root, "building-access.json") as { accessibleRooms?: unknown };
  const inTypes = roomSlugsIn(root).reduce((sum, slug) => {
    const room = readJson(root, `rooms/${slug}.${defaultLocale}.json`) as { accessibleRoom?: { count?: unknown } };
    return sum + (typeof room.accessibleRoom?.count === "number" ? room.accessibleRoom.count : 0);
  }, 0);
  return typeof building.accessibleRooms === "number" && building.accessibleRooms !== inTypes
    ? [
        problemLine(
          "building-access.json",
          ["accessibleRooms"],
          `must be ${inTypes}, the accessible rooms the room types hold (rooms/<slug>.en.json, accessibleRoom.count)`,
        ),
      ]
    : [];
}

/** Facts in one file about an entry of another: rates for a room that does not exist are refused. */
export function crossFileProblems(root = contentRoot): string[] {
  if (!existsSync(join(root, "rates.json"))) return accessibleRoomProblems(root);
  const rooms = roomSlugsIn(root);
  const rates = readJson(root, "rates.json") as { rooms?: { room?: unknown }[] };
  const unknownRooms = (rates.rooms ?? []).flatMap(({ room }, index) =>
    typeof room === "string" && !rooms.includes(room)
      ? [
          problemLine(
            "rates.json",
            ["rooms", index, "room"],
            `"${room}" is no room: must be one of ${rooms.join(", ")}`,
          ),
        ]
      : [],
  );
  return [...unknownRooms, ...accessibleRoomProblems(root)];
}

/** Everything wrong with the content under `root`, one line per problem; empty when the site may build. */
export function contentProblems(root = contentRoot): string[] {
  return [
    ...dataFiles(root).flatMap((file) => fileProblems(root, file)),
    ...pairingProblems(root),
    ...crossFileProblems(root),
  ];
}

/**
 * The words of every dictionary and list in every language, as trees the translation check compares with English:
 * "copy.home" is copy/home.json, "rooms.deluxe" the words of rooms/deluxe.<language>.json
 * (the English file's facts left out).
 */
export function wordTrees(root = contentRoot): Record<string, Record<string, unknown>> {
  const trees: Record<string, Record<string, unknown>> = {};
  for (const { name } of copyFiles)
    trees[`copy.${name}`] = readJson(root, `copy/${name}.json`) as Record<string, unknown>;
  for (const list of listCollections) {
    const wordKeys = Object.keys(list.words.shape);
    const byLocale: Record<string, Record<string, unknown>> = Object.fromEntries(locales.map((l) => [l, {}]));
    for (const file of readdirSync(join(root, list.folder))) {
      const name = listFileName(file);
      if (!name || !(name.locale in byLocale)) continue;
      const data = readJson(root, `${list.folder}/${file}`) as Record<string, unknown>;
      byLocale[name.locale][name.key] = Object.fromEntries(wordKeys.filter((k) => k in data).map((k) => [k, data[k]]));
    }
    trees[list.folder] = byLocale;
  }
  return trees;
}

/** Problems with data against a schema, named as "<name>.<field>: <message>". */
export function schemaProblems(name: string, schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${[name, ...issue.path.map(String)].join(".")}: ${issue.message}`);
}
