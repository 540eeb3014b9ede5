import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildOverrides, readOverridesState, removeOverrides } from "../site-overrides";

/**
 * Vitest's global setup for test/built: the copy of the site with content overrides that
 * photo-build, fixture-hotel and prices-inr read. `npm test` built it in its build stage
 * (E2E_OVERRIDES_PREBUILT) and the e2e tests' teardown removes it; run alone, it is built here and
 * removed after.
 */
export default async function overridesCopy() {
  const made = readOverridesState();
  if (process.env.E2E_OVERRIDES_PREBUILT && made?.built && existsSync(join(made.root, "dist"))) return undefined;
  const build = await buildOverrides();
  if (build.status !== 0)
    throw new Error(`the copy of the site with content overrides failed to build\n${build.output}`);
  return removeOverrides;
}
