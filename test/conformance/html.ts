/**
 * The W3C Nu HTML Checker (vnu-jar, the engine behind validator.w3.org) over built pages: one Java
 * run for all of them. Errors fail the gate; a warning passes only when the allow-list accepts it,
 * with a reason. Info messages (React writes `<br/>`, which vnu notes) are not reported.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { Finding } from "./findings";

const allowEntry = z.object({
  /** Text the warning's message contains. */
  message: z.string().min(1),
  /** Only on built files whose path contains this (all files when absent). */
  file: z.string().min(1).optional(),
  reason: z.string().min(10, "say why this warning is accepted"),
});
const allowFile = z.object({ accepted: z.array(allowEntry) });
export type AllowEntry = z.infer<typeof allowEntry>;

/** The allow-list of accepted warnings; throws naming the entry that lacks a reason. */
export function loadAllowList(file = path.join(import.meta.dirname, "vnu-allow.json")): AllowEntry[] {
  const parsed = allowFile.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return parsed.data.accepted;
}

type VnuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
};

export type HtmlReport = {
  errors: Finding[];
  warnings: Finding[];
  accepted: Finding[];
  unusedAllowances: AllowEntry[];
};

const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

function runVnu(files: readonly string[]): Promise<string> {
  const args = ["-jar", vnuJar, "--format", "json", "--stdout", "--exit-zero-always", "--skip-info-messages", ...files];
  return new Promise((resolve, reject) => {
    execFile("java", args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && (error as NodeJS.ErrnoException).code === "ENOENT") {
        reject(
          new Error(
            "java not found: the HTML checker needs a Java runtime (Debian: apt-get install default-jre-headless)",
          ),
        );
      } else if (error) {
        reject(new Error(`vnu failed: ${stderr || error.message}`));
      } else resolve(stdout);
    });
  });
}

function toFinding(message: VnuMessage, cwd: string): Finding {
  const file = message.url?.startsWith("file:") ? path.relative(cwd, fileURLToPath(message.url)) : (message.url ?? "?");
  const isWarning = message.type === "info" && message.subType === "warning";
  return {
    checker: "html",
    severity: isWarning ? "warning" : "error",
    file,
    line: message.firstLine ?? message.lastLine ?? 0,
    column: message.firstColumn ?? message.lastColumn ?? 0,
    message: message.message,
    extract: message.extract,
  };
}

function allows(entry: AllowEntry, finding: Finding): boolean {
  return finding.message.includes(entry.message) && (entry.file === undefined || finding.file.includes(entry.file));
}

/** What vnu says about HTML files (absolute paths), errors and warnings, named relative to `cwd`. */
export async function vnuFindings(files: readonly string[], cwd = process.cwd()): Promise<Finding[]> {
  if (files.length === 0) return [];
  const { messages } = JSON.parse(await runVnu(files)) as { messages: VnuMessage[] };
  return messages.map((m) => toFinding(m, cwd));
}

/** Sorts findings into errors, warnings the allow-list accepts, and warnings it does not. */
export function applyAllowList(findings: readonly Finding[], allowList: readonly AllowEntry[]): HtmlReport {
  const report: HtmlReport = { errors: [], warnings: [], accepted: [], unusedAllowances: [] };
  const used = new Set<AllowEntry>();
  for (const finding of findings) {
    if (finding.severity === "error") {
      report.errors.push(finding);
      continue;
    }
    const entry = allowList.find((e) => allows(e, finding));
    if (entry) used.add(entry);
    (entry ? report.accepted : report.warnings).push(finding);
  }
  report.unusedAllowances = allowList.filter((e) => !used.has(e));
  return report;
}

/** Checks HTML files in one Java run and applies the allow-list. */
export async function checkHtml(
  files: readonly string[],
  allowList: readonly AllowEntry[] = [],
  cwd = process.cwd(),
): Promise<HtmlReport> {
  return applyAllowList(await vnuFindings(files, cwd), allowList);
}
