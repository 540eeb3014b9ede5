// @vitest-environment node
import { describe, expect, it } from "vitest";
import { failedAudits, figuresFromLhr, lcpElementFromLhr, requestsToHost, type Lhr } from "./lighthouse";

/** The shape of a Lighthouse 12 result, trimmed to what the benchmark reads. */
const lhr: Lhr = {
  lighthouseVersion: "12.8.2",
  categories: {
    performance: { score: 0.987 },
    accessibility: { score: 1 },
    "best-practices": {
      score: 0.96,
      auditRefs: [
        { id: "errors-in-console", weight: 1 },
        { id: "inspector-issues", weight: 1 },
        { id: "image-aspect-ratio", weight: 1 },
        { id: "deprecations", weight: 0 },
      ],
    },
    seo: { score: null },
  },
  audits: {
    "largest-contentful-paint": { numericValue: 1234.5 },
    "first-contentful-paint": { numericValue: 800 },
    "total-blocking-time": { numericValue: 40 },
    "cumulative-layout-shift": { numericValue: 0.0123 },
    "speed-index": { numericValue: 900 },
    "errors-in-console": { score: 0, displayValue: "1 error" },
    "inspector-issues": { score: 1 },
    "image-aspect-ratio": { score: null },
    deprecations: { score: 0 },
    "resource-summary": {
      details: {
        type: "table",
        items: [
          { resourceType: "total", label: "Total", requestCount: 9, transferSize: 250_000 },
          { resourceType: "image", label: "Image", requestCount: 2, transferSize: 120_000 },
          { resourceType: "script", label: "Script", requestCount: 5, transferSize: 90_000 },
          { resourceType: "stylesheet", label: "Stylesheet", requestCount: 1, transferSize: 7_600 },
          { resourceType: "third-party", label: "Third-party", requestCount: 2, transferSize: 120_000 },
        ],
      },
    },
    "largest-contentful-paint-element": {
      details: {
        type: "list",
        items: [
          {
            type: "table",
            headings: [],
            items: [{ node: { type: "node", snippet: '<img src="https://images.unsplash.com/photo-1?w=768" alt="Lobby">', selector: "main > img", nodeLabel: "Lobby" } }],
          },
          { type: "table", headings: [], items: [{ phase: "TTFB", timing: 600 }] },
        ],
      },
    },
    "network-requests": {
      details: {
        type: "table",
        items: [
          { url: "http://localhost:4000/", statusCode: 200, mimeType: "text/html", transferSize: 9000, resourceType: "Document" },
          { url: "https://images.unsplash.com/photo-1?w=768&q=70", statusCode: 200, mimeType: "image/jpeg", transferSize: 71_000, resourceSize: 70_800, finished: true, resourceType: "Image" },
        ],
      },
    },
  },
};

describe("figuresFromLhr", () => {
  it("reads scores as 0–100, metrics, and transfer sizes by resource type", () => {
    expect(figuresFromLhr(lhr)).toEqual({
      performance: 99,
      accessibility: 100,
      bestPractices: 96,
      lcp: 1234.5,
      fcp: 800,
      tbt: 40,
      cls: 0.0123,
      speedIndex: 900,
      jsTransfer: 90_000,
      cssTransfer: 7_600,
      imageTransfer: 120_000,
      totalTransfer: 250_000,
    });
  });

  it("leaves out a score Lighthouse could not compute", () => {
    expect(figuresFromLhr(lhr).seo).toBeUndefined();
  });

  it("adds up the network requests when there is no resource summary", () => {
    const { "resource-summary": _, ...audits } = lhr.audits;
    expect(figuresFromLhr({ ...lhr, audits })).toMatchObject({ imageTransfer: 71_000, jsTransfer: 0, totalTransfer: 80_000 });
  });
});

describe("lcpElementFromLhr", () => {
  it("finds the element in the nested table", () => {
    expect(lcpElementFromLhr(lhr)).toEqual({ snippet: '<img src="https://images.unsplash.com/photo-1?w=768" alt="Lobby">', selector: "main > img", nodeLabel: "Lobby" });
  });

  it("is undefined when the audit has no element", () => {
    expect(lcpElementFromLhr({ ...lhr, audits: {} })).toBeUndefined();
  });
});

describe("requestsToHost", () => {
  it("keeps the requests to one host", () => {
    expect(requestsToHost(lhr, "images.unsplash.com")).toEqual([
      { url: "https://images.unsplash.com/photo-1?w=768&q=70", statusCode: 200, mimeType: "image/jpeg", transferSize: 71_000, resourceSize: 70_800, finished: true },
    ]);
  });
});

describe("failedAudits", () => {
  it("names the weighted audits below full marks in a category", () => {
    expect(failedAudits(lhr, "best-practices")).toEqual(["errors-in-console (1 error)"]);
    expect(failedAudits(lhr, "accessibility")).toEqual([]);
  });
});
