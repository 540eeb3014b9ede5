/**
 * The self-hosted publisher (`npm run publish-site`, run by deploy/hotel-publish.timer every minute)
 * and its rollback (`npm run rollback`). The folder it keeps (PUBLISH_DIR, /srv/hotel-site):
 *
 *   repo.git/               a bare copy of the origin's branch, fetched on every run
 *   releases/<time>-<sha>/  one checkout per built commit, with its node_modules/, dist/ and deploy/
 *   current -> releases/…   the live release; nginx and `npm run serve` read current/dist
 *   publish.lock            the pid of the run that holds it (one build at a time)
 *   failed.json, held.json  the commit that failed, or was rolled back: not built again
 *   feeds-check.json        the calendar feeds as last read between builds (a change rebuilds the live commit)
 *
 * A release goes live only when every check and the build passed, by renaming a new `current`
 * link over the old one; then the server reloads (SIGHUP: it reads the new build with its own
 * headers) and nginx too when its generated configuration changed.
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import path from "node:path";
import {
  failureLine,
  hasScript,
  previousRelease,
  quotedSubject,
  releaseName,
  releasesToRemove,
} from "./publisher-plan";
import { readFeedCache } from "./availability-feeds";
import { markLive } from "./version-json";

export type PublishSettings = {
  dir: string;
  origin?: string;
  branch: string;
  /** Builds the release in its folder; `npm run build` (a cheap stand-in in most tests). */
  build: string;
  /** Installs packages when the lockfile changed. */
  install: string;
  /** SITE_ENV=production for the checks and the build, and the launch check run. */
  production: boolean;
  reloadServer: string;
  reloadNginx: string;
  keep: number;
  /** Whether calendar feeds are set up (AVAILABILITY_FEEDS or AVAILABILITY_FEEDS_FILE, scripts/availability-feeds.ts). */
  feeds: boolean;
  /** Seconds between two readings of the feeds while the branch has nothing new. */
  feedsEvery: number;
};

/** The settings from the environment; each is documented in deploy/hotel-publish.service. */
export function publishSettings(env: Record<string, string | undefined>): PublishSettings {
  return {
    dir: path.resolve(env.PUBLISH_DIR ?? "/srv/hotel-site"),
    origin: env.PUBLISH_ORIGIN,
    branch: env.PUBLISH_BRANCH ?? "main",
    build: env.PUBLISH_BUILD ?? "npm run build",
    install: env.PUBLISH_INSTALL ?? "npm ci --no-audit --no-fund",
    production: env.PUBLISH_PRODUCTION !== "0",
    // The server runs as the same user: a signal needs no privilege.
    reloadServer: env.PUBLISH_RELOAD_SERVER ?? 'kill -HUP "$(systemctl show --property MainPID --value hotel-site)"',
    reloadNginx: env.PUBLISH_RELOAD_NGINX ?? "sudo -n systemctl reload nginx",
    keep: Number(env.PUBLISH_KEEP ?? 3),
    feeds: Boolean(env.AVAILABILITY_FEEDS || env.AVAILABILITY_FEEDS_FILE),
    feedsEvery: Number(env.PUBLISH_FEEDS_EVERY ?? 900),
  };
}

/** A run's outcome: the one line it logs, and its exit status. */
export type Outcome = { line: string; status: number };

const releasesOf = (dir: string) => path.join(dir, "releases");
const publishedMark = ".published.json";
type Published = { commit: string; message: string };

/** Whether a process lives (EPERM: it does, under another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock, or names the live pid holding it; a lock left by a dead run is taken over. */
export function takeLock(dir: string): { release(): void } | { heldBy: number } {
  const file = path.join(dir, "publish.lock");
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return { release: () => rmSync(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(readFileSync(file, "utf8").trim());
      if (pid > 0 && alive(pid)) return { heldBy: pid };
      rmSync(file, { force: true });
    }
  }
  return { heldBy: 0 };
}

/** Runs git on the bare copy; a failure throws git's own last words, on one line. */
function git(dir: string, args: string[]): string {
  const result = spawnSync("git", ["--git-dir", path.join(dir, "repo.git"), ...args], { encoding: "utf8" });
  if (result.status !== 0) {
    const said = `${result.stderr ?? ""}`.trim().split("\n")[0] || result.error?.message;
    throw new Error(`git ${args[0]}: ${said}`);
  }
  return result.stdout.trim();
}

