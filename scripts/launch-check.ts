/**
 * The launch check: every fact of the content still a placeholder, grouped by the page a guest sees
 * it on, with where the owner changes it in the editor and why it matters. Exits 1 while a blocker
 * remains; a production build (SITE_ENV=production, astro.config.mjs) runs it first and stops.
 *
 *   npm run launch-check                 the content under src/content
 *   npm run launch-check -- <folder>     another content folder (a copy, a fixture)
 *   npm run launch-check -- --json       the items as JSON, for the publisher
 *
 * It also warns of each calendar feed the last build could not read (.cache/availability-feeds.json).
 */
import { join } from "node:path";
import { format } from "date-fns";
import { adminConfig } from "./admin-config";
import { editorPaths, type EditorConfig } from "../src/content/check/launch/editor";
import { launchContent, readSampleSets, type LaunchRule } from "../src/content/check/launch/content";
import { launchItems, launchRules } from "../src/content/check/launch/launch";
import { blockersIn, launchReport, type LaunchItem } from "../src/content/check/launch/items";
import { feedCacheFile, feedLaunchItems, readFeedCache } from "./availability-feeds";

const repoRoot = join(import.meta.dirname, "..");

/** The sample sets the check compares the content with (samples/<set>/). */
export const samplesRoot = join(repoRoot, "samples");

/** The items of the content under `root`, as of `today` (the build's date by default). */
export function launchCheck(
  root = join(repoRoot, "src", "content"),
  { today = new Date(), rules = launchRules }: { today?: Date; rules?: readonly LaunchRule[] } = {},
): LaunchItem[] {
  const content = launchContent(root, {
    samples: readSampleSets(samplesRoot),
    today: format(today, "yyyy-MM-dd"),
    // The configuration's fields are typed loosely (Record<string, unknown>): every one has a name and a label.
    editor: editorPaths(adminConfig() as unknown as EditorConfig),
  });
  return launchItems(content, rules);
}

if (process.argv[1]?.endsWith("launch-check.ts")) {
  const args = process.argv.slice(2);
  const root = args.find((arg) => !arg.startsWith("--"));
  // The calendar feeds the last build read: a feed that failed is a warning (scripts/availability-feeds.ts).
  const items = [...launchCheck(root), ...feedLaunchItems(readFeedCache(join(repoRoot, feedCacheFile)))];
  console.log(args.includes("--json") ? JSON.stringify(items, null, 2) : launchReport(items));
  process.exit(blockersIn(items).length ? 1 : 0);
}
