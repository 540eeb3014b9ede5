/**
 * Links: linkinator crawls the served build from every page and reports each internal URL that does
 * not answer 200 (redirects count as broken: a link should name the page's own address). Fragment
 * anchors are checked here against the built pages, since linkinator 7 validates a fragment only when
 * it sees the link before it fetches the target page.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { LinkChecker, LinkState, type LinkResult } from "linkinator";
import type { BuiltPage } from "./pages";
import { extractAt, lineAndColumn, type Finding } from "./findings";

/** The elements of a page that refer to a URL (href, src, content or srcset). */
function referencesTo(page: BuiltPage, url: URL): Element[] {
  const base = new URL(page.urlPath, url.origin);
  const sameTarget = (value: string | null) => {
    if (!value) return false;
    try {
      const target = new URL(value, base);
      return target.pathname === url.pathname && target.search === url.search;
    } catch {
      return false;
    }
  };
  return [...page.document.querySelectorAll("[href], [src], [srcset], [content]")].filter(
    (element) =>
      ["href", "src", "content"].some((name) => sameTarget(element.getAttribute(name))) ||
      (element.getAttribute("srcset") ?? "")
        .split(",")
        .some((candidate) => sameTarget(candidate.trim().split(/\s+/)[0] ?? null)),
  );
}

/** Where a page refers to a URL: its first element that does, else the first mention in the text (e.g. in JSON-LD). */
function locate(page: BuiltPage, url: URL): Pick<Finding, "line" | "column" | "extract"> {
  const element = referencesTo(page, url)[0];
  if (element) return { ...page.position(element), extract: element.outerHTML.slice(0, 200) };
  const offset = page.html.indexOf(url.pathname + url.search);
  if (offset >= 0) return { ...lineAndColumn(page.html, offset), extract: extractAt(page.html, offset) };
  return { line: 1, column: 1 };
}

function pageFor(pages: readonly BuiltPage[], url: string | undefined): BuiltPage | undefined {
  if (!url) return undefined;
  const { pathname } = new URL(url);
  return pages.find((page) => page.urlPath === pathname);
}

function describe(result: LinkResult): string {
  const detail = (result.failureDetails ?? [])
    .map((d) => (d instanceof Error ? d.message : `status ${d.status}`))
    .filter(Boolean)[0];
  return `broken link ${new URL(result.url).pathname}${new URL(result.url).search} (${detail ?? `status ${result.status ?? "?"}`})`;
}

export type LinkCheckOptions = {
  /** Where the build is served, e.g. "http://localhost:4420". */
  origin: string;
  /** The public site's origin: absolute links to it (canonical, alternates, JSON-LD) are checked against the build. */
  siteOrigin?: string;
};

export type CrawlReport = { findings: Finding[]; checked: number; skipped: number };

/** Crawls every page and reports broken internal links, each named by the page and line that holds it. */
export async function checkServedLinks(pages: readonly BuiltPage[], options: LinkCheckOptions): Promise<CrawlReport> {
  const local = new URL(options.origin).origin;
  const checker = new LinkChecker();
  const result = await checker.check({
    path: pages.map((page) => new URL(page.urlPath, local).href),
    recurse: true,
    // The server answers /rooms with rooms.html; without this, linkinator takes /rooms for a folder and
    // resolves "?subject=…" and "#id" against /rooms/ (which a browser does not).
    cleanUrls: true,
    checkCss: true,
    redirects: "error",
    concurrency: 8,
    timeout: 10_000,
    urlRewriteExpressions: options.siteOrigin
      ? [
          {
            pattern: new RegExp(`^${options.siteOrigin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=/|$)`),
            replacement: local,
          },
        ]
      : [],
    // Nothing outside is reachable here, and the gate is about our own pages.
    // Web app manifests are left to e2e/offline.spec.ts (the browser's installability check): checking
    // them here crashed the run with an unhandled timeout in linkinator's response stream.
    linksToSkip: async (link) => new URL(link).origin !== local || new URL(link).pathname.endsWith(".webmanifest"),
  });
  // The not-found pages are crawled from too (their links count), and they answer 404 by design.
  const notFoundStart = (link: { url: string; status?: number; parent?: string }) =>
    link.status === 404 &&
    /(^|\/)404$/.test(new URL(link.url).pathname) &&
    (link.parent === undefined || new URL(link.parent).pathname === new URL(link.url).pathname);
  const findings = result.links
    .filter((link) => link.state === LinkState.BROKEN && !notFoundStart(link))
    .map((link) => {
      const page = pageFor(pages, link.parent);
      return {
        checker: "links",
        severity: "error",
        file: page?.file ?? link.parent ?? link.url,
        ...(page ? locate(page, new URL(link.url)) : { line: 1, column: 1 }),
        message: describe(link),
      } satisfies Finding;
    });
  const checked = new Set(result.links.filter((l) => l.state !== LinkState.SKIPPED).map((l) => l.url)).size;
  const skipped = new Set(result.links.filter((l) => l.state === LinkState.SKIPPED).map((l) => l.url)).size;
  return { findings, checked, skipped };
}

