import { fieldPath, itemOf, type LaunchContent, type LaunchRule } from "./content";
import type { LaunchItem } from "./items";
import { sampleFacts } from "./sample-facts";
import { launchBlockerRules } from "./rules";
import { launchWarningRules } from "./warnings";
import { pilgrimLaunchItems } from "../pilgrims";
import { currencyLaunchItems } from "../currency-switch";

/** The amounts to re-enter after a currency switch, named by the launch check's pages and editor labels. */
const currencySwitch: LaunchRule = (content) => {
  type Pricing = { currency?: string; amountsEnteredIn?: Record<string, string> };
  const { pricing } = (content.files.includes("site.json") ? content.read("site.json") : {}) as { pricing?: Pricing };
  const switched = Object.values(pricing?.amountsEnteredIn ?? {}).some((entered) => entered !== pricing?.currency);
  if (!switched) return [];
  return currencyLaunchItems(content.root).map(({ level, file, field, why }) =>
    itemOf(content, level, file.replace(/^src\/content\//, ""), fieldPath(field), why),
  );
};

/** The launch check's own rules: the sample hotel's facts first, then the other blockers, then the warnings. */
export const launchRules: LaunchRule[] = [
  sampleFacts,
  ...launchBlockerRules,
  ...launchWarningRules,
  currencySwitch,
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
