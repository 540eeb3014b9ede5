/**
 * The hotel's calendar feeds, read before every build (`npm run build` runs this first, and so does
 * every publisher run): each room type's iCal feeds are fetched (10 s, 5 MB at most), their busy
 * nights become "sold out" marks, and the result goes to .cache/availability-feeds.json, which
 * src/content/read/availability.ts joins to the owner's own marks. The owner's file is never written.
 *
 * A feed's address is a secret (whoever has it reads the calendar): it comes from AVAILABILITY_FEEDS
 * (JSON) or the file AVAILABILITY_FEEDS_FILE names, outside the repository, and no line printed or
 * written here holds more of it than its host.
 *
 *   { "deluxe": "https://calendar.google.com/calendar/ical/…/basic.ics",
 *     "premium": ["https://…", "https://…"] }
 *
 * A feed that cannot be fetched or read keeps its last good nights and their time, with a warning
 * here and in the launch check. Options, for tests: --cache <file>, --now <ISO time>.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { AvailabilityMark } from "../src/lib/stay/availability";
import type { LaunchItem } from "../src/content/check/launch/items";
import { pageOf } from "../src/content/check/launch/pages";
import { hotelDate, icalNights, isoDaysAfter, nightRanges } from "./ical-nights";

/** How far ahead marks are kept: Beds24 exports unavailable dates up to 750 days ahead. */
const horizonDays = 750;

/** Where the build reads the feeds' marks (src/content/read/availability.ts); kept out of git. */
export const feedCacheFile = path.join(".cache", "availability-feeds.json");

/** One configured feed; `url` is the secret and is never printed or written. */
type FeedSource = { key: string; room: string; label: string; host: string; url: string };
type NightRange = { from: string; to: string };
/** What the cache keeps of a feed: its last good nights and when they were read, and its last failure. */
type FeedState = {
  key: string;
  room: string;
  host: string;
  fetchedAt: string | null;
  nights: NightRange[];
  failed?: { at: string; why: string };
};
/** The cache: what the build reads (asOf, marks) and each feed's state (for the next run and the launch check). */
export type FeedCache = { asOf?: string; marks: AvailabilityMark[]; feeds: FeedState[] };

type Config = { sources: FeedSource[]; problems: string[] } | { unreadable: string };

const roomWord = (room: string) => room.charAt(0).toUpperCase() + room.slice(1);

/** The host of an address, or null when it is none; nothing else of it. */
function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.host : null;
  } catch {
    return null;
  }
}

/** The feeds of AVAILABILITY_FEEDS and AVAILABILITY_FEEDS_FILE, for the rooms that exist. */
export function feedConfig(env: Record<string, string | undefined>, rooms: readonly string[]): Config {
  const tables: [string, string][] = [];
  if (env.AVAILABILITY_FEEDS) tables.push(["AVAILABILITY_FEEDS", env.AVAILABILITY_FEEDS]);
  if (env.AVAILABILITY_FEEDS_FILE) {
    try {
      tables.push(["AVAILABILITY_FEEDS_FILE", readFileSync(env.AVAILABILITY_FEEDS_FILE, "utf8")]);
    } catch {
      return { unreadable: "the file AVAILABILITY_FEEDS_FILE names cannot be read" };
    }
  }
  const urls = new Map<string, string[]>();
  for (const [name, text] of tables) {
    let table: unknown;
    try {
      table = JSON.parse(text);
    } catch {
      return { unreadable: `${name} is not JSON` };
    }
    if (!table || typeof table !== "object" || Array.isArray(table))
      return { unreadable: `${name} is not a JSON object of room → address(es)` };
    for (const [room, value] of Object.entries(table))
      urls.set(room, [...(urls.get(room) ?? []), ...(Array.isArray(value) ? value : [value]).map(String)]);
  }
  const sources: FeedSource[] = [];
  const problems: string[] = [];
  for (const [room, list] of urls) {
    if (!rooms.includes(room)) {
      problems.push(`a feed names the room "${room}", which does not exist (rooms: ${rooms.join(", ")}); skipped`);
      continue;
    }
    list.forEach((url, index) => {
      const label = `the ${roomWord(room)} feed${list.length > 1 ? ` ${index + 1}` : ""}`;
      const host = hostOf(url);
      if (host) sources.push({ key: `${room}-${index + 1}`, room, label, host, url });
      else problems.push(`${label} is not an http(s) address; skipped`);
    });
  }
  return { sources, problems };
}

