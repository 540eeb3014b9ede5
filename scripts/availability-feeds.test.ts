/**
 * scripts/availability-feeds.ts as the build runs it (a child process, so its time zone is its own),
 * against a local server that serves the fixture feeds under secret-looking addresses, then fails
 * them: a 404, no answer, 20 MB, a page that is no calendar.
 */
import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedLaunchItems, readFeedCache, type FeedCache } from "./availability-feeds";

const repoRoot = path.join(import.meta.dirname, "..");
const fixtures = path.join(repoRoot, "test", "fixtures", "feeds");
const work = mkdtempSync(path.join(tmpdir(), "feeds-"));
/** What a feed address carries that only the hotel may know. */
const secrets = ["s3cr3t-deluxe-token", "privateKeyPremium", "QUERYSECRET"];
/** Names the fixtures' summaries and descriptions hold. */
const guests = ["Rajesh", "Sharma", "98260"];

type Behaviour = { file: string } | "404" | "silent" | "20 MB" | "html";
const served = new Map<string, Behaviour>();
const bigDownload = { started: false, finished: false };
let server: Server;
let origin = "";

/** 20 MB of calendar lines, 64 KB at a time, yielding between writes so the other feeds are served meanwhile. */
function serveBig(response: ServerResponse) {
  bigDownload.started = true;
  response.writeHead(200, { "content-type": "text/calendar" });
  response.write("BEGIN:VCALENDAR\r\n");
  const chunk = Buffer.from(`X-FILLER:${"x".repeat(65_524)}\r\n`);
  let sent = 0;
  const more = () => {
    if (sent >= 20_000_000) return void response.end(() => (bigDownload.finished = true));
    sent += chunk.length;
    if (response.write(chunk)) setImmediate(more);
    else response.once("drain", more);
  };
  more();
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const behaviour = served.get(new URL(request.url!, "http://x").pathname);
    if (!behaviour || behaviour === "404") return void response.writeHead(404).end("Not Found");
    if (behaviour === "silent") return;
    if (behaviour === "20 MB") return serveBig(response);
    if (behaviour === "html") return void response.writeHead(200).end("<html>Sign in</html>");
    response.writeHead(200, { "content-type": "text/calendar" }).end(readFileSync(path.join(fixtures, behaviour.file)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
  rmSync(work, { recursive: true, force: true });
});

const deluxePath = `/calendar/ical/${secrets[0]}/basic.ics`;
const suitePath = `/ical/weekly/${secrets[1]}`;
const premiumPaths = ["beds24", "no-dtend", "floating", "cancelled"].map((name) => `/ical/${name}/${secrets[1]}`);
const feeds = () => ({
  deluxe: `${origin}${deluxePath}?key=${secrets[2]}`,
  premium: premiumPaths.map((feed) => `${origin}${feed}?key=${secrets[2]}`),
  "executive-suite": `${origin}${suitePath}`,
});

/** One run of the script, as the build starts it; its output, stdout and stderr. */
function runFeeds(cache: string, env: Record<string, string>, now: string): Promise<{ out: string; err: string }> {
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/availability-feeds.ts", "--cache", cache, "--now", now],
      { cwd: repoRoot, env: { ...process.env, ...env } },
      (error, out, err) => (error ? reject(error) : resolve({ out, err })),
    ),
  );
}

const firstRead = "2026-12-03T06:00:00Z";
const expectedMarks = [
  ["deluxe", "2028-04-09", "2028-04-10"],
  ["deluxe", "2028-04-20", "2028-04-20"],
  ["premium", "2028-05-01", "2028-05-03"],
  ["premium", "2028-05-15", "2028-05-15"],
  ["premium", "2028-06-01", "2028-06-01"],
  ["premium", "2028-06-10", "2028-06-10"],
  ["premium", "2028-07-01", "2028-07-02"],
  ["premium", "2028-07-10", "2028-07-10"],
  ["premium", "2028-07-16", "2028-07-16"],
  ["premium", "2028-07-21", "2028-07-21"],
  ["premium", "2028-08-05", "2028-08-05"],
].map(([room, from, to]) => ({ room, from, to, status: "sold-out" }));
const in2028 = (cache: FeedCache) =>
  cache.marks.filter((mark) => mark.room !== "executive-suite" && mark.from >= "2028-04-01" && mark.to < "2028-09-01");
const suiteIn = (cache: FeedCache, month: string) =>
  cache.marks.filter((mark) => mark.room === "executive-suite" && mark.from.startsWith(month));

