/** The figures the benchmark reports, their labels and units, and how they are written. */

export const formFactors = ["mobile", "desktop"] as const;
export type FormFactor = (typeof formFactors)[number];

export type Unit = "score" | "ms" | "cls" | "bytes";

export const lighthouseFigures = {
  performance: { label: "Perf", unit: "score" },
  accessibility: { label: "A11y", unit: "score" },
  bestPractices: { label: "BP", unit: "score" },
  seo: { label: "SEO", unit: "score" },
  lcp: { label: "LCP", unit: "ms" },
  fcp: { label: "FCP", unit: "ms" },
  tbt: { label: "TBT", unit: "ms" },
  cls: { label: "CLS", unit: "cls" },
  speedIndex: { label: "SI", unit: "ms" },
  jsTransfer: { label: "JS", unit: "bytes" },
  cssTransfer: { label: "CSS", unit: "bytes" },
  imageTransfer: { label: "Img", unit: "bytes" },
  totalTransfer: { label: "Total", unit: "bytes" },
} as const satisfies Record<string, { label: string; unit: Unit }>;

export type LighthouseFigure = keyof typeof lighthouseFigures;
export const lighthouseFigureKeys = Object.keys(lighthouseFigures) as LighthouseFigure[];
export type LighthouseFigures = Partial<Record<LighthouseFigure, number>>;

export const buildFigures = {
  jsGzip: { label: "JS gzip", unit: "bytes" },
  jsBrotli: { label: "JS br", unit: "bytes" },
  cssGzip: { label: "CSS gzip", unit: "bytes" },
  cssBrotli: { label: "CSS br", unit: "bytes" },
  blockingJsGzip: { label: "JS before paint (gzip)", unit: "bytes" },
  blockingCssGzip: { label: "CSS before paint (gzip)", unit: "bytes" },
  inlineHeadJsGzip: { label: "inline head JS (gzip)", unit: "bytes" },
} as const satisfies Record<string, { label: string; unit: Unit }>;

export type BuildFigure = keyof typeof buildFigures;
export const buildFigureKeys = Object.keys(buildFigures) as BuildFigure[];
export type BuildFigures = Partial<Record<BuildFigure, number>>;

export function unitOf(figure: LighthouseFigure | BuildFigure): Unit {
  return figure in lighthouseFigures
    ? lighthouseFigures[figure as LighthouseFigure].unit
    : buildFigures[figure as BuildFigure].unit;
}

/** kB are 1000 bytes, as Vite and Astro print them. */
export function formatBytes(bytes: number): string {
  if (bytes === 0) return "0";
  if (bytes < 1000) return `${Math.round(bytes)} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(2)} MB`;
}

export function formatValue(unit: Unit, value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return "–";
  switch (unit) {
    case "score":
      return String(Math.round(value));
    case "ms":
      return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`;
    case "cls":
      return value.toFixed(3);
    case "bytes":
      return formatBytes(value);
  }
}

export function formatFigure(figure: LighthouseFigure | BuildFigure, value: number | undefined): string {
  return formatValue(unitOf(figure), value);
}
