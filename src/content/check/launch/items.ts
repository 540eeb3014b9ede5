/**
 * What the launch check reports: one fact the hotel must still replace or confirm before the site
 * goes live, where a guest sees it, where the owner changes it, and why it matters. Other checks
 * (the currency switch, the pilgrims' facts) report items of the same shape.
 */
export type LaunchItem = {
  /** A blocker stops `npm run launch-check` and a production build; a warning is only listed. */
  level: "blocker" | "warning";
  /** The page a guest sees the fact on. */
  page: string;
  /** The content file, under src/content. */
  file: string;
  /** The field in that file, dotted: "phones.frontDesk", "social.0.url". */
  field: string;
  /** Where the owner finds it in the editor: "collection → entry → field label". */
  editor: string;
  /** Why it matters, in the owner's words. */
  why: string;
};

export const blockersIn = (items: readonly LaunchItem[]) => items.filter((item) => item.level === "blocker");

const byLevel = (level: LaunchItem["level"]) => (item: LaunchItem) => item.level === level;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The items of one level, grouped by page in the order pages first come. */
function section(title: string, items: LaunchItem[]): string[] {
  if (!items.length) return [];
  const pages = [...new Set(items.map((item) => item.page))];
  const lines = [title, ""];
  for (const page of pages) {
    lines.push(`  ${page}`);
    for (const item of items.filter((i) => i.page === page)) {
      lines.push(`    ${item.file} · ${item.field}`, `      In the editor: ${item.editor}`, `      ${item.why}`);
    }
    lines.push("");
  }
  return lines;
}

/** The report the owner reads: blockers first, each level grouped by page, the counts at the end. */
export function launchReport(items: readonly LaunchItem[]): string {
  const blockers = items.filter(byLevel("blocker"));
  const warnings = items.filter(byLevel("warning"));
  const [first] = blockers;
  // The first blocker once more in the build's own form, which the publisher's log line quotes.
  const verdict = first
    ? `The site must not go live yet: replace or confirm every blocker above in the editor.\nFirst to fix: src/content/${first.file}: ${first.field}: ${first.why}`
    : "No blockers: the site may go live.";
  return [
    ...section("BLOCKERS: the site must not go live with these", blockers),
    ...section("WARNINGS: worth fixing, they do not stop the site", warnings),
    `Launch check: ${plural(blockers.length, "blocker")}, ${plural(warnings.length, "warning")}.`,
    verdict,
  ].join("\n");
}
