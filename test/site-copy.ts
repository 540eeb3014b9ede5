import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The repository's root. */
export const repoRoot = join(import.meta.dirname, "..");

/** What a copy of the site needs to build: its sources and configuration, the installed packages by link. */
const siteFiles = [
  "src",
  "public",
  "scripts",
  "server",
  "astro.config.mjs",
  "package.json",
  "tsconfig.json",
  "components.json",
];

/**
 * A throw-away copy of the site in a temporary folder, for tests that change content and build it:
 * they never touch the repository's own files. `remove()` deletes it.
 */
export function siteCopy(prefix = "site-") {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const file of siteFiles) cpSync(join(repoRoot, file), join(root, file), { recursive: true });
  symlinkSync(join(repoRoot, "node_modules"), join(root, "node_modules"), "dir");
  return {
    root,
    /** Reads, changes and writes back a JSON data file under src/content. */
    editJson(file: string, change: (data: Record<string, unknown>) => void) {
      const path = join(root, "src", "content", file);
      const data = JSON.parse(readFileSync(path, "utf8"));
      change(data);
      writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
