import { buildOverrides } from "./site-overrides";

/**
 * Builds the copy of the site with content overrides (test/site-overrides.ts) ahead of the end-to-end
 * tests: `npm test` runs it beside the site's own build, and its e2e stage then only serves the copy.
 * Its output is printed only when it fails; a passing build prints one line.
 */
const build = await buildOverrides();
if (build.status === 0) console.log(`the copy of the site with content overrides is built in ${build.root}`);
else {
  console.error(build.output);
  console.error(`the copy of the site with content overrides failed to build (exit status ${build.status})`);
  process.exitCode = 1;
}
