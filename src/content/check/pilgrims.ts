import { parseIsoDate } from "@/lib/dates/dates";
import { checkedFacts, isStale, staleAfterDays, type FoundFact } from "@/lib/dates/verified";
import { fieldPath, itemOf, type LaunchContent } from "./launch/content";
import type { LaunchItem } from "./launch/items";

/**
 * What the hotel must check before and after going live on the pilgrims' page (launch-check
 * warnings): each pilgrim fact not checked for 90 days, and each still the site's sample.
 */

/** Why a pilgrim fact is listed: too old, a sample, or both (two items). */
function factItems(content: LaunchContent, { path, verified, source, sample }: FoundFact, today: Date): LaunchItem[] {
  const item = (field: string, why: string) =>
    itemOf(content, "warning", "pilgrims.json", [...fieldPath(path), field], why);
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

/**
 * The pilgrim facts to check again or to replace. (The privacy notice's sample contact person is a
 * blocker of the sample facts' rule: no notice may name a stranger.)
 */
export function pilgrimLaunchItems(content: LaunchContent): LaunchItem[] {
  const today = parseIsoDate(content.today) ?? new Date();
  if (!content.files.includes("pilgrims.json")) return [];
  return checkedFacts(content.read("pilgrims.json")).flatMap((fact) => factItems(content, fact, today));
}
