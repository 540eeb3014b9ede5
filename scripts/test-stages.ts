import { spawn } from "node:child_process";
import { appendFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { machineCpuTimes } from "./cpu-seconds";

/**
 * `npm test`: lint and types, unit tests, the build, its conformance checks and the end-to-end tests, one
 * after the other, stopping at the first that fails. Each stage's duration is printed as it ends
 * and again in a table at the end, so a slow gate shows where its time goes. When STAGE_TIMES names
 * a file (CI's `.ci/run` does), each stage is also appended to it, for CI's own table.
 */
const stages = [
  // `npm run lint`'s two halves and `npm run check` (the types), side by side: each keeps about one
  // core busy. The types are checked here because Astro's build and Vitest strip them unread: two
  // type errors had stood unseen in the tree until a session ran `npm run check` by hand. The check
  // writes Astro's generated types first (`astro sync`): a fresh clone has none before its build.
  // The content files' format and the dead-code finder (knip) are `npm run lint`'s other two halves.
  {
    name: "lint",
    commands: ["eslint .", "prettier --check .", "npm run check", "tsx scripts/content-format.ts --check", "knip"],
  },
  { name: "unit", commands: ["npm run test:unit"] },
  // The site's build leaves one core mostly idle: the copy of the site with content overrides that
  // the e2e tests read (test/site-overrides.ts) is built beside it, and the e2e stage only serves it.
  { name: "build", commands: ["npm run build", "tsx test/build-overrides.ts"] },
  { name: "conformance", commands: ["npm run test:conformance"] },
  // The tests over the build that need no browser (test/built: how npm start, nginx and Cloudflare's
  // emulator serve it; the overrides copy's HTML) run beside the browser tests, mostly waiting for
  // their servers to start.
  { name: "e2e", commands: ["playwright test", "vitest run --project built"] },
] as const;

/**
 * `seconds` is the wall-clock time; `cpu` the machine's processor time meanwhile, busy and in all
 * (wall time × cores; Linux only). A stage whose cores stood idle waits on something (a throttled
 * phone, a timer, the network) and more workers would shorten it; one whose cores were busy does
 * work, and only less work shortens it.
 */
type Finished = { name: string; seconds: number; cpu?: { busy: number; total: number }; ok: boolean };

/** Seconds as "m:ss", the way a person reads a stopwatch. */
function minutes(seconds: number) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** The stage table: one line a stage, then the total. */
function stageTable(finished: Finished[]) {
  const width = Math.max(5, ...finished.map(({ name }) => name.length));
  const line = (name: string, seconds: number, cpu: Finished["cpu"], note = "") =>
    `  ${name.padEnd(width)}  ${minutes(seconds).padStart(6)}  ${cpu ? busyShare(cpu).padStart(14) : ""}${note}`;
  const seconds = finished.reduce((total, stage) => total + stage.seconds, 0);
  const cpu = finished.every((stage) => stage.cpu)
    ? {
        busy: finished.reduce((total, stage) => total + stage.cpu!.busy, 0),
        total: finished.reduce((total, stage) => total + stage.cpu!.total, 0),
      }
    : undefined;
  return [
    ...finished.map(({ name, seconds, cpu, ok }) => line(name, seconds, cpu, ok ? "" : "  FAILED")),
    line("total", seconds, cpu),
  ].join("\n");
}

/** "cores 78% busy": how much of the machine's processor time a stage kept busy. */
function busyShare(cpu: { busy: number; total: number }) {
  return `cores ${cpu.total > 0 ? Math.round((100 * cpu.busy) / cpu.total) : 0}% busy`;
}

/**
 * The installed packages' commands come first on the path, as `npm run` puts them, so a stage names
 * them bare: `npx` costs about 0.6 s of CPU a call just to find the command it is handed.
 */
const path = [join(import.meta.dirname, "..", "node_modules", ".bin"), process.env.PATH].join(delimiter);

/** Runs one command of a stage in a shell, its output shown as it comes; resolves with whether it passed. */
function passes(command: string) {
  return new Promise<boolean>((resolve) =>
    spawn(command, { shell: true, stdio: "inherit", env: { ...process.env, PATH: path } }).on("close", (status) =>
      resolve(status === 0),
    ),
  );
}

/** Runs a stage's commands side by side; it passes when every one does. */
async function run(stage: (typeof stages)[number]): Promise<Finished> {
  const start = performance.now();
  const cpuBefore = machineCpuTimes();
  const passed = await Promise.all(stage.commands.map(passes));
  const cpuAfter = machineCpuTimes();
  const finished: Finished = {
    name: stage.name,
    seconds: (performance.now() - start) / 1000,
    cpu:
      cpuBefore && cpuAfter
        ? { busy: cpuAfter.busy - cpuBefore.busy, total: cpuAfter.total - cpuBefore.total }
        : undefined,
    ok: passed.every(Boolean),
  };
  const cpuNote = finished.cpu ? ` (${busyShare(finished.cpu)})` : "";
  console.log(`\ntest stage ${stage.name}: ${minutes(finished.seconds)}${cpuNote}${finished.ok ? "" : " (failed)"}\n`);
  if (process.env.STAGE_TIMES)
    appendFileSync(
      process.env.STAGE_TIMES,
      `${stage.name}\t${finished.seconds}\t${finished.ok ? 0 : 1}\t${finished.cpu ? busyShare(finished.cpu) : ""}\n`,
    );
  return finished;
}

async function main() {
  const finished: Finished[] = [];
  for (const stage of stages) {
    finished.push(await run(stage));
    if (!finished.at(-1)!.ok) break;
    // The e2e stage serves the copy the build stage made rather than building it again.
    if (stage.name === "build") process.env.E2E_OVERRIDES_PREBUILT = "1";
  }
  console.log(`npm test, stage by stage:\n${stageTable(finished)}`);
  process.exitCode = finished.every(({ ok }) => ok) && finished.length === stages.length ? 0 : 1;
}

await main();