function targetExists(page: BuiltPage, fragment: string): boolean {
  // An empty fragment and "#top" scroll to the top of the document (HTML "scroll to the fragment").
  if (fragment === "" || fragment.toLowerCase() === "top") return true;
  return page.document.getElementById(fragment) !== null || page.document.getElementsByName(fragment).length > 0;
}

/** Every `#fragment` link (same page or another built page) names an element that exists on its target page. */
export function checkFragments(pages: readonly BuiltPage[], origin = "http://site.invalid"): Finding[] {
  const findings: Finding[] = [];
  for (const page of pages) {
    const base = new URL(page.urlPath, origin);
    for (const anchor of page.document.querySelectorAll("a[href*='#'], area[href*='#']")) {
      const target = new URL(anchor.getAttribute("href") ?? "", base);
      if (target.origin !== base.origin) continue;
      const targetPage = pages.find((p) => p.urlPath === target.pathname);
      // A link to a page that is not in the build is a broken link, which the crawl reports.
      if (!targetPage) continue;
      const fragment = decodeURIComponent(target.hash.slice(1));
      if (targetExists(targetPage, fragment)) continue;
      findings.push({
        checker: "links",
        severity: "error",
        file: page.file,
        ...page.position(anchor),
        message: `broken fragment: ${target.pathname}${target.hash} (no element with id "${fragment}" on ${targetPage.file})`,
        extract: anchor.outerHTML.slice(0, 200),
      });
    }
  }
  return findings;
}

const islandCodeAttributes = ["component-url", "renderer-url", "before-hydration-url"];

/**
 * A component chunk that only re-exports another chunk's default export (and names the other's
 * imports): what the build makes when one component is imported as an island under two specifiers
 * (`./ThemeToggle` in one file, `@/components/layout/ThemeToggle` in another). Each page then names
 * two URLs for one component: one more request for the code worker and a tap, and a longer attribute
 * in the HTML. Returns the chunk it re-exports, else undefined.
 */
function reExportedChunk(code: string): string | undefined {
  const shim = /^import\{default as (\w+)\}from"\.\/([^"]+)";(?:import"[^"]+";)*export\{\1 as default\};?\s*$/.exec(
    code,
  );
  return shim?.[2];
}

/**
 * Every island's code (the URLs in <astro-island> attributes, which no link checker follows) is in the
 * build, and no island's component is a second entry for another's (`reExportedChunk`).
 */
export function checkIslandCode(pages: readonly BuiltPage[], distDir: string): Finding[] {
  const findings: Finding[] = [];
  for (const page of pages) {
    for (const island of page.document.querySelectorAll("astro-island")) {
      const report = (message: string) =>
        findings.push({ checker: "links", severity: "error", file: page.file, ...page.position(island), message });
      for (const name of islandCodeAttributes) {
        const url = island.getAttribute(name);
        if (!url?.startsWith("/")) continue;
        const file = path.join(distDir, decodeURIComponent(url));
        if (!existsSync(file)) {
          report(`island code missing from the build: ${name}="${url}"`);
          continue;
        }
        const target = name === "component-url" ? reExportedChunk(readFileSync(file, "utf8")) : undefined;
        if (target)
          report(
            `island code is a second entry for one component: ${url} only re-exports ./${target}; import the component under one specifier everywhere`,
          );
      }
    }
  }
  return findings;
}

/**
 * Every page names a tab icon, and as a raster image: the browser reads an SVG tab icon on the page's
 * own thread as a whole SVG document, after the first paint (`tabIcon`, `src/lib/site/web-app.ts`). That the
 * file is in the build is linkinator's to check.
 */
export function checkTabIcon(pages: readonly BuiltPage[]): Finding[] {
  const findings: Finding[] = [];
  for (const page of pages) {
    const icons = [...page.document.querySelectorAll('link[rel~="icon" i]')];
    const report = (message: string, element: Element = page.document.head) =>
      findings.push({ checker: "links", severity: "error", file: page.file, ...page.position(element), message });
    if (icons.length === 0) report('no tab icon: the page has no <link rel="icon">');
    for (const icon of icons) {
      const href = icon.getAttribute("href") ?? "";
      if (/\.svg$/i.test(href.split(/[?#]/)[0]) || /svg/i.test(icon.getAttribute("type") ?? ""))
        report(`tab icon is an SVG (${href}): name the PNG drawn from it instead`, icon);
    }
  }
  return findings;
}
