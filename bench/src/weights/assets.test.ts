// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  buildSizes,
  collectPageAssets,
  cssImports,
  decodeEntities,
  dynamicImports,
  pageReferences,
  resolvePath,
  scanTags,
  staticImports,
  type ReadAsset,
} from "./assets";

const page = (head: string, body = "") => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe("pageReferences", () => {
  it("counts a stylesheet in <head> as blocking first paint, a print stylesheet not", () => {
    const refs = pageReferences(
      page(`<link rel="stylesheet" href="/_astro/site.css"><link rel=stylesheet href=/print.css media=print>`),
      "/",
    );
    expect(refs).toEqual([
      { kind: "css", path: "/_astro/site.css", blocking: true, inHead: true, via: "stylesheet" },
      { kind: "css", path: "/print.css", blocking: false, inHead: true, via: "stylesheet" },
    ]);
  });

  it("counts a classic script in <head> as blocking, but not a module, a deferred or an async one", () => {
    const refs = pageReferences(
      page(
        `<script src="/a.js"></script><script type="module" src="/b.js"></script><script defer src="/c.js"></script><script async src="/d.js"></script>`,
      ),
      "/",
    );
    expect(refs.map((r) => [r.path, r.blocking])).toEqual([
      ["/a.js", true],
      ["/b.js", false],
      ["/c.js", false],
      ["/d.js", false],
    ]);
  });

  it("does not count a classic script in <body> as blocking first paint", () => {
    expect(pageReferences(page("", `<script src="/late.js"></script>`), "/")[0]).toMatchObject({
      blocking: false,
      inHead: false,
    });
  });

  it("finds the island component and renderer chunks and module preloads", () => {
    const island = `<astro-island uid="x" component-url="/_astro/MobileNav.abc.js" renderer-url="/_astro/client.def.js" props="{&quot;a&quot;:[0,&quot;&gt;&quot;]}" ssr client="media"></astro-island>`;
    const refs = pageReferences(page(`<link rel="modulepreload" href="/_astro/shared.js">`, island), "/rooms");
    expect(refs.map((r) => [r.path, r.via])).toEqual([
      ["/_astro/shared.js", "modulepreload"],
      ["/_astro/MobileNav.abc.js", "island"],
      ["/_astro/client.def.js", "island"],
    ]);
  });

  it("keeps inline scripts and styles, skips JSON-LD and commented-out tags", () => {
    const refs = pageReferences(
      page(
        `<script>document.documentElement.classList.add("js")</script><script type="application/ld+json">{"@type":"Hotel"}</script><!-- <script src="/old.js"></script> -->`,
        `<style>astro-island{display:contents}</style>`,
      ),
      "/",
    );
    expect(refs).toEqual([
      {
        kind: "js",
        inline: `document.documentElement.classList.add("js")`,
        blocking: false,
        inHead: true,
        via: "inline",
      },
      { kind: "css", inline: "astro-island{display:contents}", blocking: false, inHead: false, via: "inline" },
    ]);
  });

  it("leaves out other origins", () => {
    expect(pageReferences(page(`<script src="https://cdn.example.com/x.js"></script>`), "/")).toEqual([]);
  });
});

describe("scanTags", () => {
  it("reads attributes whose quoted values contain '>'", () => {
    const [tag] = scanTags(`<astro-island opts='{"value":"(min-width: 768px)>"}' component-url="/c.js">`);
    expect(tag!.attrs["component-url"]).toBe("/c.js");
  });
});

describe("resolvePath", () => {
  it("resolves relative imports against the importing chunk", () => {
    expect(resolvePath("./index.CS1R1uHg.js", "/_astro/MobileNav.js")).toBe("/_astro/index.CS1R1uHg.js");
    expect(resolvePath("../lib/x.js", "/_astro/a/b.js")).toBe("/_astro/lib/x.js");
    expect(resolvePath("/_astro/y.css", "/hi/rooms")).toBe("/_astro/y.css");
  });

  it("ignores bare module names, data: URLs and other origins", () => {
    expect(resolvePath("react", "/_astro/a.js")).toBeUndefined();
    expect(resolvePath("data:text/javascript,1", "/")).toBeUndefined();
    expect(resolvePath("https://example.com/a.js", "/")).toBeUndefined();
  });
});

