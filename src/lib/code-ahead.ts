/**
 * Island code ahead of the guest (decision 014): once a page has shown, a worker fetches the code of
 * its islands into the browser's cache, following each module's imports, so a tap does not wait for
 * the network and the page's own thread does none of the reading.
 */

/** Where the worker that fetches the code is served (built from src/workers/code-ahead.ts). */
export const codeAheadWorker = "/code-ahead.js";

/**
 * Marks a control whose answer only its island's code can give (a calendar): once the code is in the
 * cache, the head script readies that island's modules ahead of the tap (decision 014, "Readied ahead").
 */
export const readyAheadAttribute = "data-ready-ahead";

/**
 * The modules a built module imports, at once or lazily, as absolute URLs. The build names every
 * chunk beside the others, so an import is always `"./<name>.js"` (`from "./a.js"`,
 * `import("./b.js")`); anything else (a bare name, another folder) is not a chunk of the site.
 */
export function importedModules(code: string, moduleUrl: string): string[] {
  const found = new Set<string>();
  for (const [, name] of code.matchAll(/["']\.\/([\w.-]+\.js)["']/g)) found.add(new URL(name!, moduleUrl).href);
  return [...found];
}
