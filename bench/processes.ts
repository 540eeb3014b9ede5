/**
 * Child processes the benchmark starts, and stopping every one of them: at the end, on an error,
 * and on Ctrl-C. Each child runs in a process group of its own, so stopping it also stops what it
 * started (npm → astro, tsx → node), and nothing else.
 */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
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

let interrupted = false;

/** On Ctrl-C, SIGTERM or SIGHUP: stop everything, then exit (130 for Ctrl-C). A second Ctrl-C exits at once. */
export function installSignalHandlers(): void {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      if (interrupted) process.exit(130);
      interrupted = true;
      console.error(`\n${signal}: stopping the server, the photo server and Chromium…`);
      void cleanupAll().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
    });
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Stops a child's process group: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopGroup(child: ChildProcess, graceMs = 5000): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  };
  signalGroup("SIGTERM");
  const done = await Promise.race([exited(child).then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), graceMs).unref())]);
  if (!done) {
    signalGroup("SIGKILL");
    await exited(child);
  }
}

/** Starts a command in its own process group and registers it for cleanup. */
export function startGroup(name: string, command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  const unregister = onCleanup(name, () => stopGroup(child));
  // Once the leader has exited (npm and tsx wait for their own children), nothing is left to stop.
  child.once("exit", unregister);
  return child;
}

/** Runs a command to its end, output collected; throws with the output when it fails. */
export async function runToEnd(name: string, command: string, args: readonly string[], options: SpawnOptions = {}): Promise<string> {
  const child = startGroup(name, command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (c) => resolve(c));
  });
  if (code !== 0) throw new Error(`${name} failed (exit code ${code}):\n${output.trim().split("\n").slice(-40).join("\n")}`);
  return output;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Waits until a URL answers 200, failing early if the process serving it exits. */
export async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = "";
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering ${url}`);
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
