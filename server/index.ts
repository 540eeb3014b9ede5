/**
 * The site's public surface for the benchmark (bench/), its own package: the one file of the site it
 * may import (a lint wall in eslint.config.js says so), so what the benchmark relies on is named here
 * and a change to anything else in the server cannot break it unseen.
 */
import path from "node:path";

/** The production server's entry point (`npm run serve`), which the benchmark starts as a child process. */
export const serveScript = path.join(import.meta.dirname, "serve.ts");

// A build's files, pages and compression, as the server sees them.
export { brotliQuality, listFiles, pagePath } from "./site-files";
// The rule a fuzzed request's Location must keep: a path on this host.
export { isSameHostLocation } from "./request-target";
// The fuzzed request targets and the raw GET the server's own tests use.
export { fuzzTarget, get } from "./server-test-kit";