/** Why a fetch failed, in words that hold no part of the address. */
type Fetched = { text: string } | { why: string };

/** Fetches a feed within `timeoutMs`, reading at most `maxBytes` of it (aborted past that). */
export async function fetchFeed(url: string, limits: { timeoutMs: number; maxBytes: number }): Promise<Fetched> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  const tooBig = { why: `larger than ${Math.round(limits.maxBytes / 1e6)} MB` };
  try {
    const response = await fetch(url, { signal: controller.signal, headers: { accept: "text/calendar" } });
    if (!response.ok) return { why: `HTTP ${response.status}` };
    if (Number(response.headers.get("content-length") ?? 0) > limits.maxBytes) return tooBig;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > limits.maxBytes) return tooBig;
      chunks.push(chunk);
    }
    return { text: Buffer.concat(chunks).toString("utf8") };
  } catch (error) {
    if (controller.signal.aborted) return { why: `no answer within ${limits.timeoutMs / 1000} s` };
    // Node's fetch errors name the host or the address; only the cause's code is kept.
    const code = (error as { cause?: { code?: string } }).cause?.code;
    return { why: `the request failed${code ? ` (${code})` : ""}` };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** Every room's busy nights across its feeds, as "sold out" marks. */
function marksOf(feeds: readonly FeedState[]): AvailabilityMark[] {
  const rooms = [...new Set(feeds.map((feed) => feed.room))];
  return rooms.flatMap((room) => {
    const nights = feeds
      .filter((feed) => feed.room === room)
      .flatMap((feed) => feed.nights.flatMap(({ from, to }) => nightsFromTo(from, to)));
    return nightRanges(nights).map(({ from, to }) => ({ room, from, to, status: "sold-out" as const }));
  });
}

function nightsFromTo(from: string, to: string): string[] {
  const nights: string[] = [];
  for (let night = from; night <= to; night = isoDaysAfter(night, 1)) nights.push(night);
  return nights;
}

/** The cache from the feeds' states: "as of" is the oldest good fetch's hotel date (every mark is at least that fresh). */
function cacheOf(feeds: FeedState[]): FeedCache {
  const times = feeds.flatMap((feed) => (feed.fetchedAt ? [feed.fetchedAt] : [])).sort();
  return { ...(times[0] ? { asOf: hotelDate(new Date(times[0])) } : {}), marks: marksOf(feeds), feeds };
}

const stateOf = (source: FeedSource) => ({ key: source.key, room: source.room, host: source.host });

/** Reads every feed; a feed that fails keeps its state of `previous`. Returns the new cache and the warnings. */
export async function refreshFeeds(
  sources: readonly FeedSource[],
  previous: FeedCache | undefined,
  options: { now: Date; fetchText: (url: string) => Promise<Fetched> },
): Promise<{ cache: FeedCache; warnings: string[]; read: string[] }> {
  const today = hotelDate(options.now);
  const range = { from: today, to: isoDaysAfter(today, horizonDays) };
  const results = await Promise.all(
    sources.map(async (source) => {
      const fetched = await options.fetchText(source.url);
      let why = "why" in fetched ? fetched.why : "";
      if ("text" in fetched) {
        try {
          const nights = nightRanges(icalNights(fetched.text, range));
          const state: FeedState = { ...stateOf(source), fetchedAt: options.now.toISOString(), nights };
          return { state, read: `${source.label} (${nights.length} run(s) of nights)` };
        } catch {
          why = "not a calendar that can be read";
        }
      }
      const kept = previous?.feeds.find((feed) => feed.key === source.key && feed.room === source.room);
      const keeping = kept?.fetchedAt
        ? `keeping its marks as read on ${hotelDate(new Date(kept.fetchedAt))}`
        : "it was never read, so it marks no nights";
      const state: FeedState = {
        ...stateOf(source),
        fetchedAt: kept?.fetchedAt ?? null,
        nights: kept?.nights ?? [],
        failed: { at: options.now.toISOString(), why },
      };
      return { state, warning: `${source.label} (${source.host}): ${why}; ${keeping}` };
    }),
  );
  const feeds = results.map((result) => result.state);
  const warnings = results.flatMap((result) => ("warning" in result && result.warning ? [result.warning] : []));
  const read = results.flatMap((result) => ("read" in result && result.read ? [result.read] : []));
  return { cache: cacheOf(feeds), warnings, read };
}

/** The launch check's warnings: each feed whose last read failed, and since when its marks are old. */
export function feedLaunchItems(cache: FeedCache | undefined): LaunchItem[] {
  return (cache?.feeds ?? []).flatMap((feed) => {
    if (!feed.failed) return [];
    const since = feed.fetchedAt
      ? `shows its marks as read on ${hotelDate(new Date(feed.fetchedAt))}`
      : "marks no nights";
    return [
      {
        level: "warning",
        page: pageOf("availability.json"),
        file: "availability.json",
        field: `feeds.${feed.key}`,
        editor: "not in the editor: the feed's address is on the server (AVAILABILITY_FEEDS_FILE, docs/go-live.md)",
        why: `The ${roomWord(feed.room)} calendar feed (${feed.host}) could not be read on ${hotelDate(new Date(feed.failed.at))} (${feed.failed.why}): the site ${since}.`,
      },
    ];
  });
}

/** The cache at `file`, if there is one that parses. */
export function readFeedCache(file: string): FeedCache | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as FeedCache;
  } catch {
    return undefined;
  }
}

