// @vitest-environment node
import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { killMarked, processesMarked } from "./processes";

const marker = `--bench-run=test-${process.pid}-${Date.now()}`;
const started: ChildProcess[] = [];

/** A long-lived process whose command line starts with `name` and carries `flag`. */
function fake(name: string, flag: string): ChildProcess {
  const child = spawn(
    "bash",
    ["-c", `exec -a ${name} "${process.execPath}" -e "setTimeout(() => {}, 60000)" -- ${flag}`],
    { stdio: "ignore" },
  );
  started.push(child);
  return child;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i += 1) await new Promise((r) => setTimeout(r, 100));
};

afterAll(() => {
  for (const child of started) child.kill("SIGKILL");
});

describe.runIf(process.platform === "linux")("a Chromium left behind", () => {
  it("is found by the flag only this run passes it, and killed by its id; nothing else is", async () => {
    const chromium = fake("/usr/lib/chromium/chromium", marker);
    const other = fake("/usr/bin/node", marker); // e.g. lhci, whose arguments hold the flags too
    const unmarked = fake("/usr/lib/chromium/chromium", "--bench-run=someone-else");
    await until(() => processesMarked(marker).length > 0);
    expect(processesMarked(marker)).toEqual([chromium.pid]);
    expect(killMarked(marker)).toBe(1);
    await until(() => chromium.exitCode !== null || chromium.signalCode !== null);
    expect(chromium.signalCode).toBe("SIGKILL");
    for (const alive of [other, unmarked]) expect([alive.exitCode, alive.signalCode]).toEqual([null, null]);
  });
});
