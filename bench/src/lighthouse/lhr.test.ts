// @vitest-environment node
import { describe, expect, it } from "vitest";
import { figuresOf, lcpElementOf, routeOf, summarise, type Lhr } from "./lhr";
import { lhr } from "./lhr-fixture";

describe("figuresOf", () => {
  it("reads scores as 0–100, metrics in ms and the benchmark index Lighthouse measured", () => {
    expect(figuresOf(lhr("http://localhost:4440/", { perf: 0.87, lcp: 1810, tbt: 517, index: 2470 }))).toEqual({
      performance: 87,
      accessibility: 100,
      bestPractices: 100,
      seo: 92,
      fcp: 800,
      lcp: 1810,
      tbt: 517,
      cls: 0.004,
      speedIndex: 900,
      benchmarkIndex: 2470,
    });
  });
});

describe("lcpElementOf", () => {
  it("calls an image a photo", () => {
    const run = lhr("http://x/", {
      lcp: 1,
      tbt: 0,
      element: `<img src="https://images.unsplash.com/photo-1?w=768" alt="The pool">`,
      label: "The pool",
    });
    expect(lcpElementOf(run)).toEqual({ kind: "photo", tag: "img", label: "The pool", selector: "main > h1" });
  });

  it("calls a heading or paragraph text", () => {
    expect(lcpElementOf(lhr("http://x/", { lcp: 1, tbt: 0, element: `<p class="mx-auto">` }))?.kind).toBe("text");
  });

  it("is unknown when Lighthouse named no element", () => {
    const run = lhr("http://x/", { lcp: 1, tbt: 0 });
    run.audits["largest-contentful-paint-element"] = { score: null };
    expect(lcpElementOf(run)).toBeUndefined();
  });
});

describe("routeOf", () => {
  it("is the path the run asked for", () => {
    expect(routeOf({ requestedUrl: "http://localhost:4440/" } as Lhr)).toBe("/");
    expect(routeOf({ requestedUrl: "http://localhost:4440/hi/rooms/" } as Lhr)).toBe("/hi/rooms");
  });
});

describe("summarise", () => {
  const photo = `<img src="https://images.unsplash.com/photo-1">`;
  const runs = [
    lhr("http://localhost:4440/", { perf: 0.95, lcp: 1500, tbt: 90, element: photo }),
    lhr("http://localhost:4440/hi", { lcp: 1100, tbt: 10 }),
    lhr("http://localhost:4440/", { perf: 0.99, lcp: 1300, tbt: 20 }),
    lhr("http://localhost:4440/", { perf: 1, lcp: 1400, tbt: 40, element: photo }),
  ];

  it("takes each figure's median over a route's runs, in the routes' order", () => {
    const [home, hindi] = summarise(runs, ["/", "/hi"]);
    expect(home).toMatchObject({ route: "/", runs: 3, median: { performance: 99, lcp: 1400, tbt: 40 } });
    expect(hindi).toMatchObject({ route: "/hi", runs: 1, median: { lcp: 1100, tbt: 10 } });
  });

  it("names the LCP element of the run with the median LCP, and counts photo and text runs", () => {
    const [home] = summarise(runs, ["/"]);
    expect(home!.lcpElement).toMatchObject({ kind: "photo", tag: "img" });
    expect(home!.lcpKinds).toEqual({ photo: 2, text: 1 });
  });

  it("reports a route without runs as such", () => {
    expect(summarise(runs, ["/rooms"])[0]).toMatchObject({
      route: "/rooms",
      runs: 0,
      median: {},
      lcpElement: undefined,
    });
  });
});