describe("staticImports", () => {
  it("finds minified static imports and re-exports", () => {
    const code = `import{c as tt,j as b}from"./ThemeToggle.CYrVygpd.js";import{a as i}from"./index.CS1R1uHg.js";import"./side.js";export*from"./all.js";export{x}from'./x.js';import D from "./d.js";const t="import"?1:2;`;
    expect(staticImports(code)).toEqual([
      "./ThemeToggle.CYrVygpd.js",
      "./index.CS1R1uHg.js",
      "./side.js",
      "./all.js",
      "./x.js",
      "./d.js",
    ]);
  });

  it("leaves out dynamic imports, which load on demand", () => {
    expect(staticImports(`const m=await import("./lazy.js");x.import("./no.js")`)).toEqual([]);
  });

  it("finds the dynamic imports an island makes when it is opened, not import.meta or a computed specifier", () => {
    const code = `const L=()=>import("./Lightbox.BP1N_Isj.js");import{a}from"./x.js";import.meta.url;import(u);x.import("./no.js");import( './Drawer.js' )`;
    expect(dynamicImports(code)).toEqual(["./Lightbox.BP1N_Isj.js", "./Drawer.js"]);
  });

  it("finds @import in stylesheets", () => {
    expect(cssImports(`@import url("./fonts.css");@import './base.css' screen;a{color:red}`)).toEqual([
      "./fonts.css",
      "./base.css",
    ]);
  });
});

describe("collectPageAssets", () => {
  const files: Record<string, string> = {
    "/_astro/site.css": `@import "./fonts.css";body{margin:0}`,
    "/_astro/fonts.css": `@font-face{font-family:x}`,
    "/_astro/Island.js": `import{a}from"./react.js";import{b}from"./shared.js";export default 1`,
    "/_astro/client.js": `import{a}from"./react.js";import"./shared.js";`,
    "/_astro/react.js": `import{b}from"./shared.js";export const a=1`,
    "/_astro/shared.js": `import{a}from"./react.js";export const b=2`,
  };
  const read: ReadAsset = (path) => files[path];
  const html = page(
    `<link rel="stylesheet" href="/_astro/site.css"><script>1</script>`,
    `<astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js"></astro-island><script type="module" src="/_astro/gone.js"></script>`,
  );

  it("follows static imports to the end, each file once, even through a cycle", () => {
    const { assets } = collectPageAssets(html, "/", read);
    expect(assets.filter((a) => a.kind === "js").map((a) => a.id)).toEqual([
      "inline script 1 (head)",
      "/_astro/Island.js",
      "/_astro/react.js",
      "/_astro/shared.js",
      "/_astro/client.js",
    ]);
  });

  it("counts what a blocking stylesheet imports as blocking too", () => {
    const { assets } = collectPageAssets(html, "/", read);
    expect(assets.filter((a) => a.kind === "css").map((a) => [a.id, a.blocking])).toEqual([
      ["/_astro/site.css", true],
      ["/_astro/fonts.css", true],
    ]);
  });

  it("reports referenced files the build does not have", () => {
    expect(collectPageAssets(html, "/", read).missing).toEqual(["/_astro/gone.js"]);
  });

  it("adds what an island loads when it is opened, with its own imports, as on demand", () => {
    const lazy: Record<string, string> = {
      "/_astro/Gallery.js": `import{a}from"./react.js";const open=()=>import("./Lightbox.js");const t=()=>import("./react.js")`,
      "/_astro/react.js": `export const a=1`,
      "/_astro/Lightbox.js": `import{a}from"./react.js";import{f}from"./focus.js";const z=()=>import("./Zoom.js")`,
      "/_astro/focus.js": `export const f=1`,
      "/_astro/Zoom.js": `export default 1`,
    };
    const { assets } = collectPageAssets(
      page("", `<astro-island component-url="/_astro/Gallery.js"></astro-island>`),
      "/",
      (p) => lazy[p],
    );
    expect(assets.map((a) => [a.id, a.onDemand, a.via])).toEqual([
      ["/_astro/Gallery.js", false, "island"],
      ["/_astro/react.js", false, "import"],
      ["/_astro/Lightbox.js", true, "dynamic import"],
      ["/_astro/focus.js", true, "import"],
      ["/_astro/Zoom.js", true, "dynamic import"],
    ]);
  });
  it("counts an island that waits for a reach as on demand, and what it shares with an island that starts by itself as loaded", () => {
    const code: Record<string, string> = {
      "/_astro/Menu.js": `import{a}from"./react.js";import{m}from"./menu-only.js"`,
      "/_astro/Stats.js": `import{a}from"./react.js"`,
      "/_astro/react.js": `export const a=1`,
      "/_astro/menu-only.js": `export const m=1`,
    };
    const onReach = `<astro-island component-url="/_astro/Menu.js" client="interaction" opts="{&quot;name&quot;:&quot;Menu&quot;,&quot;value&quot;:true}"></astro-island>`;
    const whenVisible = `<astro-island component-url="/_astro/Stats.js" client="interaction" opts="{&quot;name&quot;:&quot;Stats&quot;,&quot;value&quot;:&quot;visible&quot;}"></astro-island>`;
    const { assets } = collectPageAssets(page("", onReach + whenVisible), "/", (p) => code[p]);
    expect(assets.map((a) => [a.id, a.onDemand])).toEqual([
      ["/_astro/Stats.js", false],
      ["/_astro/react.js", false],
      ["/_astro/Menu.js", true],
      ["/_astro/menu-only.js", true],
    ]);
  });
  it("counts a form that loads at once only to bring back a stored draft as on demand: a first visit has none", () => {
    const code: Record<string, string> = { "/_astro/Wizard.js": `export const w=1` };
    const draftOnly = `<astro-island component-url="/_astro/Wizard.js" client="interaction" opts="{&quot;name&quot;:&quot;Wizard&quot;,&quot;value&quot;:&quot;stored:booking-inquiry-draft&quot;}"></astro-island>`;
    const atOnce = draftOnly.replace("stored:booking-inquiry-draft", "load");
    const onDemand = (html: string) =>
      collectPageAssets(page("", html), "/", (p) => code[p]).assets.map((a) => [a.id, a.onDemand]);
    expect(onDemand(draftOnly)).toEqual([["/_astro/Wizard.js", true]]);
    expect(onDemand(atOnce)).toEqual([["/_astro/Wizard.js", false]]);
  });
  it("counts a form that loads at once only for a link that fills it in (?subject=) as on demand: the routes carry none", () => {
    const code: Record<string, string> = { "/_astro/ContactForm.js": `export const c=1` };
    const linkOnly = `<astro-island component-url="/_astro/ContactForm.js" client="interaction" opts="{&quot;name&quot;:&quot;ContactForm&quot;,&quot;value&quot;:&quot;query:subject&quot;}"></astro-island>`;
    const { assets } = collectPageAssets(page("", linkOnly), "/contact", (p) => code[p]);
    expect(assets.map((a) => [a.id, a.onDemand])).toEqual([["/_astro/ContactForm.js", true]]);
  });
});

