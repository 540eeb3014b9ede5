/**
 * The tap benchmark's figures: one sample per page load, their medians per control, language and
 * phone, the verdicts against the tap budgets of budgets.json (docs/quality-targets.md §4), and
 * the report's table. Pure.
 */
import { tapPhones, type TapBudgets } from "../../../test/support/budgets";
import { markdownTable } from "../report/markdown";
import type { Failure } from "../report/budget";
import { medianCountingMisses } from "../stats";
import type { TapControl, TapLocale } from "./controls";

export const tapProfiles = tapPhones;
export type TapProfile = (typeof tapProfiles)[number];
export const tapTimings = ["early", "settled"] as const;
/** early: 300 ms after DOMContentLoaded; settled: 2 s after `load` (or both after a wizard step showed: tapMoment). */
export type TapTiming = (typeof tapTimings)[number];

/** How long after its moment (tapMoment) an early and a settled tap come. */
export const tapDelays: Record<TapTiming, number> = { early: 300, settled: 2000 };

/**
 * The moment a tap's delay counts from, in the page's clock: DOMContentLoaded for an early tap and
 * `load` for a settled one; for a control behind wizard steps, the moment its step showed (the
 * guest cannot press it before), whichever timing.
 */
export function tapMoment(
  timing: TapTiming,
  page: { domContentLoaded: number; load: number; stepShown?: number },
): number {
  return page.stepShown ?? (timing === "early" ? page.domContentLoaded : page.load);
}

/** The phones' benchmark indexes (lighthouse/profiles.ts), for the warning when the host is slower. */
const phoneIndexes: Record<TapProfile, number> = { "mid-tier": 1000, "low-tier": 264 };

/** Event Timing reports no entry shorter than this (the smallest `durationThreshold` it takes). */
export const eventTimingThreshold = 16;

export type TapSample = {
  control: string;
  locale: TapLocale;
  profile: TapProfile;
  timing: TapTiming;
  /** Tap → the first frame with the answer's container visible; undefined: no answer within the wait. */
  answerMs?: number;
  /** Tap → the first frame with the answer's usable part visible and hit-testable; undefined: never within the wait. */
  usableMs?: number;
  /** When the usable part never was usable: why not at the end of the wait (probe.ts). */
  notUsableBecause?: string;
  /** The longest Event Timing entry of the tap's events; 0: none of 16 ms or more. */
  eventTimingMs: number;
  /** When the tap came, after DOMContentLoaded (early) or `load` (settled). */
  tappedAfterMs?: number;
  /** Why the sample could not be taken (the control not found, a page error). */
  error?: string;
};

export type EventEntry = { name: string; startTime: number; duration: number };

/**
 * The longest Event Timing entry that belongs to the tap: its events (touchstart, pointerdown,
 * pointerup, touchend, click) all start within a second of the touch, and later entries are
 * something else (a hydrated island replaying the press is work, not an event).
 */
export function longestEventOfTap(events: readonly EventEntry[], tapStart: number | undefined): number {
  if (tapStart === undefined) return 0;
  const ofTap = events.filter((e) => e.startTime >= tapStart - 1 && e.startTime <= tapStart + 1000);
  return Math.max(0, ...ofTap.map((e) => e.duration));
}

/** The medians of one control, language, phone and timing; Infinity: half or more never came within the wait. */
export type TapFigures = {
  /** Tap → the answer's container on screen. */
  container?: number;
  /** Tap → the answer's usable part visible and hit-testable: what the budget judges. */
  usable?: number;
  /** The tap's longest Event Timing entry. */
  eventTiming?: number;
  samples: number;
  /** Taps whose usable part never came within the wait. */
  unanswered: number;
  /** Why the usable part was not usable, for the taps that never got it. */
  notUsable: string[];
  errors: string[];
};

export type TapRow = {
  control: string;
  title: string;
  locale: TapLocale;
  profile: TapProfile;
  timing: TapTiming;
  figures: TapFigures;
};

