/** A made-up Lighthouse result for the unit tests. */
import type { Lhr } from "./lhr";

/** A Lighthouse result with the parts the benchmark reads, as Lighthouse 12 writes them. */
export function lhr(
  url: string,
  m: { perf?: number; lcp: number; tbt: number; element?: string; label?: string; index?: number },
): Lhr {
  return {
    requestedUrl: url,
    lighthouseVersion: "12.6.1",
    environment: { benchmarkIndex: m.index ?? 2500 },
    categories: {
      performance: { score: m.perf ?? 0.99 },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: { score: 0.92 },
    },
    audits: {
      "first-contentful-paint": { numericValue: 800 },
      "largest-contentful-paint": { numericValue: m.lcp },
      "total-blocking-time": { numericValue: m.tbt },
      "cumulative-layout-shift": { numericValue: 0.004 },
      "speed-index": { numericValue: 900 },
      "largest-contentful-paint-element": {
        details: {
          type: "list",
          items: [
            {
              type: "table",
              items: [
                {
                  node: {
                    type: "node",
                    snippet: m.element ?? `<h1 class="text-4xl">`,
                    selector: "main > h1",
                    nodeLabel: m.label ?? "Hotel in Indore",
                  },
                },
              ],
            },
            { type: "table", items: [{ phase: "TTFB", timing: 400 }] },
          ],
        },
      },
    },
  };
}
