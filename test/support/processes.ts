/**
 * Child processes the benchmark starts, and stopping every one of them: at the end, on an error,
 * and on Ctrl-C. Each child runs in a process group of its own, so stopping it also stops what it
 * started (npm → astro; lhci → the site server and Lighthouse), and nothing else. Chromium, which
 * Lighthouse starts in a group of its own, is stopped by Lighthouse on SIGINT, and found by a
 * marker in its command line if anything is left.
 */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

type Cleanup = { name: string; run: () => unknown };
const cleanups: Cleanup[] = [];

/** Registers something to stop; returns a function that unregisters it (after stopping it yourself). */
export function onCleanup(name: string, run: () => unknown): () => void {
  const entry = { name, run };
  cleanups.push(entry);
  return () => {
    const index = cleanups.indexOf(entry);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

/** Stops everything registered, last started first, each given at most 10 s. */
export async function cleanupAll(): Promise<void> {
  while (cleanups.length > 0) {
    const { name, run } = cleanups.pop()!;
    try {
      await Promise.race([Promise.resolve(run()), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    } catch (error) {
      console.error(`Could not stop ${name}: ${(error as Error).message}`);
    }
  }
}

let interruptedAt: number | undefined;
const groups = new Set<number>();
const lastResorts: (() => void)[] = [];

/** Whether Ctrl-C (or SIGTERM, SIGHUP) came: the main flow then stops quietly and starts nothing new. */
export const isInterrupted = () => interruptedAt !== undefined;

/** Something to do synchronously if the benchmark must exit at once (a second Ctrl-C). */
export function onLastResort(run: () => void): void {
  lastResorts.push(run);
}

/**
 * On Ctrl-C, SIGTERM or SIGHUP: stop everything, then exit (130 for Ctrl-C). The same signal
 * often arrives twice (from the terminal and from a parent passing it on), so another within 2 s
 * is ignored; a later one kills every process group and runs the last resorts at once, then exits.
 */
export function installSignalHandlers(): void {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      if (interruptedAt !== undefined) {
        if (Date.now() - interruptedAt < 2000) return;
        for (const pid of groups) signalGroup(pid, "SIGKILL");
        for (const run of lastResorts) run();
        process.exit(130);
      }
      interruptedAt = Date.now();
      console.error(`\n${signal}: stopping the server, the photo server and Chromium…`);
      void cleanupAll().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
    });
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Stops a child's process group: `signal` (SIGTERM, or SIGINT for Lighthouse to close its Chromium), then SIGKILL after `graceMs`. */
export async function stopGroup(
  child: ChildProcess,
  graceMs = 5000,
  signal: NodeJS.Signals = "SIGTERM",
): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  signalGroup(pid, signal);
  const done = await Promise.race([
    exited(child).then(() => true),
    new Promise<boolean>((r) => setTimeout(() => r(false), graceMs).unref()),
  ]);
  if (!done) {
    signalGroup(pid, "SIGKILL");
    await exited(child);
  }
}

/** Starts a command in its own process group and registers it for cleanup. */
export function startGroup(
  name: string,
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
  stopSignal: NodeJS.Signals = "SIGTERM",
): ChildProcess {
  if (isInterrupted()) throw new Error(`interrupted: not starting ${name}`);
  const child = spawn(command, args, { ...options, detached: true });
  const unregister = onCleanup(name, () => stopGroup(child, 5000, stopSignal));
  if (child.pid !== undefined) groups.add(child.pid);
  // Once the leader has exited (npm and lhci wait for their own children), nothing is left to stop.
  child.once("exit", () => {
    unregister();
    if (child.pid !== undefined) groups.delete(child.pid);
  });
  return child;
}

export type RunResult = { code: number | null; output: string };

/**
 * Runs a command to its end in a group of its own; `echo` passes its output through as it comes,
 * else it is collected. Resolves with the exit code and the output.
 */
export async function run(
  name: string,
  command: string,
  args: readonly string[],
  options: SpawnOptions & { echo?: boolean; stopSignal?: NodeJS.Signals } = {},
): Promise<RunResult> {
  const { echo = false, stopSignal, ...spawnOptions } = options;
  const child = startGroup(name, command, args, { ...spawnOptions, stdio: ["ignore", "pipe", "pipe"] }, stopSignal);
  let output = "";
  const take = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    output += chunk;
    if (echo) stream.write(chunk);
  };
  child.stdout?.on("data", take(process.stdout));
  child.stderr?.on("data", take(process.stderr));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (c) => resolve(c));
  });
  return { code, output };
}

/** Runs a command to its end, output collected; throws with the end of the output when it fails. */
export async function runToEnd(
  name: string,
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
): Promise<string> {
  const { code, output } = await run(name, command, args, options);
  if (code !== 0)
    throw new Error(`${name} failed (exit code ${code}):\n${output.trim().split("\n").slice(-40).join("\n")}`);
  return output;
}

/**
 * The Chromium processes whose command line contains `marker` (a flag only this benchmark run
 * passes to Chromium), from /proc; none where there is no /proc.
 */
export function processesMarked(marker: string): number[] {
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  return pids.flatMap((pid) => {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      return /chrom/i.test(argv[0]!.split("/").pop()!) && argv.includes(marker) ? [Number(pid)] : [];
    } catch {
      return [];
    }
  });
}

/** Kills, by id, every process still running with `marker` in its command line; returns how many. */
export function killMarked(marker: string): number {
  const pids = processesMarked(marker);
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // gone meanwhile
    }
  }
  return pids.length;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Waits until `url` answers 2xx, or fails when the server exits or `timeoutMs` passes (the conformance gate's server). */
export async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = "";
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${lastError})`);
}

/**
 * Starts the site's production server (`command`, e.g. node tsx server/serve.ts) on `port` with its
 * access log off, and waits until it answers: the server that Lighthouse and the tap benchmark load
 * the pages from, behind the HTTPS front.
 */
export async function startSiteServer(
  command: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; port: number },
): Promise<ChildProcess> {
  const [file, ...args] = command;
  const server = startGroup("the site server", file!, args, {
    cwd: options.cwd,
    env: { ...options.env, PORT: String(options.port), ACCESS_LOG: "0" },
    stdio: "ignore",
  });
  await waitForHttp(`http://localhost:${options.port}/healthz`, server);
  return server;
}