const option = (args: string[], name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

/** The room slugs of the content in `cwd` (src/content/rooms/<slug>.en.json). */
const roomSlugs = (cwd: string) =>
  readdirSync(path.join(cwd, "src", "content", "rooms"))
    .filter((file) => file.endsWith(".en.json"))
    .map((file) => file.replace(/\.en\.json$/, ""));

async function main(args: string[]) {
  const cacheFile = option(args, "--cache") ?? feedCacheFile;
  const say = (line: string) => console.log(`availability feeds: ${line}`);
  const warn = (line: string) => console.warn(`availability feeds: WARNING: ${line}`);
  const config = feedConfig(process.env, roomSlugs(process.cwd()));
  if ("unreadable" in config) {
    warn(`${config.unreadable}; the marks of the last run are kept`);
    return;
  }
  config.problems.forEach(warn);
  if (config.sources.length === 0) {
    // No feeds (any more): the pages show the owner's marks only.
    if (existsSync(cacheFile)) rmSync(cacheFile);
    return;
  }
  const limits = {
    timeoutMs: Number(process.env.AVAILABILITY_FEEDS_TIMEOUT_MS ?? 10_000),
    maxBytes: Number(process.env.AVAILABILITY_FEEDS_MAX_BYTES ?? 5_000_000),
  };
  const now = new Date(option(args, "--now") ?? Date.now());
  const { cache, warnings, read } = await refreshFeeds(config.sources, readFeedCache(cacheFile), {
    now,
    fetchText: (url) => fetchFeed(url, limits),
  });
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  writeFileSync(`${cacheFile}.next`, `${JSON.stringify(cache, null, 2)}\n`);
  renameSync(`${cacheFile}.next`, cacheFile);
  if (read.length) say(`read ${read.join(", ")}; availability as of ${cache.asOf}`);
  warnings.forEach(warn);
}

if (process.argv[1]?.endsWith("availability-feeds.ts")) await main(process.argv.slice(2));
