import { spawnSync } from "node:child_process";
import { appendFileSync } from "node:fs";

/**
 * `npm test`: lint, unit tests, the build, its conformance checks and the end-to-end tests, one
 * after the other, stopping at the first that fails. Each stage's duration is printed as it ends
 * and again in a table at the end, so a slow gate shows where its time goes. When STAGE_TIMES names
 * a file (CI's `.ci/run` does), each stage is also appended to it, for CI's own table.
 */
const stages = [
  { name: "lint", command: "npm run lint" },
  { name: "unit", command: "npm run test:unit" },
  { name: "build", command: "npm run build" },
  { name: "conformance", command: "npm run test:conformance" },
  { name: "e2e", command: "npx playwright test" },
] as const;

type Finished = { name: string; seconds: number; ok: boolean };

/** Seconds as "m:ss", the way a person reads a stopwatch. */
function minutes(seconds: number) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** The stage table: one line a stage, then the total. */
function stageTable(finished: Finished[]) {
  const width = Math.max(5, ...finished.map(({ name }) => name.length));
  const line = (name: string, seconds: number, note = "") =>
    `  ${name.padEnd(width)}  ${minutes(seconds).padStart(6)}${note}`;
  const total = finished.reduce((sum, { seconds }) => sum + seconds, 0);
  return [
    ...finished.map(({ name, seconds, ok }) => line(name, seconds, ok ? "" : "  FAILED")),
    line("total", total),
  ].join("\n");
}

function run(stage: (typeof stages)[number]): Finished {
  const start = performance.now();
  const { status } = spawnSync(stage.command, { shell: true, stdio: "inherit" });
  const finished = { name: stage.name, seconds: (performance.now() - start) / 1000, ok: status === 0 };
  console.log(`\ntest stage ${stage.name}: ${minutes(finished.seconds)}${finished.ok ? "" : " (failed)"}\n`);
  if (process.env.STAGE_TIMES)
    appendFileSync(process.env.STAGE_TIMES, `${stage.name}\t${finished.seconds}\t${finished.ok ? 0 : 1}\n`);
  return finished;
}

function main() {
  const finished: Finished[] = [];
  for (const stage of stages) {
    finished.push(run(stage));
    if (!finished.at(-1)!.ok) break;
  }
  console.log(`npm test, stage by stage:\n${stageTable(finished)}`);
  process.exitCode = finished.every(({ ok }) => ok) && finished.length === stages.length ? 0 : 1;
}

main();
