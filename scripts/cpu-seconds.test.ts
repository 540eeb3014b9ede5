import { spawnSync } from "node:child_process";
import { cpuTimesOf, machineCpuTimes } from "./cpu-seconds";

describe("the machine's processor time around a stage of the gate", () => {
  it("sums every core's busy and idle ticks from /proc/stat's first line", () => {
    const stat = ["cpu  100 20 30 500 50 5 5 0 0 0", "cpu0 50 10 15 250 25 3 2 0 0 0", "intr 1"].join("\n");
    expect(cpuTimesOf(stat)).toEqual({ busy: 1.6, total: 7.1 });
    expect(cpuTimesOf("intr 1")).toBeUndefined();
  });

  it("counts a child's work as busy time", () => {
    const before = machineCpuTimes();
    if (before === undefined) return; // Not Linux: nothing more to read.
    spawnSync(process.execPath, ["-e", "const end = Date.now() + 300; while (Date.now() < end);"]);
    expect(machineCpuTimes()!.busy).toBeGreaterThan(before.busy + 0.1);
  });
});
