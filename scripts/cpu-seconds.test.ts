import { spawnSync } from "node:child_process";
import { childCpuOf, childCpuSeconds } from "./cpu-seconds";

describe("the CPU time of the gate's finished commands", () => {
  it("reads cutime and cstime after a command name that holds spaces and parentheses", () => {
    const stat = "4242 (npm run (x) y) S 1 4242 4242 0 -1 4194560 900 0 0 0 120 30 250 75 20 0 1 0 100 0 0";
    expect(childCpuOf(stat)).toBe(3.25);
    expect(childCpuOf("4242 (truncated) S 1")).toBeUndefined();
  });

  it("grows when a child has worked", () => {
    const before = childCpuSeconds();
    if (before === undefined) return; // Not Linux: nothing more to read.
    spawnSync(process.execPath, ["-e", "const end = Date.now() + 300; while (Date.now() < end);"]);
    expect(childCpuSeconds()!).toBeGreaterThan(before + 0.1);
  });
});
