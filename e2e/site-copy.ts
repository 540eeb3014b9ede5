import { spawn, type ChildProcess } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/**
 * A change to one content file of the copy: code appended to a TypeScript module, after checking
 * it still exports what the code changes; or a data file under src/content (`json`) read, changed
 * and written back.
 */
export type ContentOverride =
  | { file: string; mustContain: string; append: string }
  | { json: string; change: (data: Record<string, unknown>) => void };

/**
 * Builds a copy of the site with some content settings changed (in a temporary folder, so the
 * repository's own content is never touched): the same sources, `node_modules` linked, built by
 * Astro into the copy's own `dist/`. Returns the copy's folder.
 */
export async function buildSiteCopy(overrides: ContentOverride[]): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "hotel-site-copy-"));
  for (const entry of ["src", "public", "scripts", "server", "astro.config.mjs", "package.json", "tsconfig.json"]) {
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  for (const override of overrides) {
    if ("json" in override) {
      const target = path.join(dir, "src", "content", override.json);
      if (!existsSync(target))
        throw new Error(
          `src/content/${override.json} is missing: update the override in this test to the new content format`,
        );
      const data = JSON.parse(readFileSync(target, "utf8"));
      override.change(data);
      writeFileSync(target, `${JSON.stringify(data, null, 2)}\n`);
      continue;
    }
    const { file, mustContain, append } = override;
    const target = path.join(dir, file);
    if (!existsSync(target) || !readFileSync(target, "utf8").includes(mustContain)) {
      throw new Error(
        `${file} no longer contains "${mustContain}": update the override in this test to the new content format`,
      );
    }
    appendFileSync(target, `\n${append}\n`);
  }
  // DIST_DIR also gives the copy its own Astro cache (astro.config.mjs), apart from the repository's.
  await run(path.join(root, "node_modules", ".bin", "astro"), ["build"], dir, { DIST_DIR: "dist" });
  return dir;
}

/** Serves a built copy with the production server; resolves once it answers. */
export async function serveSiteCopy(dir: string, port: number): Promise<{ baseURL: string; stop: () => void }> {
  const server = spawn(path.join(root, "node_modules", ".bin", "tsx"), ["server/serve.ts"], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), DIST_DIR: "dist" },
    stdio: "ignore",
  });
  const baseURL = `http://localhost:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(`${baseURL}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { baseURL, stop: () => stop(server, dir) };
    await new Promise((r) => setTimeout(r, 200));
  }
  stop(server, dir);
  throw new Error(`the site copy's server did not answer on port ${port}`);
}

function stop(server: ChildProcess, dir: string) {
  server.kill();
  rmSync(dir, { recursive: true, force: true });
}

function run(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr?.on("data", (chunk) => (errors += String(chunk)));
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed:\n${errors}`)),
    );
  });
}