function figuresOf(samples: readonly TapSample[]): TapFigures {
  const taken = samples.filter((s) => s.error === undefined);
  return {
    container: medianCountingMisses(taken.map((s) => s.answerMs)),
    // A sample from before the usable part was measured (no usableMs key) counts its container's time.
    usable: medianCountingMisses(taken.map((s) => ("usableMs" in s ? s.usableMs : s.answerMs))),
    eventTiming: medianCountingMisses(taken.map((s) => s.eventTimingMs)),
    samples: samples.length,
    unanswered: taken.filter((s) => ("usableMs" in s ? s.usableMs : s.answerMs) === undefined).length,
    notUsable: [...new Set(taken.flatMap((s) => (s.notUsableBecause === undefined ? [] : [s.notUsableBecause])))],
    errors: [...new Set(samples.flatMap((s) => (s.error === undefined ? [] : [s.error])))],
  };
}

/**
 * The medians of every control, language, phone and timing that has samples, in the table's order:
 * English then Hindi, the controls in table order, mid-tier then low-tier, early then settled.
 */
export function summariseTaps(
  controls: readonly Pick<TapControl, "id" | "title">[],
  locales: readonly TapLocale[],
  samples: readonly TapSample[],
): TapRow[] {
  return locales.flatMap((locale) =>
    controls.flatMap((control) =>
      tapProfiles.flatMap((profile) =>
        tapTimings.flatMap((timing) => {
          const mine = samples.filter(
            (s) => s.control === control.id && s.locale === locale && s.profile === profile && s.timing === timing,
          );
          if (mine.length === 0) return [];
          return [{ control: control.id, title: control.title, locale, profile, timing, figures: figuresOf(mine) }];
        }),
      ),
    ),
  );
}

export type Verdict = "pass" | "fail" | "none";

/** Within budget, over it, or not measured. An unanswered tap (Infinity) is over any budget. */
export function verdict(value: number | undefined, budget: number): Verdict {
  if (value === undefined) return "none";
  return value <= budget ? "pass" : "fail";
}

const grouped = (ms: number) => Math.round(ms).toLocaleString("en-US");

/** A figure with its budget beside it and the verdict: "1,555 ms (≤ 100) ✗", "< 16 ms (≤ 200) ✓", "no answer (≤ 300) ✗". */
export function formatTapFigure(value: number | undefined, budget: number, floor = 0): string {
  if (value === undefined) return "–";
  const text = value === Infinity ? "no answer" : value < floor ? `< ${floor} ms` : `${grouped(value)} ms`;
  return `${text} (≤ ${grouped(budget)}) ${verdict(value, budget) === "pass" ? "✓" : "✗"}`;
}

/** A figure without a budget: "130 ms", "no answer", "–". */
export function formatMs(value: number | undefined): string {
  if (value === undefined) return "–";
  return value === Infinity ? "no answer" : `${grouped(value)} ms`;
}

const languageNames: Record<TapLocale, string> = { en: "English", hi: "Hindi" };

/** What a row's figures miss: the usable time over the timing's budget, Event Timing over its own. */
export function tapRowFailures(row: TapRow, budgets: TapBudgets): string[] {
  return [
    verdict(row.figures.usable, budgets[row.timing][row.profile]) === "fail" ? `${row.timing} tap` : undefined,
    verdict(row.figures.eventTiming, budgets.eventTiming[row.profile]) === "fail" ? "Event Timing" : undefined,
  ].filter((x) => x !== undefined);
}

/** The verdict column: ✓ when the row's figures are within budget, else ✗ and what is over. */
function rowVerdict(row: TapRow, budgets: TapBudgets): string {
  if (row.figures.usable === undefined) return "–";
  const over = tapRowFailures(row, budgets);
  return over.length === 0 ? "✓" : `✗ ${over.join(", ")}`;
}

/**
 * The report's table: a row per control, language, phone and timing; the container's frame (for
 * reading only), the usable part's time and the Event Timing entry each with its budget, and the verdict.
 */
export function tapTableMarkdown(rows: readonly TapRow[], budgets: TapBudgets): string {
  const headers = ["Control", "Language", "Profile", "Timing", "Container", "Usable", "Event Timing", "Verdict"];
  const body = rows.map((row) => [
    row.title,
    languageNames[row.locale],
    row.profile,
    row.timing,
    formatMs(row.figures.container),
    formatTapFigure(row.figures.usable, budgets[row.timing][row.profile]),
    formatTapFigure(row.figures.eventTiming, budgets.eventTiming[row.profile], eventTimingThreshold),
    rowVerdict(row, budgets),
  ]);
  return markdownTable(headers, body, ["l", "l", "l", "l", "r", "r", "r", "l"]);
}

