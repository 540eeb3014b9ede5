import { appendFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, FullConfig, Page } from "@playwright/test";

/**
 * A page whose renderer crashes is a dead tab for a guest, not a flaky test. CI retries a failed test
 * once, and a crash that passes on its retry would pass the run: that is how the crash of the
 * photo viewer's close (decision 015) went unseen in a rehearsal. So every crash in a test's browser
 * context is written to a log in the run's output folder, the test fails even when its expectations
 * had passed, and the global teardown fails the run when the log names any crash, retried or not.
 */
const logName = "renderer-crashes.log";

/** Watches every page of the context; returns the URLs of the pages whose renderer crashed. */
export function watchForCrashes(context: BrowserContext): string[] {
  const crashed: string[] = [];
  const watch = (page: Page) => page.on("crash", () => crashed.push(page.url()));
  context.pages().forEach(watch);
  context.on("page", watch);
  return crashed;
}

/** Writes the test's crashes to the run's log and fails the test. */
export function reportCrashes(
  crashed: readonly string[],
  test: { titlePath: readonly string[]; retry: number; project: { outputDir: string } },
) {
  if (crashed.length === 0) return;
  const dir = test.project.outputDir;
  mkdirSync(dir, { recursive: true });
  appendFileSync(
    path.join(dir, logName),
    crashed.map((url) => `${test.titlePath.join(" › ")} (try ${test.retry + 1}): ${url}\n`).join(""),
  );
  throw new Error(`The page's renderer crashed (a dead tab for a guest): ${crashed.join(", ")}`);
}

/** The crashes the log of these output folders names. */
export function loggedCrashes(outputDirs: readonly string[]): string[] {
  return [...new Set(outputDirs)]
    .map((dir) => path.join(dir, logName))
    .filter((file) => existsSync(file))
    .flatMap((file) => readFileSync(file, "utf8").split("\n").filter(Boolean));
}

export default function globalTeardown(config: FullConfig) {
  const crashes = loggedCrashes(config.projects.map((project) => project.outputDir));
  if (crashes.length > 0)
    throw new Error(
      `A page's renderer crashed in ${crashes.length} test run(s), retried or not:\n${crashes.join("\n")}`,
    );
}
