import { Award, BedDouble, CalendarCheck, Heart } from "@/components/icons/stroke-icons";
import { startingStats } from "./stats";
import { shownStats, type LiveStatsTicker } from "./live-stats-ticker";
import type { LiveStatsConfig } from "@/content/schema/hotel";
import type { HomeStrings } from "@/content/schema/words";

type LiveStatsProps = {
  config: LiveStatsConfig;
  yearsExperience: number;
  totalRooms: number;
  strings: HomeStrings["stats"];
};

/**
 * The stats strip, rendered on the server (not an island: no React on the page for it). The HTML
 * carries the starting figures; `startLiveStats` (./live-stats-ticker) then changes them every few
 * seconds while the tab is visible, reading what it needs from `data-live-stats`. Deliberately not
 * a live region: a change every 8 seconds read out loud would drown everything else.
 * With `show: "figures"` it shows the hotel's own figures, still: no occupancy, no "Live", no ticking.
 */
export function LiveStats({ config, yearsExperience, totalRooms, strings }: LiveStatsProps) {
  const start = startingStats(config, yearsExperience);
  const ticker: LiveStatsTicker = {
    config,
    start,
    totalRooms,
    occupiedValue: strings.occupiedValue,
    satisfactionValue: strings.satisfactionValue,
  };
  const shown = shownStats(start, ticker);
  const simulated = config.show === "simulation";
  const items = [
    ...(simulated ? [{ key: "occupied", icon: BedDouble, label: strings.occupied } as const] : []),
    { key: "satisfaction", icon: Heart, label: strings.satisfaction },
    { key: "awards", icon: Award, label: strings.awards },
    { key: "years", icon: CalendarCheck, label: strings.years },
  ] as const;

  return (
    <div data-live-stats={simulated ? JSON.stringify(ticker) : undefined}>
      {simulated && (
        <p className="flex items-center justify-center gap-2 text-xs font-medium text-muted-foreground lg:justify-start">
          <span className="relative flex size-2" aria-hidden="true">
            <span className="absolute inline-flex size-full rounded-full bg-emerald-500 opacity-75 motion-safe:animate-ping" />
            <span className="relative inline-flex size-2 rounded-full bg-emerald-600" />
          </span>
          <span className="font-semibold tracking-wide text-foreground uppercase">{strings.live}</span>
          <span>{strings.liveNote}</span>
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-6 lg:grid-cols-4">
        {items.map(({ key, icon: Icon, label }) => (
          <div key={key} className="flex flex-col-reverse items-center gap-1 text-center lg:items-start lg:text-left">
            <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {label}
            </dt>
            <dd data-stat={key} className="text-2xl font-bold tabular-nums sm:text-3xl">
              {shown[key]}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