/** Fetches the branch into repo.git (made on the first run); returns its newest commit. */
function fetchBranch(settings: PublishSettings): string {
  const repo = path.join(settings.dir, "repo.git");
  if (!existsSync(repo)) {
    if (!settings.origin) throw new Error("PUBLISH_ORIGIN is not set: the repository to publish from");
    execFileSync("git", ["init", "--quiet", "--bare", repo], { stdio: "ignore" });
    git(settings.dir, ["remote", "add", "origin", settings.origin]);
  }
  const ref = `refs/heads/${settings.branch}`;
  git(settings.dir, ["fetch", "--quiet", "--force", "origin", `+${ref}:${ref}`]);
  return git(settings.dir, ["rev-parse", ref]);
}

/** The live release's folder name, if one is live. */
export function liveRelease(dir: string): string | undefined {
  try {
    return path.basename(readlinkSync(path.join(dir, "current")));
  } catch {
    return undefined;
  }
}

function readPublished(dir: string, name: string): Published | undefined {
  const file = path.join(releasesOf(dir), name, publishedMark);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Published) : undefined;
}

/** The kept releases that went live once (a half-made one has no mark). */
function publishedReleases(dir: string): string[] {
  if (!existsSync(releasesOf(dir))) return [];
  return readdirSync(releasesOf(dir)).filter((name) => readPublished(dir, name));
}

function readMark(dir: string, file: string): { commit: string; line?: string } | undefined {
  const full = path.join(dir, file);
  return existsSync(full) ? (JSON.parse(readFileSync(full, "utf8")) as { commit: string; line?: string }) : undefined;
}

