import { readdirSync, readFileSync, existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { dataFiles } from "../content";
import type { EditorPath } from "./editor";
import type { LaunchItem } from "./items";
import { pageOf } from "./pages";

/** One set of sample content: the demo's facts (samples/demo) or an overlay (samples/inr), file → data. */
export type SampleSet = { name: string; files: Record<string, unknown> };

/** What every launch rule reads: the content under one root, the sample sets, today and the editor's labels. */
export type LaunchContent = {
  /** The content folder (src/content or a copy), for rules that read it themselves. */
  root: string;
  /** Every data file the registry knows, under src/content: "site.json", "rooms/deluxe.hi.json", "copy/home.json". */
  files: string[];
  read: (file: string) => unknown;
  samples: SampleSet[];
  /** YYYY-MM-DD. */
  today: string;
  editor: EditorPath;
};

/** A rule of the launch check: the items it finds in the content. Other parts add their own rules. */
export type LaunchRule = (content: LaunchContent) => LaunchItem[];

/** An item of a rule, with its page and its place in the editor filled in. */
export function itemOf(
  content: LaunchContent,
  level: LaunchItem["level"],
  file: string,
  field: readonly (string | number)[],
  why: string,
): LaunchItem {
  return { level, page: pageOf(file), file, field: field.join("."), editor: content.editor(file, field), why };
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, "utf8"));

/** The content under `root` as the rules read it, each file parsed once. */
export function launchContent(
  root: string,
  options: { samples: SampleSet[]; today: string; editor: EditorPath },
): LaunchContent {
  const cache = new Map<string, unknown>();
  const files = dataFiles(root)
    .map((file) => file.path)
    .filter((file) => existsSync(join(root, file)));
  const read = (file: string) => {
    if (!cache.has(file)) cache.set(file, readJson(join(root, file)));
    return cache.get(file);
  };
  return { root, files, read, ...options };
}

/** A dotted field as the rules name it, list positions as numbers: "rooms.0.base" → ["rooms", 0, "base"]. */
export const fieldPath = (field: string) => field.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key));

/**
 * Every sample set under `samplesRoot` (one folder each): its JSON files by their path under
 * src/content. The demo's set is a snapshot of the demo's fact files; an overlay holds only the
 * files it changes.
 */
export function readSampleSets(samplesRoot: string): SampleSet[] {
  if (!existsSync(samplesRoot)) return [];
  return readdirSync(samplesRoot)
    .filter((name) => statSync(join(samplesRoot, name)).isDirectory())
    .sort()
    .map((name) => ({ name, files: jsonFilesIn(join(samplesRoot, name), "") }));
}

function jsonFilesIn(dir: string, prefix: string): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) Object.assign(files, jsonFilesIn(path, `${prefix}${entry}/`));
    else if (entry.endsWith(".json")) files[`${prefix}${entry}`] = readJson(path);
  }
  return files;
}

/** Every string in a JSON value with its path. */
export function stringsIn(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsIn(item, [...path, i]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, [...path, key]));
  return [];
}

/** The value at a path in a JSON value, or undefined. */
export function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (at, key) => (at && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined),
    value,
  );
}
