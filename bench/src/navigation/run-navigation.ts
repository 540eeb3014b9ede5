/**
 * The navigation rows over the journey: every link (and Back), in each language, on each calibrated
 * phone, `runs` times, and a visit to the home page that leaves without a tap for the speculation
 * bytes. The runs go round the whole journey in turn, as the taps do, so a busy moment of the
 * machine spreads over every row.
 */
import type { Browser } from "puppeteer-core";
import type { TlsFront } from "../tls/tls-front";
import type { TapLocale } from "../taps/controls";
import { tapMultipliers } from "../taps/run-taps";
import type { TapOutcome } from "../taps/run-taps";
import type { TapProfile } from "../taps/summary";
import { guardActivation } from "./activation";
import { backRow, journeysIn } from "./journeys";
import { measureJourney, measureSpeculation } from "./measure";
import type { NavSample, SpeculationSample } from "./summary";

export type NavigationPlan = {
  origin: string;
  front: TlsFront;
  hostIndex: number;
  runs: number;
  profiles: readonly TapProfile[];
  locales: readonly TapLocale[];
};

export type NavigationOutcome = {
  samples: NavSample[];
  speculation: SpeculationSample[];
  multipliers: TapOutcome["multipliers"];
};

const figure = (s: NavSample) =>
  s.error ??
  (s.ms === undefined
    ? "not arrived"
    : `${Math.round(s.ms)} ms${s.prerendered ? " (prerendered)" : ""}${s.restored === false ? " (reloaded)" : ""}${s.restored ? " (restored)" : ""}`);

export async function runNavigation(
  browser: Browser,
  plan: NavigationPlan,
  log: (line: string) => void,
  record: (sample: NavSample | SpeculationSample) => void = () => {},
): Promise<NavigationOutcome> {
  const multipliers = tapMultipliers(plan.hostIndex, plan.profiles);
  const samples: NavSample[] = [];
  const speculation: SpeculationSample[] = [];
  const guard = guardActivation();
  try {
    await everyRun();
  } finally {
    guard.stop();
  }
  if (guard.letGo() > 0)
    log(`  (${guard.letGo()} of Puppeteer's own failures while a prerendered page took over were let go)`);
  return { samples, speculation, multipliers };

  async function everyRun() {
    for (let run = 1; run <= plan.runs; run += 1)
      for (const profile of plan.profiles)
        for (const locale of plan.locales) {
          const setting = {
            browser,
            origin: plan.origin,
            front: plan.front,
            profile,
            locale,
            cpuSlowdown: multipliers[profile]!,
          };
          for (const journey of journeysIn(locale)) {
            for (const sample of await measureJourney(setting, journey)) {
              samples.push(sample);
              record(sample);
              const title = sample.row === backRow.id ? backRow.id : journey.id;
              log(`  [run ${run}] ${profile} ${locale} ${title}: ${figure(sample)}`);
            }
          }
          const home = journeysIn(locale)[0]!.from;
          try {
            const visit = await measureSpeculation(setting, home);
            speculation.push(visit);
            record(visit);
            log(
              `  [run ${run}] ${profile} ${locale} home, left without a tap: ${visit.speculationBytes} bytes fetched ahead, ${visit.pageBytes} bytes of its own`,
            );
          } catch (error) {
            log(
              `  [run ${run}] ${profile} ${locale} home, left without a tap: ${(error as Error).message.split("\n")[0]}`,
            );
          }
        }
  }
}
