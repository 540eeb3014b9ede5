import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkedFacts, isStale, staleAfterDays, type FoundFact } from "@/lib/verified";

/**
 * What the hotel must check before and after going live on the pilgrims' page and the privacy
 * notice: each pilgrim fact not checked for 90 days, each still the site's sample, and the privacy
 * contact while it is the sample. Reads the files under `root` (src/content) from disk.
 */

/** One thing to do before (blocker) or after (warning) going live, named by the page, file and field. */
export type LaunchItem = {
  level: "blocker" | "warning";
  page: string;
  file: string;
  field: string;
  editor: string;
  why: string;
};

const pilgrimsEditor = "Pilgrims: Ujjain, Omkareshwar, Simhastha";
const privacyEditor = "Privacy notice: contact person";

const readJson = (root: string, file: string): unknown =>
  existsSync(join(root, file)) ? JSON.parse(readFileSync(join(root, file), "utf8")) : null;

const warning = (page: string, file: string, field: string, editor: string, why: string): LaunchItem => ({
  level: "warning",
  page,
  file: `src/content/${file}`,
  field,
  editor,
  why,
});

/** Why a pilgrim fact is listed: too old, a sample, or both (two items). */
function factItems({ path, verified, source, sample }: FoundFact, today: Date): LaunchItem[] {
  const item = (field: string, why: string) =>
    warning("/pilgrims", "pilgrims.json", `${path}.${field}`, pilgrimsEditor, why);
  return [
    ...(isStale(verified, today)
      ? [
          item(
            "verified",
            `last checked ${verified}, more than ${staleAfterDays} days ago: check it again on ${source}`,
          ),
        ]
      : []),
    ...(sample ? [item("sample", `still the site's sample: check it on ${source}, then untick sample`)] : []),
  ];
}

/** The pilgrim facts to check again or to replace, then the privacy contact while it is the sample. */
export function pilgrimLaunchItems(root: string, today: Date): LaunchItem[] {
  const items = checkedFacts(readJson(root, "pilgrims.json")).flatMap((fact) => factItems(fact, today));
  const privacy = readJson(root, "privacy.json") as { sample?: boolean } | null;
  if (privacy?.sample)
    items.push(
      warning(
        "/privacy",
        "privacy.json",
        "contact",
        privacyEditor,
        "the contact for personal data is still the sample person",
      ),
    );
  return items;
}
