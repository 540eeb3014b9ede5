import { transformSync } from "esbuild";

const minified = new Map<string, string>();

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment), first in every
 * inline script: its functions are compiled with the script, as the page loads, not at their first
 * call. The scripts' handlers first run inside a guest's first tap (a dialog's shell, a step's early
 * error, a carousel's slide, the head script's click), and compiling each there was that tap's work:
 * 2 of 3 ms of V8 compiling in the home tour's click task on the host, ×6.63 on the low-tier phone
 * (traced; none left in the click with the hint). The same hint as the calendars' script
 * (scripts/service-worker.ts, decision 015).
 */
export const compileHint = "//# allFunctionsCalledOnLoad\n";

/**
 * A script the page carries inline (the head script, the native dialogs', the carousels' and the
 * steps' early checks), as it ships: minified at build time, its names shortened and its spaces
 * dropped, behind the compile hint. These scripts are in every page's first round trip, so their
 * bytes count: minifying them took `/hi/rooms` from 13,894 to 13,791 bytes gzip. The page's CSP
 * hashes are taken from the built HTML (server/http-headers.ts), so they are the shipped script's.
 */
export function minifiedScript(source: string): string {
  let code = minified.get(source);
  if (code === undefined) {
    code = compileHint + transformSync(source, { minify: true, target: "es2017", loader: "js" }).code.trimEnd();
    minified.set(source, code);
  }
  return code;
}
