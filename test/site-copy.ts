import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";

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
  // The sample sets the launch check compares the content with (a production build runs it).
  "samples",
];

/** How `astro build` of a copy ended: its exit status and its output, colour codes removed. */
export type BuildResult = { status: number | null; output: string; dist: string };

/**
 * A throw-away copy of the site in a temporary folder, for tests that change content and build it:
 * they never touch the repository's own files. `remove()` deletes it.
 */
export function siteCopy(prefix = "site-") {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const file of siteFiles) cpSync(join(repoRoot, file), join(root, file), { recursive: true });
  symlinkSync(join(repoRoot, "node_modules"), join(root, "node_modules"), "dir");
  const contentFile = (file: string) => {
    const path = join(root, "src", "content", file);
    // A change written for a content format that has since moved should fail loudly, not build the old site.
    if (!existsSync(path)) throw new Error(`src/content/${file} is missing: update the test to the new content format`);
    return path;
  };
  const readJson = (file: string) => JSON.parse(readFileSync(contentFile(file), "utf8"));
  const writeJson = (file: string, data: unknown) =>
    writeFileSync(join(root, "src", "content", file), `${JSON.stringify(data, null, 2)}\n`);
  return {
    root,
    dist: join(root, "dist"),
    readJson,
    writeJson,
    /** Reads, changes and writes back a JSON data file under src/content. */
    editJson(file: string, change: (data: Record<string, unknown>) => void) {
      const data = readJson(file);
      change(data);
      writeJson(file, data);
    },
    /** `astro build` of the copy into its own dist/ (and, by DIST_DIR, its own Astro cache). */
    build: (env: Record<string, string> = {}) => build(root, env),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

export type SiteCopy = ReturnType<typeof siteCopy>;

function build(root: string, env: Record<string, string>): Promise<BuildResult> {
  const dist = join(root, "dist");
  return new Promise((resolve) => {
    const child = spawn(join(root, "node_modules", ".bin", "astro"), ["build"], {
      cwd: root,
      env: { ...process.env, DIST_DIR: dist, FORCE_COLOR: "0", ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    // The build colours its output even with FORCE_COLOR=0: the escape codes are removed before it is read.
    child.on("close", (status) => resolve({ status, output: stripVTControlCharacters(output), dist }));
  });
}
