/**
 * The content files' one format: the one the editor writes. Decap holds an entry as an Immutable
 * map and saves `JSON.stringify(entry, null, 2)`: an object of more than eight keys comes out in
 * the map's hash order, a smaller one in its file's order, every array one item a line, a newline
 * at the end. A file already in that format is saved byte for byte as it was, so a Publish changes
 * only the lines the owner changed and never rewrites an untouched Hindi file. Prettier leaves
 * these files alone (.prettierignore); this check takes its place in `npm run lint`.
 *
 *   npx tsx scripts/content-format.ts            rewrites every src/content JSON file in the editor's format
 *   npx tsx scripts/content-format.ts --check    lists the files that are not, and fails (run by npm run lint)
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fromJS } from "immutable";

/** A file's data as the editor writes it. */
export function editorFormat(data: unknown): string {
  return `${JSON.stringify(fromJS(data).toJS(), null, 2)}\n`;
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
      return text !== editorFormat(JSON.parse(text));
    })
    .map((file) => `${relative(base, file)}: not in the editor's format (npm run format rewrites it)`);
}

/** Rewrites the files under `folder` in the editor's format; returns those it changed. */
export function formatFiles(folder: string): string[] {
  return jsonFiles(folder).filter((file) => {
    const text = readFileSync(file, "utf8");
    const formatted = editorFormat(JSON.parse(text));
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
