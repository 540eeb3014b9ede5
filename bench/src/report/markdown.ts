/** A markdown table; `align` "r" right-aligns a column (numbers). Pipes in cells are escaped. */
export function markdownTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly ("l" | "r")[] = [],
): string {
  const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(" | ")} |`;
  const rule = `|${headers.map((_, i) => (align[i] === "r" ? "---:" : "---")).join("|")}|`;
  return [line(headers), rule, ...rows.map(line)].join("\n");
}
