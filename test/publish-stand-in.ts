/**
 * A cheap stand-in for `npm run build`, for the publisher's tests that need a build but not real
 * pages: in the release folder it writes a tiny site whose page and inline script carry the
 * commit's rates and the calendar feeds' marks (.cache/availability-feeds.json, when the feeds
 * were read before it), its /version.json and a generated nginx file. STAND_IN_LOG gets a line when a
 * build starts and one when it ends; STAND_IN_SLEEP makes it take that many seconds in between, and
 * STAND_IN_WAIT_FOR until that file exists (at most a minute).
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gitIn, siteVersion, writeSiteVersion } from "../scripts/version-json";

const root = process.cwd();
const log = (line: string) => process.env.STAND_IN_LOG && appendFileSync(process.env.STAND_IN_LOG, `${line}\n`);
const version = siteVersion(process.env, gitIn(root), new Date());
log(`start ${version.commit}`);
await new Promise((resolve) => setTimeout(resolve, Number(process.env.STAND_IN_SLEEP ?? 0) * 1000));
const waitFor = process.env.STAND_IN_WAIT_FOR;
for (let i = 0; waitFor && i < 1200 && !existsSync(waitFor); i += 1)
  await new Promise((resolve) => setTimeout(resolve, 50));

const rates = readFileSync(path.join(root, "src", "content", "rates.json"), "utf8");
const feedMarks = path.join(root, ".cache", "availability-feeds.json");
const marks = existsSync(feedMarks) ? JSON.stringify(JSON.parse(readFileSync(feedMarks, "utf8")).marks) : "";
const page = `<!doctype html><html><head><title>Stand-in</title><script>window.rates=${JSON.stringify(rates.length)}</script></head><body><pre>${rates}</pre><pre>${marks}</pre></body></html>`;
mkdirSync(path.join(root, "dist"), { recursive: true });
mkdirSync(path.join(root, "deploy"), { recursive: true });
for (const file of ["index.html", "404.html"]) writeFileSync(path.join(root, "dist", file), page);
writeSiteVersion(path.join(root, "dist"), version);
writeFileSync(path.join(root, "deploy", "nginx-site.conf"), "# stand-in: the same for every commit\n");
log(`end ${version.commit}`);
