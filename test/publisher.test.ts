/**
 * The publisher (scripts/publisher.ts) against a local bare repository as the origin, holding a copy
 * of this site, and the production server (server/serve.ts) serving the `current` link it swaps.
 * Most runs build with a cheap stand-in (test/publish-stand-in.ts); one runs the real build, for
 * the room page's price and the CSP of real pages. Each run's log line is printed for the record.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { createServer as createHttpServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../server/http-headers";
import { repoRoot, siteCopy, type SiteCopy } from "./site-copy";

const work = mkdtempSync(path.join(tmpdir(), "publisher-"));
const origin = path.join(work, "origin.git");
const base = path.join(work, "site");
const buildLog = path.join(work, "builds.log");
const nginxReloads = path.join(work, "nginx-reloads");
const standIn = `${path.join(repoRoot, "node_modules", ".bin", "tsx")} ${path.join(repoRoot, "test", "publish-stand-in.ts")}`;
const logLines: string[] = [];
/** The Deluxe Room's calendar feed, served at a secret-looking address; the file it serves may change. */
const feedFixtures = path.join(repoRoot, "test", "fixtures", "feeds");
const feed = { file: "google-all-day.ics", server: undefined as Server | undefined, url: "" };
const feedEnv = () => ({ AVAILABILITY_FEEDS: JSON.stringify({ deluxe: feed.url }) });

let copy: SiteCopy;
let server: ChildProcess | undefined;
let port = 0;

function git(args: string[]): string {
  const result = spawnSync("git", args, { cwd: copy.root, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout.trim();
}

/** Commits a change to the site's copy and pushes it to the origin; returns the commit. */
function commit(message: string, change: () => void): string {
  change();
  git(["add", "-A"]);
  git(["commit", "--quiet", "-m", message]);
  git(["push", "--quiet", "origin", "main"]);
  return git(["rev-parse", "HEAD"]);
}

function publisherEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    PUBLISH_DIR: base,
    PUBLISH_ORIGIN: origin,
    PUBLISH_BRANCH: "main",
    // The demo content still holds the sample facts the launch check refuses.
    PUBLISH_PRODUCTION: "0",
    PUBLISH_BUILD: standIn,
    PUBLISH_INSTALL: `echo installed >> ${JSON.stringify(buildLog)} && ln -s ${JSON.stringify(path.join(repoRoot, "node_modules"))} node_modules`,
    PUBLISH_RELOAD_SERVER: server?.pid ? `kill -HUP ${server.pid}` : "",
    PUBLISH_RELOAD_NGINX: `echo reload >> ${JSON.stringify(nginxReloads)}`,
    STAND_IN_LOG: buildLog,
    ...extra,
  };
}

type Run = { status: number | null; line: string; child: ChildProcess; done: Promise<void> };

/** Starts `npm run publish-site` (or rollback) as its own process group; `done` when it exits. */
function start(script: "publish" | "rollback", extra: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, ["--import", "tsx", path.join("scripts", `${script}.ts`)], {
    cwd: repoRoot,
    env: { ...process.env, ...publisherEnv(extra) },
    detached: true,
  });
  const run: Run = { status: null, line: "", child, done: Promise.resolve() };
  child.stdout!.on("data", (chunk) => (run.line += chunk));
  child.stderr!.on("data", (chunk) => (run.line += chunk));
  run.done = new Promise((resolve) =>
    child.on("close", (status) => {
      run.status = status;
      run.line = run.line.trim();
      if (run.line) logLines.push(run.line);
      resolve();
    }),
  );
  return run;
}

