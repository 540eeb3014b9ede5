// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pageCodeTable, pageModules, withImports } from "./page-code";

const island = (component: string, extra = "") =>
  `<astro-island uid="a" component-url="${component}" component-export="default" renderer-url="/_astro/client.R.js" ${extra} ssr client="interaction"></astro-island>`;

describe("the code a built page needs offline", () => {
  it("names its islands' components and renderer once, and its own module scripts", () => {
    const html = `<html><head><script type="module" async src="/_astro/Stats.S.js"></script></head><body>${island("/_astro/Wizard.W.js")}${island("/_astro/Toggle.T.js", 'before-hydration-url="/_astro/before.B.js"')}</body></html>`;
    expect(pageModules(html)).toEqual([
      "/_astro/Stats.S.js",
      "/_astro/Wizard.W.js",
      "/_astro/client.R.js",
      "/_astro/Toggle.T.js",
      "/_astro/before.B.js",
    ]);
  });

  it("leaves out stylesheets, photos, other hosts' scripts and an empty before-hydration URL", () => {
    const html = `<link rel="stylesheet" href="/_astro/site.C.css"><img src="/_astro/photo.P.webp"><script src="https://counter.example/c.js"></script>${island("/_astro/Wizard.W.js", 'before-hydration-url=""')}`;
    expect(pageModules(html)).toEqual(["/_astro/Wizard.W.js", "/_astro/client.R.js"]);
  });

  it("follows static and lazy imports to the end, each module once, skipping what the build does not hold", () => {
    const modules: Record<string, string> = {
      "/_astro/Wizard.W.js": 'import{a}from"./shared.S.js";const step=()=>import("./Step.T.js");',
      "/_astro/Step.T.js": 'import{b}from"./dates.D.js";import{a}from"./shared.S.js";',
      "/_astro/shared.S.js": "export const a=1;",
      "/_astro/dates.D.js": 'import"./gone.G.js";export const b=2;',
    };
    expect(withImports(["/_astro/Wizard.W.js"], (url) => modules[url])).toEqual([
      "/_astro/Wizard.W.js",
      "/_astro/shared.S.js",
      "/_astro/Step.T.js",
      "/_astro/dates.D.js",
    ]);
  });

  it("names each file once in the worker's table and each page by its files", () => {
    const table = pageCodeTable(
      new Map([
        ["/booking", ["/_astro/client.R.js", "/_astro/Wizard.W.js"]],
        ["/rooms/deluxe", ["/_astro/client.R.js", "/_astro/Gallery.G.js"]],
      ]),
    );
    expect(table).toEqual({
      files: ["/_astro/client.R.js", "/_astro/Wizard.W.js", "/_astro/Gallery.G.js"],
      pages: { "/booking": [0, 1], "/rooms/deluxe": [0, 2] },
    });
  });
});
