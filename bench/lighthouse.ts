/**
 * One Lighthouse run in an already running Chromium, and the figures taken from its report.
 * The extraction functions are pure and take the report (LHR) as JSON.
 */
import type { FormFactor, LighthouseFigures } from "./figures";
import type { LcpElement, PhotoRequest } from "./hero";

/** The parts of a Lighthouse result (LHR) the benchmark reads. */
export type Lhr = {
  lighthouseVersion?: string;
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  environment?: { hostUserAgent?: string; benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score?: number | null; numericValue?: number; displayValue?: string; details?: unknown; title?: string } | undefined>;
};

const categoryFigures = {
  performance: "performance",
  accessibility: "accessibility",
  bestPractices: "best-practices",
  seo: "seo",
} as const;

const metricAudits = {
  lcp: "largest-contentful-paint",
  fcp: "first-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  speedIndex: "speed-index",
} as const;

const resourceTypes = {
  jsTransfer: "script",
  cssTransfer: "stylesheet",
  imageTransfer: "image",
  totalTransfer: "total",
} as const;

export const categories = Object.values(categoryFigures);

type TableItem = Record<string, unknown>;

function tableItems(details: unknown): TableItem[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? (items as TableItem[]) : [];
}

/** Scores (0–100), metrics and transfer sizes of one run. */
export function figuresFromLhr(lhr: Lhr): LighthouseFigures {
  const figures: LighthouseFigures = {};
  for (const [figure, id] of Object.entries(categoryFigures) as [keyof typeof categoryFigures, string][]) {
    const score = lhr.categories[id]?.score;
    if (typeof score === "number") figures[figure] = Math.round(score * 100);
  }
  for (const [figure, id] of Object.entries(metricAudits) as [keyof typeof metricAudits, string][]) {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value === "number") figures[figure] = value;
  }
  const summary = tableItems(lhr.audits["resource-summary"]?.details);
  if (summary.length > 0) {
    for (const [figure, type] of Object.entries(resourceTypes) as [keyof typeof resourceTypes, string][]) {
      const row = summary.find((r) => r.resourceType === type);
      figures[figure] = typeof row?.transferSize === "number" ? row.transferSize : 0;
    }
  } else {
    // Older reports: add up the network requests by resource type.
    const requests = tableItems(lhr.audits["network-requests"]?.details);
    if (requests.length > 0) {
      const sum = (type?: string) =>
        requests.filter((r) => !type || r.resourceType === type).reduce((n, r) => n + (typeof r.transferSize === "number" ? r.transferSize : 0), 0);
      figures.jsTransfer = sum("Script");
      figures.cssTransfer = sum("Stylesheet");
      figures.imageTransfer = sum("Image");
      figures.totalTransfer = sum();
    }
  }
  return figures;
}

/** The element Lighthouse names as the largest contentful paint. */
export function lcpElementFromLhr(lhr: Lhr): LcpElement | undefined {
  const find = (value: unknown, depth = 0): LcpElement | undefined => {
    if (!value || typeof value !== "object" || depth > 4) return undefined;
    const node = (value as { node?: unknown }).node as { type?: string; snippet?: string; selector?: string; nodeLabel?: string } | undefined;
    if (node?.type === "node" && typeof node.snippet === "string") {
      return { snippet: node.snippet, selector: node.selector, nodeLabel: node.nodeLabel };
    }
    for (const item of tableItems(value)) {
      const found = find(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  return find(lhr.audits["largest-contentful-paint-element"]?.details);
}

/** The network requests of a run to a given host. */
export function requestsToHost(lhr: Lhr, host: string): PhotoRequest[] {
  return tableItems(lhr.audits["network-requests"]?.details)
    .filter((r) => {
      try {
        return typeof r.url === "string" && new URL(r.url).hostname === host;
      } catch {
        return false;
      }
    })
    .map((r) => ({
      url: r.url as string,
      statusCode: typeof r.statusCode === "number" ? r.statusCode : 0,
      mimeType: typeof r.mimeType === "string" ? r.mimeType : undefined,
      transferSize: typeof r.transferSize === "number" ? r.transferSize : undefined,
      resourceSize: typeof r.resourceSize === "number" ? r.resourceSize : undefined,
      finished: typeof r.finished === "boolean" ? r.finished : undefined,
    }));
}

/** The failed or warning audits of the non-performance categories, to say why a score is below 100. */
export function failedAudits(lhr: Lhr, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => typeof audit?.score === "number" && audit.score < 1)
    .map(({ id, audit }) => `${id}${audit?.displayValue ? ` (${audit.displayValue})` : ""}`);
}

export type RunOutput = { lhr: Lhr; html?: string };

/** Runs Lighthouse once against a URL in the Chromium listening on `port` (a fresh tab; storage and cache cleared). */
export async function runLighthouse(url: string, formFactor: FormFactor, port: number, withHtml: boolean): Promise<RunOutput> {
  const { default: lighthouse, desktopConfig } = await import("lighthouse");
  const result = await lighthouse(
    url,
    {
      port,
      logLevel: "error",
      output: withHtml ? "html" : "json",
      onlyCategories: categories,
      // The full-page screenshot only decorates the HTML report, and the back/forward-cache audit
      // (weight 0) navigates away and back: both cost seconds per run and change no score.
      disableFullPageScreenshot: true,
      skipAudits: ["bf-cache"],
    },
    formFactor === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const html = withHtml && typeof result.report === "string" ? result.report : undefined;
  return { lhr: result.lhr as unknown as Lhr, html };
}
