/**
 * What a built page makes the browser download, from its HTML and the files it references:
 * stylesheets, scripts, module preloads, the island component and renderer chunks Astro loads,
 * and the static imports of those chunks (followed to the end); then, marked "on demand", what
 * their dynamic `import()`s load once an island is opened. Pure: files are read through a
 * function, so the walk is testable without a build.
 */

export type AssetKind = "js" | "css";

export type Tag = {
  name: string;
  attrs: Record<string, string>;
  /** Before `</head>`. */
  inHead: boolean;
  /** The text between the tags, for `<script>` and `<style>`. */
  body?: string;
};

/** How a page came to load an asset. */
export type Via =
  | "script"
  | "stylesheet"
  | "modulepreload"
  | "preload"
  | "island"
  | "island on reach"
  | "import"
  | "dynamic import"
  | "inline";

export type AssetRef = {
  kind: AssetKind;
  /** A same-origin URL path ("/_astro/x.js"), or the text of an inline script or style. */
  path?: string;
  inline?: string;
  /** Delays first paint: a stylesheet or classic script fetched from `<head>`. */
  blocking: boolean;
  inHead: boolean;
  via: Via;
};

export type PageAsset = {
  kind: AssetKind;
  /** URL path, or "inline script 1 (head)". */
  id: string;
  body: string | Uint8Array;
  inline: boolean;
  blocking: boolean;
  inHead: boolean;
  via: Via;
  /** Reached only through a dynamic `import()` or an island that waits for a reach: loaded when the visitor asks for it, not with the page. */
  onDemand: boolean;
};

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'", "#x27": "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    const known = entities[name.toLowerCase()];
    if (known) return known;
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return whole;
  });
}

const attributePattern = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, name, dq, sq, bare] of source.matchAll(attributePattern)) {
    const key = name!.toLowerCase();
    if (!(key in attrs)) attrs[key] = decodeEntities(dq ?? sq ?? bare ?? "");
  }
  return attrs;
}

// An opening tag whose attributes may hold ">" inside quotes.
const tagPattern = /<(script|style|link|astro-island)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const commentPattern = /<!--[\s\S]*?-->/g;

/** The `<script>`, `<style>`, `<link>` and `<astro-island>` tags of a page, in document order. */
export function scanTags(html: string): Tag[] {
  const source = html.replace(commentPattern, (c) => " ".repeat(c.length));
  const headEnd = source.search(/<\/head\s*>/i);
  const tags: Tag[] = [];
  tagPattern.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = tagPattern.exec(source))) {
    const name = match[1]!.toLowerCase();
    const tag: Tag = { name, attrs: parseAttributes(match[2] ?? ""), inHead: headEnd >= 0 && match.index < headEnd };
    if (name === "script" || name === "style") {
      const close = source.toLowerCase().indexOf(`</${name}`, tagPattern.lastIndex);
      const end = close < 0 ? source.length : close;
      tag.body = html.slice(tagPattern.lastIndex, end);
      tagPattern.lastIndex = end;
    }
    tags.push(tag);
  }
  return tags;
}

const jsTypes = new Set(["", "module", "text/javascript", "application/javascript"]);

function isJavaScript(attrs: Record<string, string>): boolean {
  return jsTypes.has((attrs.type ?? "").trim().toLowerCase());
}

