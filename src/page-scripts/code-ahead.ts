/**
 * Island code ahead of the guest (decision 014): once a page has shown, a worker fetches the code of
 * its islands into the browser's cache, following each module's imports, so a tap does not wait for
 * the network and the page's own thread does none of the reading.
 */

/** Where the worker that fetches the code is served (built from src/workers/code-ahead.ts). */
export const codeAheadWorker = "/code-ahead.js";

/**
 * Marks a control whose answer only its island's code can give (a calendar): once the code is in the
 * cache and the guest has started to use the page, that island's modules are readied ahead of the
 * tap (decision 014, "Readied ahead" and "Readied once the guest uses the page"). Its value is the
 * first day the field's calendar allows, in days after today: a tap before the island is live shows
 * the calendar's shell with the days before it disabled (src/page-scripts/calendar-shell.ts, decision 015).
 */
export const readyAheadAttribute = "data-ready-ahead";

/**
 * Where the script that readies those islands is served (built from src/page-scripts/ready-ahead.entry.ts):
 * the head script loads it when it starts the worker, on a page holding such a control.
 */
export const readyAheadScript = "/ready-ahead.js";

/**
 * A tap on a date field before that script has run (the page still loading, its island not live) is
 * taken by the head script, which loads the script at once and leaves the field on the script's
 * element under this property; the script answers it as it starts (`answerHeldTap`,
 * src/page-scripts/calendar-shell.ts): the calendar's shell comes with the 10 kB script, not with the island's
 * code and React's (decision 015, "A calendar's shell at a tap while the page loads").
 */
export const heldTapProperty = "p";

/** Set by that script on its element as it runs: from then on the head script leaves a date field's tap alone. */
export const scriptRanProperty = "o";

/** Set by the head script on that script's element once the worker has fetched the readied islands' code (its first group). */
export const codeFetchedAttribute = "data-code-fetched";

/**
 * The events that show the guest has started to use the page (a scroll, a touch, a key): the head
 * script releases the held photos on the first, and the readying begins only after one.
 */
export const guestUseEvents = ["scroll", "pointerdown", "keydown"] as const;

/**
 * Sent to a readied island once its modules are compiled and the guest has scrolled, touched or
 * pressed a key, on a phone quick enough to run them without a long task showing
 * (`client:interaction` hydrates on it): its first answer then needs no code to load or run.
 */
export const hydrateAheadEvent = "hydrate-ahead";

/**
 * A phone is quick enough to hydrate ahead when its long animation frames since the first paint add
 * up to less than this (the mid-tier phone's: 0–60 ms; the low-tier phone's: 400 ms and more).
 */
export const quickFramesBudgetMs = 150;

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
