import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test as setup } from "@playwright/test";
import { assertPortFree } from "./ports";
import {
  buildOverrides,
  overridesPort,
  overridesURL,
  readOverridesState,
  writeOverridesState,
} from "../test/site-overrides";

/**
 * The copy of the site with content overrides (test/site-overrides.ts): built once, served for every
 * spec that reads it. When `npm test` has built it already (E2E_OVERRIDES_PREBUILT), only served.
 */
setup("build and serve the site with content overrides", async () => {
  // One full build on a machine busy with other tests.
  setup.setTimeout(600_000);
  const prebuilt = readOverridesState();
  let root = prebuilt?.root;
  if (!process.env.E2E_OVERRIDES_PREBUILT || !prebuilt?.built || !existsSync(join(prebuilt.root, "dist"))) {
    const build = await buildOverrides();
    expect(build.status, build.output).toBe(0);
    root = build.root;
  }
  const copy = { root: root!, dist: join(root!, "dist") };
  await assertPortFree(overridesPort);
  // Its own process group, so the teardown stops npm, tsx and the server together.
  // Served from the copy, so the server's headers come from the copy's content (its analytics' CSP).
  const server = spawn("npm", ["run", "--silent", "serve"], {
    cwd: copy.root,
    env: { ...process.env, DIST_DIR: copy.dist, PORT: String(overridesPort), ACCESS_LOG: "0" },
    detached: true,
    stdio: "ignore",
  });
  server.unref();
  writeOverridesState({ root: copy.root, built: true, pid: server.pid });
  await expect
    .poll(
      () =>
        fetch(`${overridesURL}/`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
});
