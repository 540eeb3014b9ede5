/** What the conformance checkers report, and how a finding reads in the test output. */
export type Checker = "html" | "links" | "json-ld" | "weights" | "facts";

export type Finding = {
  checker: Checker;
  severity: "error" | "warning";
  /** The built file, relative to the project (e.g. "dist/hi/rooms.html"). */
  file: string;
  line: number;
  column: number;
  message: string;
  /** The source around the spot: the built pages are minified, so the line alone says little. */
  extract?: string;
};

/** `dist/rooms.html:2:1234: error [html] message`, then the extract: editors open the file at that spot. */
export function formatFinding(finding: Finding): string {
  const head = `${finding.file}:${finding.line}:${finding.column}: ${finding.severity} [${finding.checker}] ${finding.message}`;
  if (!finding.extract) return head;
  const extract = finding.extract.replace(/\s+/g, " ").trim();
  return `${head}\n    … ${extract.slice(0, 160)} …`;
}

/** The 1-based line and column of a character offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}

/** Up to `radius` characters either side of an offset. */
export function extractAt(text: string, offset: number, radius = 60): string {
  return text.slice(Math.max(0, offset - radius), offset + radius);
}
