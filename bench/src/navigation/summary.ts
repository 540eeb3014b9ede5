/**
 * The navigation rows' figures: one sample per journey tap (or Back), their medians per row,
 * language and phone, the verdicts against `navigation` in budgets.json, the speculation bytes of
 * a guest who opens the home page and leaves, and the report's section. Pure.
 */
import { formatBytes, type NavigationBudgets } from "../../../test/support/budgets";
import type { Failure } from "../report/budget";
import { markdownTable } from "../report/markdown";
import { median, medianCountingMisses } from "../stats";
import type { TapLocale } from "../taps/controls";
import { formatMs, formatTapFigure, tapProfiles, verdict, type TapProfile } from "../taps/summary";
import { backRow, journeysIn } from "./journeys";

/** What the new page's own clock says, read once it has painted. */
export type ArrivedPage = {
  /** performance.timeOrigin: when its navigation (or its prerender) began, in ms since the epoch. */
  timeOrigin: number;
  /** The navigation entry's activationStart: 0 unless the page was prerendered and then shown. */
  activationStart: number;
  /** first-contentful-paint's startTime, in the page's clock. */
  firstContentfulPaint?: number;
};

/**
 * Tap → the moment the guest sees the next page, in ms: its first contentful paint, or its
 * activation when it was prerendered and painted before the tap (a prerendered page can paint
 * before it is shown: the guest sees it at activation). Both clocks are the epoch's
 * (timeOrigin + the page's time), so the old page's tap and the new page's paint compare.
 * Undefined: it has not painted.
 */
export function guestSeenMs(tapAt: number, page: ArrivedPage): number | undefined {
  if (page.firstContentfulPaint === undefined) return undefined;
  return page.timeOrigin + Math.max(page.firstContentfulPaint, page.activationStart) - tapAt;
}

export type NavSample = {
  /** A journey's id or "back". */
  row: string;
  locale: TapLocale;
  profile: TapProfile;
  /** Tap (or Back) → the next page seen; undefined: not within the wait. */
  ms?: number;
  /** The page shown had been prerendered (activationStart > 0). */
  prerendered?: boolean;
  /** Back only: the page came from the back/forward cache (pageshow persisted). */
  restored?: boolean;
  /** Back only, when it reloaded: Chromium's notRestoredReasons, in short. */
  notRestored?: string;
  error?: string;
};

export type NavFigures = {
  /** Median; Infinity: half or more never arrived within the wait. */
  ms?: number;
  samples: number;
  /** Samples taken (not errors). */
  measured: number;
  /** How many of the samples' pages were prerendered (restored from the cache, for Back). */
  fromSpeculation: number;
  notRestored: string[];
  errors: string[];
};

export type NavRow = { row: string; title: string; locale: TapLocale; profile: TapProfile; figures: NavFigures };

/** The rows in order: English then Hindi, the journey then Back, mid-tier then low-tier; only what has samples. */
export function summariseNavigation(locales: readonly TapLocale[], samples: readonly NavSample[]): NavRow[] {
  return locales.flatMap((locale) =>
    [...journeysIn(locale), backRow].flatMap(({ id, title }) =>
      tapProfiles.flatMap((profile) => {
        const mine = samples.filter((s) => s.row === id && s.locale === locale && s.profile === profile);
        if (mine.length === 0) return [];
        const taken = mine.filter((s) => s.error === undefined);
        const figures: NavFigures = {
          ms: medianCountingMisses(taken.map((s) => s.ms)),
          samples: mine.length,
          measured: taken.length,
          fromSpeculation: taken.filter((s) => (id === backRow.id ? s.restored : s.prerendered)).length,
          notRestored: [...new Set(taken.flatMap((s) => (s.notRestored ? [s.notRestored] : [])))],
          errors: [...new Set(mine.flatMap((s) => (s.error === undefined ? [] : [s.error])))],
        };
        return [{ row: id, title, locale, profile, figures }];
      }),
    ),
  );
}

/** A row's budget: Back's, or the journey links' first paint. */
export function navigationBudget(row: Pick<NavRow, "row" | "profile">, budgets: NavigationBudgets): number {
  return (row.row === backRow.id ? budgets.back : budgets.firstPaint)[row.profile];
}

const languageNames: Record<TapLocale, string> = { en: "English", hi: "Hindi" };

/** The report's table: a row per journey link (and Back), language and phone. */
export function navigationTableMarkdown(rows: readonly NavRow[], budgets: NavigationBudgets): string {
  const body = rows.map((r) => [
    r.title,
    languageNames[r.locale],
    r.profile,
    formatTapFigure(r.figures.ms, navigationBudget(r, budgets)),
    `${r.figures.fromSpeculation} of ${r.figures.measured}`,
  ]);
  return markdownTable(
    ["Navigation", "Language", "Profile", "Tap → next page seen", "Prerendered (Back: from the cache)"],
    body,
    ["l", "l", "l", "r", "r"],
  );
}

