/**
 * Figures from Lighthouse results (LHRs, as Lighthouse CI saves them) and their medians per
 * route. Pure: takes the parsed JSON.
 */
import { evidenceOf, type Evidence } from "./evidence";
import { medianIndex, medianOfEach } from "../stats";

/** The parts of a Lighthouse result the benchmark reads. */
export type Lhr = {
  requestedUrl: string;
  finalUrl?: string;
  lighthouseVersion?: string;
  environment?: { hostUserAgent?: string; benchmarkIndex?: number };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
  runWarnings?: string[];
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { score?: number | null; numericValue?: number; details?: unknown } | undefined>;
};

export const scoreKeys = ["performance", "accessibility", "bestPractices", "seo"] as const;
export const metricKeys = ["fcp", "lcp", "tbt", "cls", "speedIndex"] as const;
export type ScoreKey = (typeof scoreKeys)[number];
export type MetricKey = (typeof metricKeys)[number];
export type Figures = Partial<Record<ScoreKey | MetricKey | "benchmarkIndex", number>>;

const categoryIds: Record<ScoreKey, string> = {
  performance: "performance",
  accessibility: "accessibility",
  bestPractices: "best-practices",
  seo: "seo",
};
const auditIds: Record<MetricKey, string> = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  speedIndex: "speed-index",
};

/** The largest contentful paint's element: a photo (an image, a video poster) or text. */
export type LcpElement = { kind: "photo" | "text"; tag: string; label?: string; selector?: string };

/** Scores 0–100, metrics in ms (CLS unitless), and the benchmark index Lighthouse measured for this run. */
export function figuresOf(lhr: Lhr): Figures {
  const figures: Figures = {};
  for (const key of scoreKeys) {
    const score = lhr.categories[categoryIds[key]]?.score;
    if (typeof score === "number") figures[key] = Math.round(score * 100);
  }
  for (const key of metricKeys) {
    const value = lhr.audits[auditIds[key]]?.numericValue;
    if (typeof value === "number") figures[key] = value;
  }
  if (typeof lhr.environment?.benchmarkIndex === "number") figures.benchmarkIndex = lhr.environment.benchmarkIndex;
  return figures;
}

type NodeDetail = { type?: string; snippet?: string; selector?: string; nodeLabel?: string };

function findNode(value: unknown, depth = 0): NodeDetail | undefined {
  if (!value || typeof value !== "object" || depth > 4) return undefined;
  const node = (value as { node?: NodeDetail }).node;
  if (node?.type === "node" && typeof node.snippet === "string") return node;
  const items = (value as { items?: unknown }).items;
  for (const item of Array.isArray(items) ? items : []) {
    const found = findNode(item, depth + 1);
    if (found) return found;
  }
  return undefined;
}

const photoTags = new Set(["img", "image", "video", "picture"]);

/** The element Lighthouse names in its `largest-contentful-paint-element` audit, and whether it is a photo or text. */
export function lcpElementOf(lhr: Lhr): LcpElement | undefined {
  const node = findNode(lhr.audits["largest-contentful-paint-element"]?.details);
  if (!node?.snippet) return undefined;
  const tag = /^<([a-z][\w-]*)/i.exec(node.snippet)?.[1]?.toLowerCase() ?? "?";
  return { kind: photoTags.has(tag) ? "photo" : "text", tag, label: node.nodeLabel, selector: node.selector };
}

export type RouteSummary = {
  route: string;
  runs: number;
  /** The median of each figure over the runs. */
  median: Figures;
  /** The LCP element of the run with the median LCP (so the element matches the figure). */
  lcpElement?: LcpElement;
  /** How many runs painted a photo, and text, last. */
  lcpKinds: { photo: number; text: number };
  /**
   * Why it is as fast as it is: the LCP phases and request chain of the run with the median LCP,
   * the long tasks and main-thread time of the run with the median TBT.
   */
  evidence?: Evidence;
};

/** The route an LHR measured: its URL's path ("/", "/hi/rooms"). */
export function routeOf(lhr: Lhr): string {
  return new URL(lhr.requestedUrl).pathname.replace(/(.)\/+$/, "$1");
}

/** The median figures of each route, in the order given. */
export function summarise(lhrs: readonly Lhr[], routes: readonly string[]): RouteSummary[] {
  return routes.map((route) => {
    const runs = lhrs.filter((lhr) => routeOf(lhr) === route);
    const figures = runs.map(figuresOf);
    const elements = runs.map(lcpElementOf);
    const middle = medianIndex(figures.map((f) => f.lcp));
    const middleTbt = medianIndex(figures.map((f) => f.tbt));
    const lcpRun = middle === undefined ? undefined : runs[middle];
    const tbtRun = middleTbt === undefined ? undefined : runs[middleTbt];
    const evidence =
      lcpRun && tbtRun
        ? { ...evidenceOf(tbtRun), lcpPhases: evidenceOf(lcpRun).lcpPhases, chain: evidenceOf(lcpRun).chain }
        : undefined;
    return {
      route,
      runs: runs.length,
      median: medianOfEach(figures),
      lcpElement: middle === undefined ? undefined : elements[middle],
      lcpKinds: {
        photo: elements.filter((e) => e?.kind === "photo").length,
        text: elements.filter((e) => e?.kind === "text").length,
      },
      evidence,
    };
  });
}
