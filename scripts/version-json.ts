import { spawnSync } from "node:child_process";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { versionPath } from "../src/lib/site/offline";

/**
 * /version.json: which commit the live site was built from, its message, when it was built and when
 * it went live, so the owner can tell that an edit is live. Written by every build (scripts/postbuild.ts);
 * the publisher (scripts/publish.ts) sets `live` again when it swaps the build in or rolls back to it.
 */
export type SiteVersion = { commit: string; message: string; built: string; live: string };

/** Runs git with these arguments; its output, or undefined where there is no git or no repository. */
export type Git = (args: string[]) => string | undefined;

export function gitIn(cwd: string): Git {
  return (args) => {
    const result = spawnSync("git", args, { cwd, encoding: "utf8" });
    return result.status === 0 ? result.stdout.trim() : undefined;
  };
}

/**
 * The version of a build made now: the commit a static host names (Cloudflare Pages, Netlify) or
 * else git's, and its first line. A folder without git still builds, as "unknown".
 */
export function siteVersion(env: Record<string, string | undefined>, git: Git, now: Date): SiteVersion {
  const commit = env.CF_PAGES_COMMIT_SHA || env.COMMIT_REF || git(["rev-parse", "HEAD"]) || "unknown";
  const message = git(["log", "-1", "--format=%s", commit]) ?? env.COMMIT_MESSAGE ?? "";
  const time = now.toISOString();
  return { commit, message, built: time, live: time };
}

export function versionFile(dist: string): string {
  return path.join(dist, versionPath.slice(1));
}

export function writeSiteVersion(dist: string, version: SiteVersion): void {
  writeFileSync(versionFile(dist), `${JSON.stringify(version, null, 2)}\n`);
}

export function readSiteVersion(dist: string): SiteVersion {
  return JSON.parse(readFileSync(versionFile(dist), "utf8")) as SiteVersion;
}

/** Marks a build live now; by rename, so a server reading the folder never sees half a file. */
export function markLive(dist: string, now: Date): SiteVersion {
  const version = { ...readSiteVersion(dist), live: now.toISOString() };
  const next = `${versionFile(dist)}.next`;
  writeFileSync(next, `${JSON.stringify(version, null, 2)}\n`);
  renameSync(next, versionFile(dist));
  return version;
}