/** One failure per row over its budget. */
export function navigationFailures(rows: readonly NavRow[], budgets: NavigationBudgets): Failure[] {
  return rows
    .filter((r) => verdict(r.figures.ms, navigationBudget(r, budgets)) === "fail")
    .map((r) => ({
      scope: "navigation" as const,
      route: r.row,
      what: `${r.locale}:${r.profile}`,
      message: `navigation, ${r.title} (${languageNames[r.locale]}, ${r.profile}): ${formatMs(r.figures.ms)} over ${navigationBudget(r, budgets)} ms`,
    }));
}

/** A guest who opened the home page and left: what speculation fetched beside the page's own requests. */
export type SpeculationSample = {
  locale: TapLocale;
  profile: TapProfile;
  /** Bytes of responses to requests carrying `Sec-Purpose` (prefetch, prefetch;prerender), as sent. */
  speculationBytes: number;
  /** Bytes of every other response of the visit: the page's own weight. */
  pageBytes: number;
  /** The speculative requests' paths. */
  speculated: string[];
};

export type SpeculationFigures = { bytes: number; pageBytes: number; speculated: string[]; samples: number };

/** The median bytes over the visits (the largest, page by page, would hide nothing either: it is one page's rules). */
export function summariseSpeculation(samples: readonly SpeculationSample[]): SpeculationFigures | undefined {
  if (samples.length === 0) return undefined;
  return {
    bytes: median(samples.map((s) => s.speculationBytes))!,
    pageBytes: median(samples.map((s) => s.pageBytes))!,
    speculated: [...new Set(samples.flatMap((s) => s.speculated))].sort(),
    samples: samples.length,
  };
}

export function speculationFailures(figures: SpeculationFigures | undefined, budgets: NavigationBudgets): Failure[] {
  if (!figures || figures.bytes <= budgets.speculationBytes.max) return [];
  return [
    {
      scope: "navigation",
      route: "/",
      what: "speculationBytes",
      message: `navigation, speculation on the home page fetched ${formatBytes(figures.bytes)} > ${formatBytes(budgets.speculationBytes.max)}`,
    },
  ];
}

/** What a navigation run leaves in the results file. */
export type NavigationResults = {
  hostIndex: number;
  multipliers: Partial<Record<TapProfile, number>>;
  budgets: NavigationBudgets;
  runs: number;
  loadAverage: number[];
  /** Whether the built pages carry speculation rules (a `<script type="speculationrules">` or the header). */
  speculationRules: boolean;
  rows: NavRow[];
  samples: NavSample[];
  speculation?: SpeculationFigures;
  speculationSamples: SpeculationSample[];
};

/** The report's section: the conditions, the table, the speculation bytes, and what could not be measured. */
export function navigationSection(nav: NavigationResults): string[] {
  const cpu = tapProfiles
    .filter((p) => nav.multipliers[p] !== undefined)
    .map((p) => `${p} ${nav.multipliers[p]}×`)
    .join(", ");
  const notes = nav.rows.flatMap((r) => {
    const where = `${r.title} (${languageNames[r.locale]}, ${r.profile})`;
    return [
      ...r.figures.notRestored.map((n) => `- ${where}: not restored from the back/forward cache: ${n}`),
      ...r.figures.errors.map((e) => `- ${where}: not measured: ${e}`),
    ];
  });
  const spec = nav.speculation;
  return [
    `### Between pages: tap → the next page's first contentful paint; median of ${nav.runs} run${nav.runs === 1 ? "" : "s"}`,
    "",
    `CPU ${cpu} (host benchmark index ${Math.round(nav.hostIndex)}); 390×844 touch, slow 4G; load average ` +
      `${nav.loadAverage.map((l) => l.toFixed(1)).join(" → ")}. Speculation rules in the build: ${nav.speculationRules ? "yes" : "no"}. ` +
      "The finger rests on the link 300 ms (pointer-down) and lifts, 2 s after the page's `load`; the time runs from the lift " +
      "to the new page's first contentful paint (for a prerendered page, max(paint, activation)). Back: from the booking page's " +
      "Back to the room page's first frame after `pageshow` (restored) or its first contentful paint (reloaded).",
    "",
    navigationTableMarkdown(nav.rows, nav.budgets),
    "",
    spec
      ? `Speculation bytes, a guest who opens the home page and leaves (median of ${spec.samples}): ` +
        `${formatBytes(spec.bytes)} (≤ ${formatBytes(nav.budgets.speculationBytes.max)}) ${spec.bytes <= nav.budgets.speculationBytes.max ? "✓" : "✗"} ` +
        `over the page's own ${formatBytes(spec.pageBytes)}` +
        (spec.speculated.length > 0 ? `; fetched ahead: ${spec.speculated.join(", ")}` : "; nothing fetched ahead")
      : "Speculation bytes: not measured.",
    "",
    ...(notes.length > 0 ? [...notes, ""] : []),
  ];
}
