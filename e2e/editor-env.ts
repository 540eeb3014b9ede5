import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer, type Server } from "node:http";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sirv from "sirv";
import { decapDist } from "../src/admin/integration";
import { adminHeaders } from "../server/http-headers";
import { repoRoot, siteCopy } from "../test/site-copy";
import { assertPortFree, listenOn } from "./ports";

/**
 * The editor in local mode over a copy of the site: a git repository in a temporary folder,
 * decap-server saving into it, and the /admin page (with Decap's bundle) served from the copy.
 * The repository's own content is never touched.
 */
export async function startEditor(basePort: number) {
  const copy = siteCopy("editor-");
  const git = (...args: string[]) => execFileSync("git", args, { cwd: copy.root, encoding: "utf8" });
  const backendPort = basePort + 1;
  const adminPort = basePort + 2;
  // The editor's configuration, pointed at this test's decap-server.
  const configPath = join(copy.root, "public", "admin", "config.yml");
  const config = JSON.parse(readFileSync(configPath, "utf8").replace(/^#.*\n/, ""));
  config.local_backend = { url: `http://localhost:${backendPort}/api/v1` };
  writeFileSync(configPath, JSON.stringify(config));
  // The format checks `npm run lint` runs over the files the editor writes (Prettier's settings and ignores).
  for (const file of [".prettierrc.json", ".prettierignore"]) cpSync(join(repoRoot, file), join(copy.root, file));
  // A repository of the copy as it stands, so `git status` shows what the editor wrote.
  writeFileSync(join(copy.root, ".gitignore"), "node_modules\ndist\ndist-cache\n.astro\n");
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.name=test", "-c", "user.email=test@example.com", "commit", "-qm", "copy");

  // A decap-server left by an interrupted run would answer in this one's place (saving into a
  // folder that is gone), so a taken port stops the test at once, named, not at its time-out.
  await assertPortFree(backendPort);
  const backend: ChildProcess = spawn(process.execPath, [join("node_modules", "decap-server", "dist", "index.js")], {
    cwd: copy.root,
    env: { ...process.env, PORT: String(backendPort), GIT_REPO_DIRECTORY: copy.root, LOG_LEVEL: "error" },
    stdio: "ignore",
  });
  const page = sirv(join(copy.root, "public"), { dev: true });
  const bundle = sirv(decapDist, { dev: true });
  // The editor's production headers (CSP included), its local backend being this test's decap-server.
  const headers = adminHeaders({ localBackend: `http://localhost:${backendPort}` });
  const server: Server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    page(req, res, () => {
      req.url = req.url?.replace(/^\/admin\//, "/");
      bundle(req, res, () => {
        res.statusCode = 404;
        res.end();
      });
    });
  });
  await listenOn(server, adminPort);
  await waitFor(`http://localhost:${backendPort}/api/v1`, { method: "POST", body: JSON.stringify({ action: "info" }) });

  return {
    root: copy.root,
    adminUrl: `http://localhost:${adminPort}/admin/`,
    /** The files the editor changed, as `git status` lists them. */
    changedFiles: () =>
      git("status", "--porcelain", "--untracked-files=all")
        .split("\n")
        .filter(Boolean)
        .map((line) => line.slice(3))
        .sort(),
    /** Lines added and removed in each changed file since the copy was made, as `git diff --numstat` counts them. */
    changedLines: () =>
      git("diff", "--numstat")
        .split("\n")
        .filter(Boolean)
        .map((line) => line.split("\t"))
        .map(([added, removed, file]) => ({ file, added: Number(added), removed: Number(removed) })),
    /**
     * The format checks of `npm run lint` over the copy, as CI runs them on an owner's commit: Prettier
     * on every file it formats, and the content files in the editor's format (scripts/content-format.ts).
     */
    lintFormat: () => {
      const run = (command: string, args: string[]) =>
        spawnSync(command, args, { cwd: copy.root, encoding: "utf8", timeout: 240_000 });
      const results = [
        run(join(copy.root, "node_modules", ".bin", "prettier"), ["--check", "."]),
        run(process.execPath, ["--import", "tsx", join("scripts", "content-format.ts"), "--check"]),
      ];
      return {
        status: results.every((result) => result.status === 0) ? 0 : 1,
        output: results.map((result) => `${result.stdout}${result.stderr}`).join("\n"),
      };
    },
    readJson: (file: string) => JSON.parse(readFileSync(join(copy.root, "src", "content", file), "utf8")),
    async stop() {
      backend.kill();
      await new Promise((done) => server.close(done));
      copy.remove();
    },
  };
}

async function waitFor(url: string, init: RequestInit, tries = 100) {
  for (let i = 0; i < tries; i++) {
    try {
      await fetch(url, { ...init, headers: { "Content-Type": "application/json" } });
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}
