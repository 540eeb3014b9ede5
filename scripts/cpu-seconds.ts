import { readFileSync } from "node:fs";

/** Clock ticks a second in /proc (USER_HZ): 100 on every Linux build we run on. */
const ticksPerSecond = 100;

/**
 * The processor time, in seconds, that this process's finished children (and theirs, as each waited
 * for its own) have used, from `/proc/self/stat`'s cutime and cstime; undefined off Linux.
 */
export function childCpuSeconds(): number | undefined {
  const stat = readProcStat();
  return stat === undefined ? undefined : childCpuOf(stat);
}

/** cutime + cstime, in seconds, from the text of a `/proc/<pid>/stat`. */
export function childCpuOf(stat: string): number | undefined {
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its close.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // cutime and cstime are fields 16 and 17 of the line, 14 and 15 after the name.
  const [cutime, cstime] = [Number(fields[13]), Number(fields[14])];
  return Number.isFinite(cutime) && Number.isFinite(cstime) ? (cutime + cstime) / ticksPerSecond : undefined;
}

function readProcStat() {
  try {
    return readFileSync("/proc/self/stat", "utf8");
  } catch {
    return undefined;
  }
}
