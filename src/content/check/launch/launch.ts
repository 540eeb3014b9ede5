import type { LaunchContent, LaunchRule } from "./content";
import type { LaunchItem } from "./items";
import { sampleFacts } from "./sample-facts";
import { launchBlockerRules } from "./rules";
import { launchWarningRules } from "./warnings";
import { pilgrimLaunchItems } from "../pilgrims";

/** The launch check's own rules: the sample hotel's facts first, then the other blockers, then the warnings. */
export const launchRules: LaunchRule[] = [
  sampleFacts,
  ...launchBlockerRules,
  ...launchWarningRules,
  pilgrimLaunchItems,
];

/**
 * Every item the rules find, blockers before warnings; a field named twice at one level (a sample
 * e-mail is also a `.example` address) is reported once, by the first rule.
 */
export function launchItems(content: LaunchContent, rules: readonly LaunchRule[] = launchRules): LaunchItem[] {
  const seen = new Set<string>();
  const items = rules.flatMap((rule) => rule(content));
  return [...items.filter((i) => i.level === "blocker"), ...items.filter((i) => i.level === "warning")].filter(
    (item) => {
      const key = `${item.level} ${item.file} ${item.field}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    },
  );
}
