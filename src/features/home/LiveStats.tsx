import { useEffect, useState } from "react";
import { Award, BedDouble, CalendarCheck, Heart } from "@/components/icons/stroke-icons";
import type { LiveStatsConfig } from "@/content/schema";
import type { HomeStrings } from "@/content/locales/en/home";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import { fill } from "@/lib/format";
import { nextStats, startingStats } from "./stats";
import { visibleInterval } from "./ticker";

type LiveStatsProps = {
  config: LiveStatsConfig;
  yearsExperience: number;
  totalRooms: number;
  strings: HomeStrings["stats"];
};

/**
 * The stats strip. The HTML carries the starting figures; once hydrated they change every few
 * seconds while the tab is visible. Deliberately not a live region: a change every 8 seconds
 * read out loud would drown everything else.
 */
function LiveStats({ config, yearsExperience, totalRooms, strings }: LiveStatsProps) {
  const [stats, setStats] = useState(() => startingStats(config, yearsExperience));

  useEffect(
    () =>
      visibleInterval(() => setStats((current) => nextStats(current, config, Math.random)), config.tickSeconds * 1000),
    [config],
  );

  const items = [
    {
      key: "occupied",
      icon: BedDouble,
      label: strings.occupied,
      value: fill(strings.occupiedValue, { occupied: stats.occupiedRooms, total: totalRooms }),
    },
    {
      key: "satisfaction",
      icon: Heart,
      label: strings.satisfaction,
      value: fill(strings.satisfactionValue, { value: stats.satisfaction.toFixed(1) }),
    },
    { key: "awards", icon: Award, label: strings.awards, value: String(stats.awards) },
    { key: "years", icon: CalendarCheck, label: strings.years, value: String(stats.yearsExperience) },
  ];

  return (
    <div>
      <p className="flex items-center justify-center gap-2 text-xs font-medium text-muted-foreground lg:justify-start">
        <span className="relative flex size-2" aria-hidden="true">
          <span className="absolute inline-flex size-full rounded-full bg-emerald-500 opacity-75 motion-safe:animate-ping" />
          <span className="relative inline-flex size-2 rounded-full bg-emerald-600" />
        </span>
        <span className="font-semibold tracking-wide text-foreground uppercase">{strings.live}</span>
        <span>{strings.liveNote}</span>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-6 lg:grid-cols-4">
        {items.map(({ key, icon: Icon, label, value }) => (
          <div key={key} className="flex flex-col-reverse items-center gap-1 text-center lg:items-start lg:text-left">
            <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {label}
            </dt>
            <dd className="text-2xl font-bold tabular-nums sm:text-3xl">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export default withErrorBoundary(LiveStats);
