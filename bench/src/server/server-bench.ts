/**
 * `npm run bench -- --only server`: the Node server (`npm run serve`) and stock nginx with the
 * generated configuration, side by side over the same build: autocannon, 50 connections for 10 s,
 * `Accept-Encoding: br`, on `/` and a hashed CSS file; the median of several runs, with the load
 * average beside each figure (a busy 2-core machine measures the neighbours as much as the server).
 *
 * `npm run bench -- --only fuzz`: 10,000 fuzzed request targets (server/server-test-kit.ts) against
 * both; counts 5xx answers, off-site Locations and crashes (a server that stops answering).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { startNginx } from "../../../test/support/nginx";
import { fuzzTarget, get, isSameHostLocation, serveScript } from "../../../server/index";
import { median } from "../stats";

const root = path.resolve(import.meta.dirname, "..", "..", "..");

export type Measure = { reqPerSec: number; p99: number; errors: number; load: number };
type Autocannon = (options: Record<string, unknown>) => Promise<{
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  non2xx: number;
  timeouts: number;
}>;

/** autocannon, which `npm i -D -w bench autocannon` installs (NODE_PATH may point at another copy). */
function loadAutocannon(): Autocannon {
  try {
    return createRequire(import.meta.url)("autocannon") as Autocannon;
  } catch {
    throw new Error("autocannon is not installed: `npm install -D -w bench autocannon` (or set NODE_PATH to a copy).");
  }
}

/** Starts `npm run serve` on a free port over `dist` and resolves once it answers. */
async function startNode(dist: string, port: number): Promise<{ origin: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", serveScript], {
    cwd: root,
    env: { ...process.env, DIST_DIR: dist, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if ((await fetch(`${origin}/healthz`).catch(() => undefined))?.ok) break;
    if (child.exitCode !== null || i > 300) throw new Error("npm run serve did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function measure(url: string, seconds: number): Promise<Measure> {
  const result = await loadAutocannon()({
    url,
    connections: 50,
    duration: seconds,
    headers: { "accept-encoding": "br" },
  });
  return {
    reqPerSec: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    load: os.loadavg()[0]!,
  };
}

/** The median run by req/s, keeping its p99 and load beside it. */
export function medianRun(runs: readonly Measure[]): Measure & { loads: number[] } {
  const sorted = [...runs].sort((a, b) => a.reqPerSec - b.reqPerSec);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return {
    ...middle,
    reqPerSec: median(runs.map((r) => r.reqPerSec)) ?? 0,
    errors: runs.reduce((n, r) => n + r.errors, 0),
    loads: runs.map((r) => r.load),
  };
}

export type ServerRow = { target: string; node: Measure & { loads: number[] }; nginx: Measure & { loads: number[] } };

/** The server table as markdown. */
export function serverTable(rows: readonly ServerRow[]): string {
  const figure = (m: Measure & { loads: number[] }) =>
    `${Math.round(m.reqPerSec).toLocaleString("en-US")} req/s, p99 ${m.p99} ms, ${m.errors} errors (load ${m.loads.map((l) => l.toFixed(1)).join(" / ")})`;
  return [
    "| target | Node (`npm run serve`) | nginx | Node / nginx |",
    "|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| \`${row.target}\` | ${figure(row.node)} | ${figure(row.nginx)} | ${(row.node.reqPerSec / row.nginx.reqPerSec).toFixed(2)} |`,
    ),
  ].join("\n");
}

async function bothServers<T>(
  dist: string,
  work: (origins: { node: string; nginx: string }) => Promise<T>,
): Promise<T> {
  const probe = await startNginx(dist, path.join(path.dirname(dist), "deploy", "nginx-site.conf"));
  const node = await startNode(dist, Number(new URL(probe.origin).port) + 1).catch(async (error: unknown) => {
    await probe.stop();
    throw error;
  });
  try {
    return await work({ node: node.origin, nginx: probe.origin });
  } finally {
    await node.stop();
    await probe.stop();
  }
}

/** Runs the server table: `runs` runs of `seconds` each per server and target, alternating servers. */
export async function runServerBench(dist: string, runs = 3, seconds = 10): Promise<ServerRow[]> {
  const css = readdirSync(path.join(dist, "_astro")).find((file) => file.endsWith(".css"));
  const targets = ["/", ...(css ? [`/_astro/${css}`] : [])];
  return bothServers(dist, async (origins) => {
    const rows: ServerRow[] = [];
    for (const target of targets) {
      const node: Measure[] = [];
      const nginx: Measure[] = [];
      for (let run = 0; run < runs; run += 1) {
        node.push(await measure(`${origins.node}${target}`, seconds));
        nginx.push(await measure(`${origins.nginx}${target}`, seconds));
        console.log(
          `${target} run ${run + 1}: Node ${Math.round(node.at(-1)!.reqPerSec)} req/s p99 ${node.at(-1)!.p99} ms; nginx ${Math.round(nginx.at(-1)!.reqPerSec)} req/s p99 ${nginx.at(-1)!.p99} ms; load ${os.loadavg()[0]!.toFixed(1)}`,
        );
      }
      rows.push({ target, node: medianRun(node), nginx: medianRun(nginx) });
    }
    return rows;
  });
}

export type FuzzFigures = Record<
  "node" | "nginx",
  { requests: number; serverErrors: number; offSite: number; crashes: number }
>;

/** Sends `count` fuzzed targets to both servers; a crash is a server that no longer answers /healthz or /. */
export async function runFuzz(dist: string, count = 10_000): Promise<FuzzFigures> {
  const targets = fc.sample(fuzzTarget, { numRuns: count, seed: 20261126 }).map((t) => t.replace(/[\r\n]/g, ""));
  return bothServers(dist, async (origins) => {
    const figures = {} as FuzzFigures;
    for (const [name, origin] of Object.entries(origins) as ["node" | "nginx", string][]) {
      const port = Number(new URL(origin).port);
      const tally = { requests: 0, serverErrors: 0, offSite: 0, crashes: 0 };
      for (const target of targets) {
        const response = await get(port, target).catch(() => ({ status: 0, headers: {} as Record<string, string> }));
        tally.requests += 1;
        if (response.status >= 500) tally.serverErrors += 1;
        if (response.headers.location !== undefined && !isSameHostLocation(response.headers.location))
          tally.offSite += 1;
        if (response.status === 0 && (await get(port, "/").catch(() => ({ status: 0 }))).status !== 200)
          tally.crashes += 1;
      }
      figures[name] = tally;
      console.log(`${name}: ${JSON.stringify(tally)}`);
    }
    return figures;
  });
}
