/** The built pages the conformance gate checks, each read and parsed once, with source positions. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { htmlFiles, pagePath } from "../../server/site-files";

export type BuiltPage = {
  /** Relative to the project, as findings name it ("dist/hi/rooms.html"). */
  file: string;
  /** The URL path it answers at ("/hi/rooms"). */
  urlPath: string;
  html: string;
  document: Document;
  /** Where an element starts in the file (1-based). */
  position(element: Element): { line: number; column: number };
};

export function parsePage(file: string, urlPath: string, html: string): BuiltPage {
  const dom = new JSDOM(html, { includeNodeLocations: true });
  return {
    file,
    urlPath,
    html,
    document: dom.window.document,
    position(element) {
      const location = dom.nodeLocation(element);
      return { line: location?.startLine ?? 1, column: location?.startCol ?? 1 };
    },
  };
}

/** Every HTML file of a build, found on disk: pages added later are checked without a list to keep. */
export function builtPages(distDir: string, cwd = process.cwd()): BuiltPage[] {
  return htmlFiles(distDir)
    .sort()
    .map((name) => {
      const absolute = path.join(distDir, name);
      return parsePage(path.relative(cwd, absolute), pagePath(name), readFileSync(absolute, "utf8"));
    });
}