async function runOnce(script: "publish" | "rollback", extra: Record<string, string> = {}) {
  const run = start(script, extra);
  await run.done;
  return run;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const site = (url: string) => fetch(`http://127.0.0.1:${port}${url}`);
const liveCommit = async () => ((await (await site("/version.json")).json()) as { commit: string }).commit;

/** Waits until the server answers with this commit (the reload is a signal: it lands a moment later). */
async function untilLive(commit: string) {
  for (let i = 0; i < 100 && (await liveCommit()) !== commit; i += 1) await new Promise((r) => setTimeout(r, 100));
  return liveCommit();
}

async function startServer() {
  port = await freePort();
  server = spawn(process.execPath, ["--import", "tsx", path.join("server", "serve.ts")], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DIST_DIR: path.join(base, "current", "dist"),
      PORT: String(port),
      HOST: "127.0.0.1",
      ACCESS_LOG: "0",
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 300; i += 1) {
    if (
      await site("/healthz").then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not start");
}

const builds = () => (existsSync(buildLog) ? readFileSync(buildLog, "utf8") : "");
/** The Deluxe Room's weekday rate, its price on the pages (rates.json, as the editor's Room rates write it). */
const setRoomPrice = (price: number) =>
  copy.editJson("rates.json", (rates) => void ((rates.rooms as { room: string; base: number }[])[0]!.base = price));

async function startFeedServer() {
  feed.server = createHttpServer((_, response) => {
    const file = path.join(feedFixtures, feed.file);
    if (!existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": "text/calendar" }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => feed.server!.listen(0, "127.0.0.1", resolve));
  const address = feed.server.address();
  feed.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/calendar/ical/secret-token/basic.ics`;
}

/** Every text file a build wrote (the precompressed copies hold the same words). */
function builtTexts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|js|mjs|css|json|xml|txt|webmanifest|svg)$/.test(entry.name))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), "utf8"));
}

let first = "";
beforeAll(async () => {
  await startFeedServer();
  copy = siteCopy("publish-origin-");
  copyFileSync(path.join(repoRoot, "package-lock.json"), path.join(copy.root, "package-lock.json"));
  writeFileSync(path.join(copy.root, ".gitignore"), "node_modules\ndist/\ndist-cache/\n");
  git(["init", "--quiet", "-b", "main"]);
  git(["config", "user.email", "owner@hotel.test"]);
  git(["config", "user.name", "Owner"]);
  spawnSync("git", ["init", "--quiet", "--bare", "-b", "main", origin]);
  git(["remote", "add", "origin", origin]);
  first = commit("The site as it is", () => undefined);
  const run = await runOnce("publish");
  expect(run.line).toMatch(/^publish: LIVE /);
  await startServer();
}, 120_000);

afterAll(async () => {
  server?.kill("SIGTERM");
  feed.server?.close();
  console.info(`The publisher's log lines, case by case:\n${logLines.join("\n")}`);
  copy?.remove();
  rmSync(work, { recursive: true, force: true });
}, 60_000);

describe("the publisher, with a local bare repository as the origin", () => {
  it("serves the first commit it published, and stays quiet while the branch has nothing new", async () => {
    expect(await liveCommit()).toBe(first);
    const run = await runOnce("publish");
    expect(run).toMatchObject({ status: 0, line: "" });
    expect(builds().match(/^start /gm)).toHaveLength(1);
  });

  it("does not let two runs at once both build; installs packages only when the lockfile changed", async () => {
    const next = commit("A lockfile change", () =>
      writeFileSync(
        path.join(copy.root, "package-lock.json"),
        `${readFileSync(path.join(copy.root, "package-lock.json"), "utf8")}\n`,
      ),
    );
    // The run that holds the lock builds until the other has ended, refused: no fixed wait to guess.
    const go = path.join(work, "go");
    const runs = [start("publish", { STAND_IN_WAIT_FOR: go }), start("publish", { STAND_IN_WAIT_FOR: go })];
    await Promise.race(runs.map((run) => run.done));
    writeFileSync(go, "");
    await Promise.all(runs.map((run) => run.done));
    expect(builds().match(new RegExp(`^start ${next}$`, "gm"))).toHaveLength(1);
    expect(runs.map((run) => run.status)).toEqual([0, 0]);
    expect(runs.map((run) => run.line).join("\n")).toMatch(/holds the lock; not building/);
    expect(runs.map((run) => run.line).join("\n")).toMatch(/LIVE .*packages \(installed\)/);
    expect(await untilLive(next)).toBe(next);
  }, 120_000);

  it("leaves the live site and /version.json as they were when a content file is broken, naming the file and the field", async () => {
    const live = await liveCommit();
    const page = await (await site("/")).text();
    const broken = commit("A weekend rate typed as words", () =>
      copy.editJson(
        "rates.json",
        (rates) => void ((rates.rooms as { weekend: unknown }[])[0]!.weekend = "three hundred"),
      ),
    );
    const run = await runOnce("publish");
    expect(run.status).toBe(1);
    expect(run.line.split("\n")).toHaveLength(1);
    expect(run.line).toContain(broken.slice(0, 12));
    expect(run.line).toMatch(/content check: src\/content\/rates\.json: rooms\.0\.weekend: /);
    expect(builds()).not.toContain(`start ${broken}`);
    expect(await liveCommit()).toBe(live);
    expect(await (await site("/")).text()).toBe(page);
    // The next minute's run does not build it again, and still fails.
    const again = await runOnce("publish");
    expect(again).toMatchObject({ status: 1, line: run.line });
  }, 120_000);

  it("keeps the live site whole when a build is killed half-way, and the next run publishes", async () => {
    const live = await liveCommit();
    const page = await (await site("/")).text();
    const next = commit("The weekend rate fixed", () =>
      copy.editJson("rates.json", (rates) => void ((rates.rooms as { weekend: unknown }[])[0]!.weekend = 339)),
    );
    const run = start("publish", { STAND_IN_SLEEP: "60" });
    for (let i = 0; i < 600 && !builds().includes(`start ${next}`); i += 1)
      await new Promise((r) => setTimeout(r, 100));
    process.kill(-run.child.pid!, "SIGKILL");
    await run.done;
    expect(await liveCommit()).toBe(live);
    expect(await (await site("/")).text()).toBe(page);
    expect((await site("/404-nothing-here")).status).toBe(404);
    const after = await runOnce("publish");
    expect(after.line).toMatch(/^publish: LIVE .*packages \(reused\)/);
    expect(await untilLive(next)).toBe(next);
  }, 120_000);

  it("after a rate change and a changed inline script, serves the new price with /version.json naming the commit, under a CSP that matches the new pages", async () => {
    const before = inlineScriptHashes(await (await site("/")).text());
    const next = commit("Deluxe at 311 a night; the boot script marks its version", () => {
      setRoomPrice(311);
      const theme = path.join(copy.root, "src", "page-scripts", "theme.ts");
      writeFileSync(
        theme,
        readFileSync(theme, "utf8").replace('d.classList.add("js");', 'd.classList.add("js");d.dataset.v="2";'),
      );
    });
    // The Deluxe Room's calendar feed is read by the build too: its nights are on the booking page.
    const run = await runOnce("publish", { PUBLISH_BUILD: "DIST_DIR=dist npm run build", ...feedEnv() });
    expect(run.line).toMatch(/^publish: LIVE /);
    expect(run.line).toMatch(/nginx reloaded/);
    expect(await untilLive(next)).toBe(next);
    const room = await site("/rooms/deluxe");
    const html = await room.text();
    expect(html).toMatch(/\$311\b/);
    expect(html).toMatch(/\.dataset\.v="2"/);
    const csp = room.headers.get("content-security-policy")!;
    for (const hash of inlineScriptHashes(html)) expect(csp).toContain(`'${hash}'`);
    for (const hash of before) expect(csp, "the previous build's scripts are no longer allowed").not.toContain(hash);
    const scriptSources = /script-src ([^;]*)/.exec(csp)![1]!.match(/'sha256-[^']+'/g) ?? [];
    expect(scriptSources.length).toBeGreaterThan(0);
    expect((await site("/version.json")).headers.get("cache-control")).toBe("no-store");
    // The generated nginx files name the served link, never the release folder they were built in.
    const deploy = path.join(base, "current", "deploy");
    expect(readFileSync(path.join(deploy, "nginx-example-https.conf"), "utf8")).toContain(
      `root ${path.join(base, "current", "dist")};`,
    );
    for (const file of readdirSync(deploy))
      expect(readFileSync(path.join(deploy, file), "utf8")).not.toContain("releases");
    // The feed's 20 April (the owner's own marks hold 9 and 10 April), and no guest's name anywhere.
    expect(await (await site("/booking")).text()).toContain("2028-04-20");
    for (const text of builtTexts(path.join(base, "current", "dist"))) expect(text).not.toContain("Rajesh");
  }, 900_000);

  it("puts the previous build back on rollback, and the next run does not publish the rolled-back commit again", async () => {
    const rolledBack = await liveCommit();
    const previous = git(["rev-parse", "HEAD~1"]);
    const run = await runOnce("rollback");
    expect(run.line).toMatch(new RegExp(`^rollback: LIVE ${previous.slice(0, 12)} .*was ${rolledBack.slice(0, 12)}`));
    expect(await untilLive(previous)).toBe(previous);
    expect(await (await site("/")).text()).toContain('"weekend": 339');
    const next = await runOnce("publish");
    expect(next).toMatchObject({ status: 0, line: "" });
    expect(await liveCommit()).toBe(previous);
  }, 120_000);

  it("runs the commit's launch check in production, under SITE_ENV=production, and publishes nothing it refuses", async () => {
    const live = await liveCommit();
    const refused = commit("A launch check that finds the sample WhatsApp number", () => {
      const file = path.join(copy.root, "package.json");
      const pkg = JSON.parse(readFileSync(file, "utf8")) as { scripts: Record<string, string> };
      pkg.scripts["launch-check"] =
        "echo SITE_ENV=$SITE_ENV && echo 'src/content/site.json: whatsapp: still the sample number' && exit 1";
      writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
    });
    const run = await runOnce("publish", { PUBLISH_PRODUCTION: "1" });
    expect(run.status).toBe(1);
    expect(run.line).toBe(
      `publish: FAILED ${refused.slice(0, 12)} "A launch check that finds the sample WhatsApp number": launch check: src/content/site.json: whatsapp: still the sample number; the live site is unchanged`,
    );
    expect(readFileSync(path.join(base, "last-failure.log"), "utf8")).toContain("SITE_ENV=production");
    expect(builds()).not.toContain(`start ${refused}`);
    expect(await liveCommit()).toBe(live);
  }, 120_000);

  it("rebuilds the live commit when its calendar feed changes, and stays quiet while the feed says the same", async () => {
    const next = commit("The launch check as it was", () =>
      copyFileSync(path.join(repoRoot, "package.json"), path.join(copy.root, "package.json")),
    );
    // The stand-in build, after the feeds are read as `npm run build` reads them.
    const withFeeds = {
      ...feedEnv(),
      PUBLISH_FEEDS_EVERY: "0",
      PUBLISH_BUILD: `${process.execPath} --import tsx scripts/availability-feeds.ts && ${standIn}`,
    };
    feed.file = "google-all-day.ics";
    expect((await runOnce("publish", withFeeds)).line).toMatch(/^publish: LIVE /);
    expect(await untilLive(next)).toBe(next);
    expect(await (await site("/")).text()).toContain('"from":"2028-04-20"');
    feed.file = "beds24-unavaildates.ics";
    const changed = await runOnce("publish", withFeeds);
    expect(changed.line).toMatch(new RegExp(`^publish: LIVE ${next.slice(0, 12)} .*\\(the calendar feeds changed; `));
    for (let i = 0; i < 100 && (await (await site("/")).text()).includes("2028-04-20"); i += 1)
      await new Promise((r) => setTimeout(r, 100));
    const page = await (await site("/")).text();
    expect(page).toContain('"from":"2028-05-01","to":"2028-05-03"');
    expect(page).not.toContain("2028-04-20");
    expect(await liveCommit()).toBe(next);
    expect(await runOnce("publish", withFeeds)).toMatchObject({ status: 0, line: "" });
    // A feed that stops answering: the next commit goes live with its last good nights, and the
    // live line says so (the launch check names the feed).
    feed.file = "gone.ics";
    const later = commit("A later change", () => writeFileSync(path.join(copy.root, "NOTES.md"), "later\n"));
    const unread = await runOnce("publish", withFeeds);
    expect(unread.line).toMatch(
      new RegExp(`^publish: LIVE ${later.slice(0, 12)} .*WARNING: 1 calendar feed not read, last good nights kept`),
    );
    expect(await untilLive(later)).toBe(later);
    expect(await (await site("/")).text()).toContain('"from":"2028-05-01","to":"2028-05-03"');
  }, 120_000);

  it("keeps the last three builds", () => {
    expect(readdirSync(path.join(base, "releases"))).toHaveLength(3);
  });
});