/** Notes under the table: taps never answered, and samples that could not be taken. */
export function tapNotes(rows: readonly TapRow[]): string[] {
  return rows.flatMap((row) => {
    const f = row.figures;
    const where = `${row.title} (${languageNames[row.locale]}, ${row.profile}, ${row.timing})`;
    return [
      ...(f.unanswered > 0
        ? [
            `- ${where}: ${f.unanswered} of ${f.samples} taps not answered (usable part) within the wait` +
              (f.notUsable.length > 0 ? ` (${f.notUsable.join("; ")}).` : "."),
          ]
        : []),
      ...f.errors.map((e) => `- ${where}: not measured: ${e}`),
    ];
  });
}

/** One failure per control, language and phone with a figure over budget, for the benchmark's verdict. */
export function tapFailures(rows: readonly TapRow[], budgets: TapBudgets): Failure[] {
  const failures = new Map<string, { row: TapRow; over: string[] }>();
  for (const row of rows) {
    const over = tapRowFailures(row, budgets);
    if (over.length === 0) continue;
    const key = `${row.control} ${row.locale} ${row.profile}`;
    const entry = failures.get(key) ?? { row, over: [] };
    entry.over.push(...over.filter((o) => !entry.over.includes(o)));
    failures.set(key, entry);
  }
  return [...failures.values()].map(({ row, over }) => ({
    scope: "taps" as const,
    route: row.control,
    what: `${row.locale}:${row.profile}`,
    message: `taps, ${row.title} (${languageNames[row.locale]}, ${row.profile}): ${over.join(", ")} over budget`,
  }));
}

/** What a tap run leaves in the results file. */
export type TapResults = {
  /** The host's benchmark index the multipliers come from, with the values it is the median of (none when given). */
  hostIndex: number;
  hostIndexValues: number[];
  multipliers: Partial<Record<TapProfile, number>>;
  /** The budgets the taps were judged by (budgets.json's taps). */
  budgets: TapBudgets;
  runs: number;
  /** The one-minute load average before and after the taps. */
  loadAverage: number[];
  rows: TapRow[];
  samples: TapSample[];
};

/** The report's section: the conditions, the table, and what could not be measured. */
export function tapSection(taps: TapResults): string[] {
  const profiles = tapProfiles.filter((p) => taps.multipliers[p] !== undefined);
  const rows = taps.rows.filter((r) => profiles.includes(r.profile));
  const values = taps.hostIndexValues.map(Math.round).join(", ");
  const index = `host benchmark index ${Math.round(taps.hostIndex)} (${values ? `median of ${values}` : "given, not measured"})`;
  const cpu = profiles.map((p) => `${p} ${taps.multipliers[p]}×`).join(", ");
  const notes = tapNotes(rows);
  const slower = profiles.filter((p) => taps.hostIndex < phoneIndexes[p]);
  const warning =
    slower.length === 0
      ? []
      : [
          `Warning: the host (index ${Math.round(taps.hostIndex)}) was slower than the ${slower.join(" and the ")} phone, ` +
            "so that phone ran without slowdown, on a slower CPU than its own: its figures are worse than the phone's.",
          "",
        ];
  return [
    `### Taps: tap → the answer's container, and tap → its usable part; median of ${taps.runs} run${taps.runs === 1 ? "" : "s"}`,
    "",
    `CPU ${cpu} (${index}); 390×844 touch, slow 4G (150 ms, 1.6 Mbit/s) through the DevTools Protocol; ` +
      `load average ${taps.loadAverage.map((l) => l.toFixed(1)).join(" → ")}. Early: the tap comes 300 ms after ` +
      "DOMContentLoaded; settled: 2 s after `load`; for a control behind a wizard step, 300 ms and 2 s after its step showed. " +
      "Container: the first frame with the answer's container on screen. Usable: the first frame where the part the guest " +
      "acts on next (a calendar's days, a dialog's photo, an error's words) is visible and hit-testable; the tap budgets " +
      "judge it. Event Timing: the tap's longest entry (entries under 16 ms are not reported). The budget of each figure is in brackets.",
    "",
    ...warning,
    tapTableMarkdown(rows, taps.budgets),
    "",
    ...(notes.length > 0 ? [...notes, ""] : []),
  ];
}