/** Runs a shell command in a folder; its status and output (stdout and stderr together). */
function shell(command: string, cwd: string, env: Record<string, string> = {}) {
  const result = spawnSync("sh", ["-c", `${command} 2>&1`], {
    cwd,
    env: { ...process.env, ...env },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return { ok: result.status === 0, output: `${result.stdout ?? ""}${result.error?.message ?? ""}` };
}

/** Removes a release folder and git's note of its checkout. */
function removeRelease(dir: string, name: string) {
  rmSync(path.join(releasesOf(dir), name), { recursive: true, force: true });
  git(dir, ["worktree", "prune"]);
}

/** Removes what a killed run left half-made: release folders that never went live. */
function removeUnfinished(dir: string) {
  if (!existsSync(releasesOf(dir))) return;
  const live = liveRelease(dir);
  for (const name of readdirSync(releasesOf(dir)))
    if (name !== live && !readPublished(dir, name)) removeRelease(dir, name);
}

/** The release's packages: the live release's, hard-linked, when the lockfile is the same; else installed. */
function providePackages(settings: PublishSettings, release: string) {
  const live = liveRelease(settings.dir);
  const previous = live && path.join(releasesOf(settings.dir), live);
  const lock = (folder: string) => readFileSync(path.join(folder, "package-lock.json"), "utf8");
  const same =
    previous &&
    existsSync(path.join(previous, "node_modules")) &&
    existsSync(path.join(previous, "package-lock.json")) &&
    lock(previous) === lock(release);
  if (same) {
    // Hard links: no copy of the bytes, and deleting the older release leaves these whole.
    const linked = shell(`cp -al ${JSON.stringify(path.join(previous, "node_modules"))} node_modules`, release);
    return { ...linked, step: "packages (reused)" };
  }
  return { ...shell(settings.install, release), step: "packages (installed)" };
}

/** The steps that must all pass before a release goes live: content check, launch check, build. */
function checksAndBuild(settings: PublishSettings, release: string) {
  const served = path.join(settings.dir, "current", "dist");
  const env: Record<string, string> = {
    SERVED_DIR: served,
    ...(settings.production ? { SITE_ENV: "production" } : {}),
  };
  const packageJson = readFileSync(path.join(release, "package.json"), "utf8");
  const steps: [string, string][] = [];
  if (hasScript(packageJson, "content-check")) steps.push(["content check", "npm run --silent content-check"]);
  if (settings.production && hasScript(packageJson, "launch-check"))
    steps.push(["launch check", "npm run --silent launch-check"]);
  steps.push(["build", settings.build]);
  for (const [step, command] of steps) {
    const result = shell(command, release, env);
    if (!result.ok) return { ok: false, step, output: result.output };
    if (step === "build" && !existsSync(path.join(release, "dist", "index.html")))
      return { ok: false, step, output: "the build wrote no dist/index.html" };
  }
  return { ok: true, step: "", output: "" };
}

/** The generated nginx files of a release, to tell whether nginx must reload. */
function nginxFiles(release: string | undefined): string {
  if (!release) return "";
  const deploy = path.join(release, "deploy");
  if (!existsSync(deploy)) return "";
  return readdirSync(deploy)
    .filter((file) => /^nginx-.*\.conf$/.test(file))
    .sort()
    .map((file) => `${file}\n${readFileSync(path.join(deploy, file), "utf8")}`)
    .join("\n");
}

/**
 * Makes a release live: its /version.json marked live now, a new `current` link renamed over the
 * old (atomic: a reader sees the old release or the new, never neither), then the server reloaded,
 * and nginx when its generated configuration differs. Returns what was reloaded, or why not.
 */
export function swapIn(settings: PublishSettings, name: string): { notes: string[]; ok: boolean } {
  const release = path.join(releasesOf(settings.dir), name);
  const was = liveRelease(settings.dir);
  const nginxBefore = nginxFiles(was && path.join(releasesOf(settings.dir), was));
  if (existsSync(path.join(release, "dist", "version.json"))) markLive(path.join(release, "dist"), new Date());
  const link = path.join(settings.dir, "current");
  rmSync(`${link}.next`, { force: true });
  symlinkSync(path.join("releases", name), `${link}.next`);
  renameSync(`${link}.next`, link);
  const notes: string[] = [];
  let ok = true;
  const reload = (what: string, command: string) => {
    if (!command) return;
    const result = shell(command, settings.dir);
    notes.push(result.ok ? `${what} reloaded` : `${what} NOT reloaded (${result.output.trim().split("\n").at(-1)})`);
    ok &&= result.ok;
  };
  reload("server", settings.reloadServer);
  if (nginxFiles(release) !== nginxBefore) reload("nginx", settings.reloadNginx);
  return { notes, ok };
}

/** Deletes all but the newest kept releases (never the live one). */
function pruneReleases(settings: PublishSettings) {
  for (const name of releasesToRemove(publishedReleases(settings.dir), liveRelease(settings.dir), settings.keep))
    removeRelease(settings.dir, name);
}

/** The feeds' marks a release's build read (scripts/availability-feeds.ts), under the release. */
const feedMarksFile = (release: string) => path.join(release, ".cache", "availability-feeds.json");

/**
 * The live release's feed marks, put in the new release before its build: a feed that fails there
 * keeps the nights the live site shows (a release folder starts empty).
 */
function carryFeedMarks(dir: string, release: string) {
  const live = liveRelease(dir);
  const marks = live && feedMarksFile(path.join(releasesOf(dir), live));
  if (!marks || !existsSync(marks)) return;
  mkdirSync(path.dirname(feedMarksFile(release)), { recursive: true });
  copyFileSync(marks, feedMarksFile(release));
}

/** What of the feeds' marks a page shows: the marks and their day. */
function shownFeedMarks(file: string): string {
  if (!existsSync(file)) return "";
  const { asOf, marks } = JSON.parse(readFileSync(file, "utf8")) as { asOf?: string; marks?: unknown };
  return JSON.stringify({ asOf, marks });
}

/**
 * Whether the calendar feeds now say other than the live site (other nights, or a later day): read
 * by the live release's own script into feeds-check.json, at most every `feedsEvery` seconds.
 */
function feedsChanged(settings: PublishSettings, live: string): boolean {
  const release = path.join(releasesOf(settings.dir), live);
  if (!settings.feeds || !existsSync(path.join(release, "scripts", "availability-feeds.ts"))) return false;
  const check = path.join(settings.dir, "feeds-check.json");
  if (existsSync(check) && Date.now() - statSync(check).mtimeMs < settings.feedsEvery * 1000) return false;
  rmSync(check, { force: true });
  if (existsSync(feedMarksFile(release))) copyFileSync(feedMarksFile(release), check);
  shell(
    `${JSON.stringify(process.execPath)} --import tsx scripts/availability-feeds.ts --cache ${JSON.stringify(check)}`,
    release,
  );
  const changed = shownFeedMarks(check) !== shownFeedMarks(feedMarksFile(release));
  // The file's time says when the feeds were last read, also when no marks came of it.
  writeFileSync(check, existsSync(check) ? readFileSync(check) : "{}\n");
  return changed;
}

/**
 * What the live line says of the calendar feeds a release's build could not read (their last good
 * nights were kept): the operator reading the log sees it without running the launch check.
 */
function unreadFeedsNote(release: string): string[] {
  const unread = (readFeedCache(feedMarksFile(release))?.feeds ?? []).filter((feed) => feed.failed).length;
  if (unread === 0) return [];
  const feeds = unread === 1 ? "1 calendar feed" : `${unread} calendar feeds`;
  return [`WARNING: ${feeds} not read, last good nights kept (npm run launch-check names them)`];
}

/** Builds one commit in a fresh release folder and, if everything passes, makes it live. */
function publishCommit(settings: PublishSettings, commit: string, why = ""): Outcome {
  const message = git(settings.dir, ["log", "-1", "--format=%B", commit]);
  const name = releaseName(new Date(), commit);
  const release = path.join(releasesOf(settings.dir), name);
  mkdirSync(releasesOf(settings.dir), { recursive: true });
  git(settings.dir, ["worktree", "add", "--quiet", "--detach", release, commit]);
  carryFeedMarks(settings.dir, release);
  const started = performance.now();
  const packages = providePackages(settings, release);
  const built = packages.ok ? checksAndBuild(settings, release) : { ...packages, ok: false };
  if (!built.ok) {
    const line = failureLine(commit, message, built.step, built.output);
    writeFileSync(path.join(settings.dir, "failed.json"), `${JSON.stringify({ commit, line })}\n`);
    writeFileSync(path.join(settings.dir, "last-failure.log"), `${line}\n\n${built.output}`);
    removeRelease(settings.dir, name);
    return { line, status: 1 };
  }
  writeFileSync(path.join(release, publishedMark), `${JSON.stringify({ commit, message } satisfies Published)}\n`);
  const swapped = swapIn(settings, name);
  pruneReleases(settings);
  rmSync(path.join(settings.dir, "failed.json"), { force: true });
  const seconds = Math.round((performance.now() - started) / 1000);
  const notes = [...swapped.notes, ...unreadFeedsNote(release)];
  const line = `publish: LIVE ${commit.slice(0, 12)} ${quotedSubject(message)} (${why}release ${name}, ${seconds} s, ${packages.step}; ${notes.join(", ") || "nothing to reload"})`;
  return { line, status: swapped.ok ? 0 : 1 };
}

/** One publisher run: fetch, and build and swap in a new commit. Quiet (an empty line) when nothing changed. */
export function publish(settings: PublishSettings): Outcome {
  mkdirSync(settings.dir, { recursive: true });
  const lock = takeLock(settings.dir);
  if ("heldBy" in lock)
    return { line: `publish: another run (pid ${lock.heldBy}) holds the lock; not building`, status: 0 };
  try {
    removeUnfinished(settings.dir);
    const commit = fetchBranch(settings);
    const live = liveRelease(settings.dir);
    if (live && readPublished(settings.dir, live)?.commit === commit)
      return feedsChanged(settings, live)
        ? publishCommit(settings, commit, "the calendar feeds changed; ")
        : { line: "", status: 0 };
    if (readMark(settings.dir, "held.json")?.commit === commit) return { line: "", status: 0 };
    const failed = readMark(settings.dir, "failed.json");
    // A failed commit is not built again every minute: the unit goes on showing its failure.
    if (failed?.commit === commit) return { line: failed.line ?? `publish: FAILED ${commit.slice(0, 12)}`, status: 1 };
    return publishCommit(settings, commit);
  } catch (error) {
    return {
      line: `publish: FAILED: ${(error as Error).message.split("\n")[0]}; the live site is unchanged`,
      status: 1,
    };
  } finally {
    lock.release();
  }
}

/**
 * Puts the release before the live one back, and holds the branch's commit that was live, so the
 * next run does not build it again (a new commit is published as usual).
 */
export function rollback(settings: PublishSettings): Outcome {
  const lock = takeLock(settings.dir);
  if ("heldBy" in lock)
    return { line: `rollback: a publisher run (pid ${lock.heldBy}) holds the lock; try again`, status: 1 };
  try {
    const live = liveRelease(settings.dir);
    const previous = previousRelease(publishedReleases(settings.dir), live);
    if (!live || !previous) return { line: "rollback: no earlier release is kept; nothing changed", status: 1 };
    const was = readPublished(settings.dir, live)!;
    const back = readPublished(settings.dir, previous)!;
    writeFileSync(path.join(settings.dir, "held.json"), `${JSON.stringify({ commit: was.commit })}\n`);
    const swapped = swapIn(settings, previous);
    const line = `rollback: LIVE ${back.commit.slice(0, 12)} ${quotedSubject(back.message)} (release ${previous}; was ${was.commit.slice(0, 12)}; ${swapped.notes.join(", ") || "nothing to reload"})`;
    return { line, status: swapped.ok ? 0 : 1 };
  } finally {
    lock.release();
  }
}