/** A URL written in a page or a chunk as a same-origin path; undefined for other origins, data: URLs and bare module names. */
export function resolvePath(reference: string, from: string): string | undefined {
  const ref = reference.trim();
  if (ref === "" || ref.startsWith("data:")) return undefined;
  if (!/^(\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(ref) && !/^[^/]+\.(m?js|css)(\?|#|$)/.test(ref)) return undefined;
  const base = "http://page.invalid";
  const url = new URL(ref, base + from);
  return url.origin === base ? decodeURI(url.pathname) : undefined;
}

/** The assets a page's HTML refers to directly, in document order. */
export function pageReferences(html: string, pagePath: string): AssetRef[] {
  const refs: AssetRef[] = [];
  const add = (kind: AssetKind, url: string | undefined, blocking: boolean, inHead: boolean, via: Via) => {
    const path = url === undefined ? undefined : resolvePath(url, pagePath);
    if (path) refs.push({ kind, path, blocking, inHead, via });
  };
  for (const { name, attrs, inHead, body = "" } of scanTags(html)) {
    if (name === "script") {
      if (!isJavaScript(attrs)) continue;
      const isModule = attrs.type?.trim().toLowerCase() === "module";
      if ("src" in attrs) {
        add("js", attrs.src, inHead && !isModule && !("async" in attrs) && !("defer" in attrs), inHead, "script");
      } else if (body.trim() !== "") {
        refs.push({ kind: "js", inline: body, blocking: false, inHead, via: "inline" });
      }
    } else if (name === "style") {
      if (body.trim() !== "") refs.push({ kind: "css", inline: body, blocking: false, inHead, via: "inline" });
    } else if (name === "link") {
      const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
      if (rel.includes("stylesheet")) {
        const media = (attrs.media ?? "all").trim().toLowerCase();
        const applies = media === "" || media === "all" || media === "screen";
        add(
          "css",
          attrs.href,
          inHead && applies && !rel.includes("alternate") && !("disabled" in attrs),
          inHead,
          "stylesheet",
        );
      } else if (rel.includes("modulepreload")) {
        add("js", attrs.href, false, inHead, "modulepreload");
      } else if (rel.includes("preload") && (attrs.as === "script" || attrs.as === "style")) {
        add(attrs.as === "script" ? "js" : "css", attrs.href, false, inHead, "preload");
      }
    } else if (name === "astro-island") {
      const via = hydratesOnlyOnReach(attrs) ? "island on reach" : "island";
      for (const attr of ["component-url", "renderer-url", "before-hydration-url"]) {
        if (attrs[attr]) add("js", attrs[attr], false, inHead, via);
      }
    }
  }
  return refs;
}

/**
 * An island whose code loads only when the visitor reaches for it (`client:interaction` without a
 * value; `"stored:<key>"`, which loads at once only for a tab that keeps a draft, never on a first
 * visit; `"query:<name>"`, which loads at once only when the address carries `?<name>=`, which the
 * benchmark's routes never do): what a page loads without any interaction leaves it out,
 * everything-ever counts it.
 */
function hydratesOnlyOnReach(attrs: Record<string, string>): boolean {
  if (attrs.client !== "interaction") return false;
  try {
    const { value } = JSON.parse(decodeEntities(attrs.opts ?? "{}")) as { value?: unknown };
    return value === true || (typeof value === "string" && /^(stored|query):/.test(value));
  } catch {
    return false;
  }
}

// import x from "./a.js"; import {a as b} from"./a.js"; import"./a.js"; export * from "./a.js"; export{a}from"./a.js"
const jsImportPattern = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?(["'])([^"'\n]+)\1/g;
const cssImportPattern = /@import\s+(?:url\(\s*)?(["']?)([^"')\s;]+)\1/g;

/** The specifiers a JavaScript module imports statically (dynamic `import()` loads on demand and is left out). */
export function staticImports(code: string): string[] {
  return [...new Set([...code.matchAll(jsImportPattern)].map((m) => m[2]!))];
}

// import("./a.js"), import('./a.js'): a literal specifier only (a computed one cannot be followed).
const dynamicImportPattern = /(?:^|[^\w$.])import\s*\(\s*(["'])([^"'\n]+)\1\s*\)/g;

/** The specifiers a JavaScript module loads on demand with `import("…")`. */
export function dynamicImports(code: string): string[] {
  return [...new Set([...code.matchAll(dynamicImportPattern)].map((m) => m[2]!))];
}

/** The stylesheets a stylesheet pulls in with `@import`. */
export function cssImports(css: string): string[] {
  return [...new Set([...css.matchAll(cssImportPattern)].map((m) => m[2]!))];
}

/** Reads a file of the build by URL path; undefined when there is none. */
export type ReadAsset = (path: string) => string | Uint8Array | undefined;

const textOf = (body: string | Uint8Array) => (typeof body === "string" ? body : new TextDecoder().decode(body));

/**
 * Every asset a page can load: what its HTML references, then the static imports of each
 * script and the `@import`s of each stylesheet, each file once. A file that blocks first paint
 * anywhere counts as blocking; what a blocking stylesheet imports blocks too. Then the dynamic
 * imports of all of those, with their own static and dynamic imports, marked `onDemand` (a file
 * the page also imports statically is not on demand).
 */
export function collectPageAssets(
  html: string,
  pagePath: string,
  read: ReadAsset,
): { assets: PageAsset[]; missing: string[] } {
  const assets: PageAsset[] = [];
  const byPath = new Map<string, PageAsset>();
  const missing: string[] = [];
  const inlineCount = { js: 0, css: 0 };

  const visit = (ref: AssetRef): void => {
    if (ref.inline !== undefined) {
      inlineCount[ref.kind] += 1;
      const what = ref.kind === "js" ? "script" : "style";
      assets.push({
        kind: ref.kind,
        id: `inline ${what} ${inlineCount[ref.kind]} (${ref.inHead ? "head" : "body"})`,
        body: ref.inline,
        inline: true,
        blocking: false,
        inHead: ref.inHead,
        via: "inline",
        onDemand: false,
      });
      return;
    }
    const path = ref.path!;
    const seen = byPath.get(path);
    if (seen) {
      if (ref.blocking && !seen.blocking) {
        seen.blocking = true;
        if (seen.kind === "css") for (const child of cssImports(textOf(seen.body))) follow(child, seen);
      }
      return;
    }
    const body = read(path);
    if (body === undefined) {
      if (!missing.includes(path)) missing.push(path);
      return;
    }
    const asset: PageAsset = {
      kind: ref.kind,
      id: path,
      body,
      inline: false,
      blocking: ref.blocking,
      inHead: ref.inHead,
      via: ref.via,
      onDemand,
    };
    byPath.set(path, asset);
    assets.push(asset);
    const children = ref.kind === "js" ? staticImports(textOf(body)) : cssImports(textOf(body));
    for (const child of children) follow(child, asset);
    if (ref.kind === "js") for (const child of dynamicImports(textOf(body))) later.push([child, asset]);
  };

  const follow = (specifier: string, parent: PageAsset, via: Via = "import") => {
    const path = resolvePath(specifier, parent.id);
    if (!path) return;
    // Module imports never block the first paint; a blocking stylesheet's imports do.
    visit({ kind: parent.kind, path, blocking: parent.kind === "css" && parent.blocking, inHead: parent.inHead, via });
  };

  // First everything the page loads by itself, then (on demand) what dynamic imports add to it.
  let onDemand = false;
  const later: [string, PageAsset][] = [];
  const refs = pageReferences(html, pagePath);
  for (const ref of refs) if (ref.via !== "island on reach") visit(ref);
  onDemand = true;
  for (const ref of refs) if (ref.via === "island on reach") visit(ref);
  while (later.length > 0) {
    const [specifier, parent] = later.shift()!;
    follow(specifier, parent, "dynamic import");
  }
  return { assets, missing };
}

export type Size = { files: number; raw: number; gzip: number; brotli: number };
export type CompressedSizes = { gzip: number; brotli: number };
export type Compress = (body: string | Uint8Array) => CompressedSizes;

export const emptySize = (): Size => ({ files: 0, raw: 0, gzip: 0, brotli: 0 });

export type BuildSizes = {
  /** What the page loads with no interaction: its scripts (inline too) and the islands that hydrate by themselves (at load, idle or in view), with their static imports. */
  js: Size;
  /** Everything it can ever load: `js` plus what the islands' dynamic imports add. */
  jsEver: Size;
  /** Every stylesheet plus inline styles. */
  css: Size;
  /** Scripts fetched before first paint (classic scripts in <head> without defer/async). */
  blockingJs: Size;
  /** Stylesheets fetched before first paint. */
  blockingCss: Size;
  /** Inline scripts in <head>: no request, but they run before first paint. */
  inlineHeadJs: Size;
  files: {
    id: string;
    kind: AssetKind;
    raw: number;
    gzip: number;
    brotli: number;
    blocking: boolean;
    via: Via;
    onDemand: boolean;
  }[];
  missing: string[];
};

function add(size: Size, raw: number, compressed: CompressedSizes): void {
  size.files += 1;
  size.raw += raw;
  size.gzip += compressed.gzip;
  size.brotli += compressed.brotli;
}

const byteLength = (body: string | Uint8Array) =>
  typeof body === "string" ? new TextEncoder().encode(body).length : body.length;

/** Adds up a page's assets by kind, each file compressed on its own (inline code too, a slight overestimate). */
export function buildSizes(assets: readonly PageAsset[], compress: Compress, missing: string[] = []): BuildSizes {
  const sizes: BuildSizes = {
    js: emptySize(),
    jsEver: emptySize(),
    css: emptySize(),
    blockingJs: emptySize(),
    blockingCss: emptySize(),
    inlineHeadJs: emptySize(),
    files: [],
    missing,
  };
  for (const asset of assets) {
    const raw = byteLength(asset.body);
    const compressed = compress(asset.body);
    if (asset.kind === "js") add(sizes.jsEver, raw, compressed);
    if (!asset.onDemand) add(sizes[asset.kind], raw, compressed);
    if (asset.blocking) add(asset.kind === "js" ? sizes.blockingJs : sizes.blockingCss, raw, compressed);
    if (asset.inline && asset.inHead && asset.kind === "js") add(sizes.inlineHeadJs, raw, compressed);
    sizes.files.push({
      id: asset.id,
      kind: asset.kind,
      raw,
      ...compressed,
      blocking: asset.blocking,
      via: asset.via,
      onDemand: asset.onDemand,
    });
  }
  return sizes;
}