describe("the calendar feeds read before the build", () => {
  let good: FeedCache;

  beforeAll(async () => {
    served.set(deluxePath, { file: "google-all-day.ics" });
    served.set(suitePath, { file: "weekly-rrule.ics" });
    ["beds24-unavaildates", "no-dtend", "floating-tzid", "cancelled"].forEach((file, i) =>
      served.set(premiumPaths[i]!, { file: `${file}.ics` }),
    );
  });

  it("gives the same sold-out marks whether the server runs on Los Angeles' or Indore's clock, as of the reading", async () => {
    const env = { AVAILABILITY_FEEDS: JSON.stringify(feeds()) };
    const caches = ["America/Los_Angeles", "Asia/Kolkata"].map((zone) =>
      path.join(work, `${zone.replace("/", "-")}.json`),
    );
    const [la, kolkata] = await Promise.all(
      ["America/Los_Angeles", "Asia/Kolkata"].map((TZ, i) => runFeeds(caches[i]!, { ...env, TZ }, firstRead)),
    );
    expect(la!.out).toMatch(/availability as of 2026-12-03/);
    good = readFeedCache(caches[0]!)!;
    expect(readFeedCache(caches[1]!)).toEqual(good);
    expect(kolkata!.err).toBe("");
    expect(good.asOf).toBe("2026-12-03");
    expect(in2028(good)).toEqual(expectedMarks);
    // The weekly rules: Saturdays in September but the excluded and the cancelled one, and every Sunday.
    expect(suiteIn(good, "2028-09").map((m) => `${m.from}/${m.to}`)).toEqual([
      "2028-09-02/2028-09-03",
      "2028-09-09/2028-09-10",
      "2028-09-17/2028-09-17",
      "2028-09-24/2028-09-24",
      "2028-09-30/2028-10-01",
    ]);
    // Every Sunday from the first night read to the horizon, 750 days on, and none before.
    expect(suiteIn(good, "2026-12")[0]!.from).toBe("2026-12-06");
    expect(good.marks.at(-1)!.to <= "2028-12-22").toBe(true);
  }, 60_000);

  it("writes and prints no guest's name and no part of a feed's secret address", async () => {
    const cache = path.join(work, "names.json");
    const run = await runFeeds(cache, { AVAILABILITY_FEEDS: JSON.stringify(feeds()) }, firstRead);
    const written = `${readFileSync(cache, "utf8")}${run.out}${run.err}`;
    for (const word of [...guests, ...secrets, "basic.ics"]) expect(written).not.toContain(word);
  }, 60_000);

  it("keeps each failing feed's last good marks and their date, warning without the secret (404, no answer, 20 MB, no calendar)", async () => {
    const cache = path.join(work, "failing.json");
    copyFileSync(path.join(work, "America-Los_Angeles.json"), cache);
    served.set(deluxePath, "404");
    served.set(premiumPaths[0]!, "silent");
    served.set(premiumPaths[1]!, "20 MB");
    served.set(premiumPaths[2]!, "html");
    // The addresses from a file outside the repository this time, as on the hotel's server.
    const file = path.join(work, "feeds.json");
    writeFileSync(file, JSON.stringify(feeds()));
    const env = { AVAILABILITY_FEEDS_FILE: file, AVAILABILITY_FEEDS_TIMEOUT_MS: "3000" };
    const run = await runFeeds(cache, env, "2026-12-05T06:00:00Z");
    const after = readFeedCache(cache)!;
    expect(in2028(after)).toEqual(expectedMarks);
    expect(after.asOf).toBe("2026-12-03");
    const warnings = run.err.trim().split("\n");
    expect(warnings).toEqual([
      "availability feeds: WARNING: the Deluxe feed (127.0.0.1:" +
        origin.split(":")[2] +
        "): HTTP 404; keeping its marks as read on 2026-12-03",
      expect.stringMatching(/the Premium feed 1 .*: no answer within 3 s; keeping its marks as read on 2026-12-03$/),
      expect.stringMatching(/the Premium feed 2 .*: larger than 5 MB; keeping its marks as read on 2026-12-03$/),
      expect.stringMatching(/the Premium feed 3 .*: not a calendar that can be read; keeping its marks/),
    ]);
    expect(bigDownload).toEqual({ started: true, finished: false });
    const items = feedLaunchItems(after);
    expect(items.map((item) => `${item.level} ${item.field}`)).toEqual([
      "warning feeds.deluxe-1",
      "warning feeds.premium-1",
      "warning feeds.premium-2",
      "warning feeds.premium-3",
    ]);
    expect(items[0]!.why).toMatch(
      /could not be read on 2026-12-05 \(HTTP 404\): the site shows its marks as read on 2026-12-03/,
    );
    const said = `${run.out}${run.err}${JSON.stringify(items)}${readFileSync(cache, "utf8")}`;
    for (const word of [...secrets, "basic.ics", file]) expect(said).not.toContain(word);
  }, 60_000);
});
