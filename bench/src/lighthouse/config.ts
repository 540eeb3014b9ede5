/**
 * Lighthouse CI's configuration for a profile, made from budgets.json rather than kept in files of its
 * own: the collect settings every profile shares, the profile's categories, its assertions (each a
 * median of the runs), and the upload of each route's median run to the filesystem. lhci.ts writes it
 * where Lighthouse CI runs. Pure.
 */
import type { LighthouseAssertion } from "../../../test/support/budgets";
import type { Profile } from "./profiles";

/** `["error", { maxNumericValue: 50, aggregationMethod: "median" }]` */
type Assertion = ["error", Record<string, number | string>];

export type LhciConfig = {
  ci: {
    collect: { settings: Record<string, unknown> };
    assert?: { assertMatrix: { matchingUrlPattern: string; assertions: Record<string, Assertion> }[] };
    upload: { target: "filesystem"; reportFilenamePattern: string };
  };
};

/** Every URL: an assertion without `urls` applies to all. */
const everyUrl = ".*";

/** Lighthouse CI's form of one assertion: an error when the median of the runs misses it. */
function lhciAssertion(entry: LighthouseAssertion): Assertion {
  const limit: Record<string, number> =
    entry.minScore === undefined ? { maxNumericValue: entry.maxNumericValue! } : { minScore: entry.minScore };
  return ["error", { ...limit, aggregationMethod: "median" }];
}

/** The assertions grouped by the URLs they apply to, as Lighthouse CI's assertMatrix, in the budgets' order. */
export function assertMatrix(entries: readonly LighthouseAssertion[]) {
  const groups = new Map<string, Record<string, Assertion>>();
  for (const entry of entries) {
    const pattern = entry.urls ?? everyUrl;
    const group = groups.get(pattern) ?? {};
    group[entry.audit] = lhciAssertion(entry);
    groups.set(pattern, group);
  }
  return [...groups].map(([matchingUrlPattern, assertions]) => ({ matchingUrlPattern, assertions }));
}

/**
 * One profile's configuration. No full-page screenshot and no back/forward-cache audit: they cost
 * seconds a run and change no score. A profile without assertions is measured, not asserted.
 */
export function lighthouseConfig(profile: Profile, assertions: readonly LighthouseAssertion[] = []): LhciConfig {
  return {
    ci: {
      // The runs are lhci.ts's rounds, one run of every route each (collectArgs).
      collect: {
        settings: {
          onlyCategories: [...profile.categories],
          skipAudits: ["bf-cache"],
          disableFullPageScreenshot: true,
        },
      },
      ...(assertions.length > 0 ? { assert: { assertMatrix: assertMatrix(assertions) } } : {}),
      upload: { target: "filesystem", reportFilenamePattern: "page-%%PATHNAME%%.report.%%EXTENSION%%" },
    },
  };
}
