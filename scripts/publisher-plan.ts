/**
 * The publisher's decisions, without the file system (scripts/publisher.ts acts on them): what a
 * release is called, which to keep, which one a rollback goes back to, and the one line a failed
 * run logs.
 */

/** A release's folder name: the UTC time it was built (so names sort by age), then the commit. */
export function releaseName(now: Date, commit: string): string {
  const time = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `${time}-${commit.slice(0, 12)}`;
}

/** The releases to delete: all but the newest `keep`, never the live one. */
export function releasesToRemove(published: readonly string[], live: string | undefined, keep: number): string[] {
  const newestFirst = [...published].sort().reverse();
  return newestFirst.slice(keep).filter((name) => name !== live);
}

/** The release before the live one (the one `npm run rollback` puts back), if one is kept. */
export function previousRelease(published: readonly string[], live: string | undefined): string | undefined {
  const oldestFirst = [...published].sort();
  const index = live === undefined ? -1 : oldestFirst.indexOf(live);
  return index > 0 ? oldestFirst[index - 1] : undefined;
}

/**
 * What a failed step's output says went wrong, on one line: the content problem naming the file and
 * the field (`src/content/rates.json: rooms.0.weekday: …`, as the content check and the build write
 * them) when there is one, else the output's last line.
 */
export function failureReason(output: string): string {
  const lines = output
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const content = lines.map((line) => /src\/content\/\S+: \S+: .*/.exec(line)?.[0]).find(Boolean);
  return (content ?? lines.at(-1) ?? "no output").slice(0, 300);
}

/** The first line of a commit message, quoted for a log line. */
export function quotedSubject(message: string): string {
  const subject = message.split("\n")[0]!.trim();
  return JSON.stringify(subject.length > 72 ? `${subject.slice(0, 71)}…` : subject);
}

/** The one line a failed run logs: the commit, its message, the step and why. */
export function failureLine(commit: string, message: string, step: string, output: string): string {
  return `publish: FAILED ${commit.slice(0, 12)} ${quotedSubject(message)}: ${step}: ${failureReason(output)}; the live site is unchanged`;
}

/** Whether a package.json declares an npm script (a check the commit may not have yet). */
export function hasScript(packageJson: string, name: string): boolean {
  const scripts = (JSON.parse(packageJson) as { scripts?: Record<string, string> }).scripts ?? {};
  return typeof scripts[name] === "string";
}
