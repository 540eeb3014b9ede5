/**
 * One profile's measurement with Lighthouse CI (`@lhci/cli`, which runs Lighthouse 12): the
 * production server is started once for the profile; `collect` runs Lighthouse once per URL in a
 * fresh Chromium each time, in N rounds over all the URLs (`--additive` keeps the earlier rounds'
 * runs); `assert` checks the profile's assertions from budgets.json (medians); `upload` writes the
 * median run's HTML and JSON report per route to the filesystem. Each profile works in a folder of its
 * own, where its configuration (config.ts) is written first (Lighthouse CI keeps its runs in
 * `.lighthouseci/` of its working folder).
 *
 * Rounds rather than a route's N runs back to back: the shared host's speed changes from minute to
 * minute, and a route's runs back to back all met the same minute, so a busy minute could carry a
 * route's median over its budget on its own. Spread over the profile's whole run, a route's runs meet
 * the host as every other route's do.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { AssertionResult } from "../report/budget";
import type { LhciConfig } from "./config";
import type { Lhr } from "./lhr";
import type { Profile } from "./profiles";
import { run, startSiteServer, stopGroup } from "../../../test/support/processes";

const require = createRequire(import.meta.url);
const lhciCli = require.resolve("@lhci/cli/src/cli.js");

/**
 * Chromium's flags as the one string Lighthouse parses, a value with spaces in double quotes
 * (`--host-resolver-rules="MAP images.unsplash.com 127.0.0.1:4441"`). The last flag must not end
 * in a quote: the command-line parser would strip a pair of quotes around the whole string.
 */
export function chromeFlagsString(flags: readonly string[]): string {
  const quoted = flags.map((flag) => {
    const eq = flag.indexOf("=");
    return eq > 0 && /\s/.test(flag) ? `${flag.slice(0, eq + 1)}"${flag.slice(eq + 1)}"` : flag;
  });
  if (quoted.at(-1)?.endsWith('"')) throw new Error(`the last Chromium flag must not contain spaces: ${flags.at(-1)}`);
  return quoted.join(" ");
}

export type CollectInput = {
  profile: Profile;
  /** Lighthouse CI's configuration for the profile (config.ts), with its assertions. */
  config: LhciConfig;
  /** The CPU slowdown; undefined keeps Lighthouse's default (4×). */
  cpuSlowdownMultiplier?: number;
  urls: readonly string[];
  runs: number;
  chromePath: string;
  chromeFlags: readonly string[];
};

/** The arguments of `lhci collect` for one round of a profile (from 0): one run of every URL. */
export function collectArgs(input: Omit<CollectInput, "config">, configFile: string, round: number): string[] {
  return [
    "collect",
    `--config=${configFile}`,
    ...input.urls.map((url) => `--url=${url}`),
    "--numberOfRuns=1",
    ...(round > 0 ? ["--additive"] : []),
    `--chromePath=${input.chromePath}`,
    `--settings.chromeFlags=${chromeFlagsString(input.chromeFlags)}`,
    ...(input.cpuSlowdownMultiplier === undefined
      ? []
      : [`--settings.throttling.cpuSlowdownMultiplier=${input.cpuSlowdownMultiplier}`]),
  ];
}

/** The site's production server for a profile's runs: its command, and the port it listens on. */
export type SiteServer = { command: readonly string[]; port: number };

export type ProfileRun = {
  lhrs: Lhr[];
  /** Lighthouse CI's verdict on each assertion (none for a profile without assertions). */
  assertions: AssertionResult[];
  /** Where the median runs' reports went. */
  reports: string;
};

function lhciRun(name: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, echo: boolean) {
  // SIGINT: Lighthouse then closes the Chromium it started (which runs in a process group of its own).
  return run(name, process.execPath, [lhciCli, ...args], { cwd, env, echo, stopSignal: "SIGINT" });
}

/**
 * Starts the site server (its access log off, as in the tap benchmark), collects the profile's
 * rounds, stops the server, then asserts and uploads. Throws when Lighthouse CI cannot run; failed
 * assertions are results.
 */
export async function runProfile(
  input: CollectInput,
  options: { root: string; workDir: string; reportsDir: string; env: NodeJS.ProcessEnv; server: SiteServer },
): Promise<ProfileRun> {
  const { root, workDir, reportsDir, env, server } = options;
  mkdirSync(workDir, { recursive: true });
  const configFile = path.join(workDir, "lighthouserc.json");
  writeFileSync(configFile, `${JSON.stringify(input.config, null, 2)}\n`);
  const site = await startSiteServer(server.command, { cwd: root, env, port: server.port });
  try {
    for (let round = 0; round < input.runs; round++) {
      const name = `Lighthouse CI (${input.profile.name}), round ${round + 1} of ${input.runs}`;
      const collect = await lhciRun(name, collectArgs(input, configFile, round), workDir, env, true);
      if (collect.code !== 0) throw new Error(`lhci collect (${name}) failed with exit code ${collect.code}`);
    }
  } finally {
    await stopGroup(site);
  }

  const saved = path.join(workDir, ".lighthouseci");
  const lhrs = readdirSync(saved)
    .filter((f) => /^lhr-\d+\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(path.join(saved, f), "utf8")) as Lhr);

  const config = `--config=${configFile}`;
  let assertions: AssertionResult[] = [];
  if (input.config.ci.assert) {
    const assert = await lhciRun(`lhci assert (${input.profile.name})`, ["assert", config], workDir, env, false);
    const file = path.join(saved, "assertion-results.json");
    if ((assert.code !== 0 && assert.code !== 1) || !existsSync(file)) {
      throw new Error(
        `lhci assert (${input.profile.name}) failed with exit code ${assert.code}:\n${assert.output.trim().split("\n").slice(-20).join("\n")}`,
      );
    }
    assertions = JSON.parse(readFileSync(file, "utf8")) as AssertionResult[];
  }

  const reports = path.join(reportsDir, input.profile.name);
  rmSync(reports, { recursive: true, force: true });
  const upload = await lhciRun(
    `lhci upload (${input.profile.name})`,
    ["upload", config, `--outputDir=${reports}`],
    workDir,
    env,
    false,
  );
  if (upload.code !== 0)
    throw new Error(
      `lhci upload (${input.profile.name}) failed with exit code ${upload.code}:\n${upload.output.trim()}`,
    );
  return { lhrs, assertions, reports };
}