describe("buildSizes", () => {
  it("adds up JS and CSS, what blocks first paint, and inline head scripts", () => {
    const read: ReadAsset = (path) =>
      ({ "/a.css": "x".repeat(100), "/b.js": "y".repeat(50), "/c.js": "z".repeat(30) })[path];
    const html = page(
      `<link rel="stylesheet" href="/a.css"><script src="/c.js"></script><script>${"i".repeat(10)}</script>`,
      `<script type="module" src="/b.js"></script>`,
    );
    const { assets, missing } = collectPageAssets(html, "/", read);
    const sizes = buildSizes(
      assets,
      (body) => ({ gzip: Math.ceil(String(body).length / 2), brotli: Math.ceil(String(body).length / 4) }),
      missing,
    );
    expect(sizes.js).toEqual({ files: 3, raw: 90, gzip: 45, brotli: 24 });
    expect(sizes.jsEver).toEqual(sizes.js);
    expect(sizes.css).toEqual({ files: 1, raw: 100, gzip: 50, brotli: 25 });
    expect(sizes.blockingJs).toEqual({ files: 1, raw: 30, gzip: 15, brotli: 8 });
    expect(sizes.blockingCss.gzip).toBe(50);
    expect(sizes.inlineHeadJs).toEqual({ files: 1, raw: 10, gzip: 5, brotli: 3 });
  });
});

describe("buildSizes with islands that load more when opened", () => {
  it("counts on-demand code in everything the page can load, not in what it loads by itself", () => {
    const read: ReadAsset = (path) =>
      ({ "/a.js": `const o=()=>import("./b.js");`.padEnd(40, " "), "/b.js": "b".repeat(60) })[path];
    const { assets } = collectPageAssets(page("", `<astro-island component-url="/a.js"></astro-island>`), "/", read);
    const sizes = buildSizes(assets, (body) => ({ gzip: String(body).length, brotli: String(body).length }));
    expect(sizes.js.gzip).toBe(40);
    expect(sizes.jsEver.gzip).toBe(100);
    expect(sizes.jsEver.files).toBe(2);
  });
});

describe("decodeEntities", () => {
  it("decodes the entities Astro writes in attributes", () => {
    expect(decodeEntities("a&amp;b&quot;c&#39;d&#x3C;")).toBe(`a&b"c'd<`);
  });
});
