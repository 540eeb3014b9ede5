import { fill } from "@/lib/i18n/format";
import { nextStats, type LiveStats, type RandomSource } from "./stats";
import { visibleInterval, type VisibilitySource } from "./ticker";
import type { LiveStatsConfig } from "@/content/schema/hotel";

/** What the strip's HTML hands its ticker (the `data-live-stats` attribute): the rule and the words it fills in. */
export type LiveStatsTicker = {
  config: LiveStatsConfig;
  start: LiveStats;
  totalRooms: number;
  occupiedValue: string;
  satisfactionValue: string;
};

/** The figures as the strip shows them, keyed like the `data-stat` of their <dd>. */
export function shownStats(
  stats: LiveStats,
  ticker: Pick<LiveStatsTicker, "totalRooms" | "occupiedValue" | "satisfactionValue">,
) {
  return {
    occupied: fill(ticker.occupiedValue, { occupied: stats.occupiedRooms, total: ticker.totalRooms }),
    satisfaction: fill(ticker.satisfactionValue, { value: stats.satisfaction.toFixed(1) }),
    awards: String(stats.awards),
    years: String(stats.yearsExperience),
  };
}

/**
 * Makes a server-rendered stats strip tick: every few seconds, while the tab is visible, the
 * figures in its `<dd data-stat>` change. Plain DOM, no framework: the strip is in the HTML and
 * needs nothing else to be read. Returns the cleanup.
 */
export function startLiveStats(
  root: HTMLElement,
  random: RandomSource = Math.random,
  doc: VisibilitySource = document,
): () => void {
  const ticker = JSON.parse(root.dataset.liveStats ?? "null") as LiveStatsTicker | null;
  if (!ticker) return () => {};
  let stats = ticker.start;
  return visibleInterval(
    () => {
      stats = nextStats(stats, ticker.config, random);
      for (const [key, value] of Object.entries(shownStats(stats, ticker))) {
        const figure = root.querySelector(`[data-stat="${key}"]`);
        if (figure && figure.textContent !== value) figure.textContent = value;
      }
    },
    ticker.config.tickSeconds * 1000,
    doc,
  );
}
