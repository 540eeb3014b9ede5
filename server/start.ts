/**
 * `npm start`: builds the site into a fresh folder (dist.next/), swaps it in for dist/ only when
 * the whole build succeeded, then serves it (server/serve.ts). A failed build leaves dist/ as it
 * was; a server already running keeps serving its own snapshot until it is sent SIGHUP.
 */
import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.resolve(root, process.env.DIST_DIR ?? "dist");
const next = `${dist}.next`;
const old = `${dist}.old`;

rmSync(next, { recursive: true, force: true });
const built = spawnSync("npm", ["run", "build"], {
  cwd: root,
  stdio: "inherit",
  // The nginx example written by the build names the folder that stays, not this temporary one.
  env: { ...process.env, DIST_DIR: path.relative(root, next), SERVED_DIR: path.relative(root, dist) },
});
if (built.status !== 0) {
  console.error(`npm start: the build failed (exit ${built.status}); ${path.relative(root, dist)}/ is unchanged.`);
  process.exit(built.status ?? 1);
}

// Two renames: dist/ is missing for an instant only, and never half-written.
rmSync(old, { recursive: true, force: true });
if (existsSync(dist)) renameSync(dist, old);
renameSync(next, dist);
rmSync(old, { recursive: true, force: true });

process.env.DIST_DIR = path.relative(root, dist);
await import("./serve");
