/**
 * The tap benchmark over the table: every control, in each language, on each calibrated phone,
 * early and settled, `runs` times. The runs go round the whole table in turn rather than one
 * control `runs` times over, so a moment when the machine is busy spreads over every control.
 */
import type { Browser } from "@playwright/test";
import { cpuMultiplier, profiles } from "../lighthouse/profiles";
import { controlsIn, type TapControl, type TapLocale } from "./controls";
import { measureTap } from "./measure";
import { tapTimings, type TapProfile, type TapSample } from "./summary";

export type TapPlan = {
  origin: string;
  hostIndex: number;
  runs: number;
  profiles: readonly TapProfile[];
  locales: readonly TapLocale[];
  /** Control ids to press; undefined: the whole table. */
  only?: readonly string[];
  /** Only controls on these routes (the benchmark's --routes); undefined: any. */
  routes?: readonly string[];
  /** A folder for a trace of each tap (--trace-taps); undefined: none. */
  traceTo?: string;
};

export type TapOutcome = { samples: TapSample[]; multipliers: Partial<Record<TapProfile, number>> };

/** The controls a plan presses in a language. */
export function plannedControls(plan: Pick<TapPlan, "only" | "routes">, locale: TapLocale): TapControl[] {
  return controlsIn(locale).filter(
    (c) => (!plan.only || plan.only.includes(c.id)) && (!plan.routes || plan.routes.includes(c.path)),
  );
}

/** The CPU slowdown of each phone on a host of this benchmark index. */
export function tapMultipliers(hostIndex: number, phones: readonly TapProfile[]): TapOutcome["multipliers"] {
  const multipliers: TapOutcome["multipliers"] = {};
  for (const p of phones) multipliers[p] = cpuMultiplier(hostIndex, profiles[p].targetIndex!).value;
  return multipliers;
}

/** Every sample goes to `record` as soon as it is taken, so a run cut short still leaves what it measured. */
export async function runTaps(
  browser: Browser,
  plan: TapPlan,
  log: (line: string) => void,
  record: (sample: TapSample) => void = () => {},
): Promise<TapOutcome> {
  const multipliers = tapMultipliers(plan.hostIndex, plan.profiles);
  const samples: TapSample[] = [];
  const total =
    plan.runs *
    plan.profiles.length *
    plan.locales.reduce((n, l) => n + plannedControls(plan, l).length * tapTimings.length, 0);
  for (let run = 1; run <= plan.runs; run += 1)
    for (const profile of plan.profiles)
      for (const locale of plan.locales)
        for (const control of plannedControls(plan, locale))
          for (const timing of tapTimings) {
            const sample = await measureTap(browser, plan.origin, {
              control,
              locale,
              profile,
              timing,
              cpuSlowdown: multipliers[profile]!,
              traceTo: plan.traceTo,
            });
            samples.push(sample);
            record(sample);
            const figure =
              sample.error ?? (sample.answerMs === undefined ? "no answer" : `${Math.round(sample.answerMs)} ms`);
            log(`  [${samples.length}/${total}] ${profile} ${locale} ${control.id} ${timing}: ${figure}`);
          }
  return { samples, multipliers };
}
