import { readFileSync } from "node:fs";

/** Clock ticks a second in /proc (USER_HZ): 100 on every Linux build we run on. */
const ticksPerSecond = 100;

/** The machine's processor time so far, in seconds over all its cores: busy, and busy or idle. */
export type CpuTimes = { busy: number; total: number };

/**
 * The whole machine's processor time from `/proc/stat`, undefined off Linux. The whole machine's,
 * not the gate's own: Chromium's renderers are not reaped by the processes that started the tests,
 * so a process's own count of its children misses most of an end-to-end stage's work. On a machine
 * that runs the gate alone (CI) the two are the same; on a shared one this counts the others too.
 */
export function machineCpuTimes(): CpuTimes | undefined {
  try {
    return cpuTimesOf(readFileSync("/proc/stat", "utf8"));
  } catch {
    return undefined;
  }
}

/** Busy and total seconds from the text of `/proc/stat` (its first line sums every core). */
export function cpuTimesOf(stat: string): CpuTimes | undefined {
  const line = stat.split("\n").find((row) => row.startsWith("cpu "));
  if (!line) return undefined;
  // user nice system idle iowait irq softirq steal (guest time is already counted in user).
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const busyTicks = [user, nice, system, irq, softirq, steal].reduce((sum, ticks) => sum! + (ticks ?? 0), 0)!;
  const idleTicks = (idle ?? 0) + (iowait ?? 0);
  if (!Number.isFinite(busyTicks) || !Number.isFinite(idleTicks)) return undefined;
  return { busy: busyTicks / ticksPerSecond, total: (busyTicks + idleTicks) / ticksPerSecond };
}
