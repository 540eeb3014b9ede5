import { spawn } from "node:child_process";
import { appendFileSync } from "node:fs";
import { childCpuSeconds } from "./cpu-seconds";

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
    commands: [
      "npx eslint .",
      "npx prettier --check .",
      "npm run check",
      "npx tsx scripts/content-format.ts --check",
      "npx knip",
    ],
  },
  { name: "unit", commands: ["npm run test:unit"] },
  // The site's build leaves one core mostly idle: the copy of the site with content overrides that
  // the e2e tests read (e2e/site-overrides.ts) is built beside it, and the e2e stage only serves it.
  { name: "build", commands: ["npm run build", "npx tsx e2e/build-overrides.ts"] },
  { name: "conformance", commands: ["npm run test:conformance"] },
  { name: "e2e", commands: ["npx playwright test"] },
] as const;

/**
 * `seconds` is the wall-clock time; `cpu` the processor time its commands used (Linux only), which a
 * busy machine stretches far less: a stage whose wall time grew while its CPU time did not waited
 * for a core, it did not do more work.
 */
type Finished = { name: string; seconds: number; cpu?: number; ok: boolean };

/** Seconds as "m:ss", the way a person reads a stopwatch. */
function minutes(seconds: number) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** The stage table: one line a stage, then the total. */
function stageTable(finished: Finished[]) {
  const width = Math.max(5, ...finished.map(({ name }) => name.length));
  const line = (name: string, seconds: number, cpu: number | undefined, note = "") =>
    `  ${name.padEnd(width)}  ${minutes(seconds).padStart(6)}  ${cpu === undefined ? "" : `${minutes(cpu).padStart(6)} CPU`}${note}`;
  const sum = (key: "seconds" | "cpu") =>
    finished.every((stage) => stage[key] !== undefined)
      ? finished.reduce((total, stage) => total + stage[key]!, 0)
      : undefined;
  return [
    ...finished.map(({ name, seconds, cpu, ok }) => line(name, seconds, cpu, ok ? "" : "  FAILED")),
    line("total", sum("seconds")!, sum("cpu")),
  ].join("\n");
}

/** Runs one command of a stage in a shell, its output shown as it comes; resolves with whether it passed. */
function passes(command: string) {
  return new Promise<boolean>((resolve) =>
    spawn(command, { shell: true, stdio: "inherit" }).on("close", (status) => resolve(status === 0)),
  );
}

/** Runs a stage's commands side by side; it passes when every one does. */
async function run(stage: (typeof stages)[number]): Promise<Finished> {
  const start = performance.now();
  const cpuBefore = childCpuSeconds();
  const passed = await Promise.all(stage.commands.map(passes));
  const cpuAfter = childCpuSeconds();
  const finished: Finished = {
    name: stage.name,
    seconds: (performance.now() - start) / 1000,
    cpu: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
    ok: passed.every(Boolean),
  };
  const cpuNote = finished.cpu === undefined ? "" : ` (${minutes(finished.cpu)} of CPU)`;
  console.log(`\ntest stage ${stage.name}: ${minutes(finished.seconds)}${cpuNote}${finished.ok ? "" : " (failed)"}\n`);
  if (process.env.STAGE_TIMES)
    appendFileSync(
      process.env.STAGE_TIMES,
      `${stage.name}\t${finished.seconds}\t${finished.ok ? 0 : 1}\t${finished.cpu ?? ""}\n`,
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
