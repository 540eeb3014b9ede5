import { readFileSync } from "node:fs";
import path from "node:path";
import { importedModules } from "../src/page-scripts/code-ahead";
import { isNeverKept, isOfflinePath, type PageCode } from "../src/lib/site/offline";
import { htmlFiles, pagePath } from "../server/site-files";

/**
 * The code each built page needs to work offline (decision 017, "The visited page and its code"):
 * its islands' components, renderer and before-hydration scripts, its own module scripts, and every
 * module those import, at once or on first use (a wizard's later steps), followed to the end. The
 * service worker keeps a page's list with the page, and nothing else's.
 */

/** The site's own modules a page names in its HTML: islands' URLs, module scripts and preloads. */
export function pageModules(html: string): string[] {
  const found = new Set<string>();
  const named = /\s(?:component-url|renderer-url|before-hydration-url|src|href)="(\/_astro\/[^"]+\.js)"/g;
  for (const [, url] of html.matchAll(named)) found.add(url!);
  return [...found];
}

/**
 * The modules and everything they import, in the order first met; `read` gives a module's code by
 * its path ("/_astro/a.js"), or undefined for one the build does not hold (then it is left out).
 */
export function withImports(modules: readonly string[], read: (url: string) => string | undefined): string[] {
  const seen = new Set<string>();
  const queue = [...modules];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const code = read(url);
    if (code === undefined) continue;
    seen.add(url);
    for (const imported of importedModules(code, `https://site${url}`)) queue.push(new URL(imported).pathname);
  }
  return [...seen];
}

/**
 * The table the worker reads: each file named once, each page by the indexes of its files. Written
 * into /sw.js by the build (about 4 kB for 37 pages).
 */
export function pageCodeTable(pages: ReadonlyMap<string, readonly string[]>): PageCode {
  const files: string[] = [];
  const index = new Map<string, number>();
  const table: PageCode = { files, pages: {} };
  for (const [url, code] of pages) {
    table.pages[url] = code.map((file) => {
      if (!index.has(file)) index.set(file, files.push(file) - 1);
      return index.get(file)!;
    });
  }
  return table;
}

/** Every page's code in a build folder, for the pages the worker may keep (not the offline, not-found or editor pages). */
export function builtPageCode(distDir: string): PageCode {
  const cache = new Map<string, string | undefined>();
  const read = (url: string) => {
    if (!cache.has(url)) {
      try {
        cache.set(url, readFileSync(path.join(distDir, url), "utf8"));
      } catch {
        cache.set(url, undefined);
      }
    }
    return cache.get(url);
  };
  const pages = new Map<string, string[]>();
  for (const file of htmlFiles(distDir)) {
    const url = pagePath(file);
    if (isNeverKept(url) || isOfflinePath(url) || /(^|\/)404$/.test(url)) continue;
    pages.set(url, withImports(pageModules(readFileSync(path.join(distDir, file), "utf8")), read));
  }
  return pageCodeTable(pages);
}
