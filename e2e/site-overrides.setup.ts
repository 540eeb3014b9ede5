import { spawn } from "node:child_process";
import { expect, test as setup } from "@playwright/test";
import { siteCopy } from "../test/site-copy";
import { assertPortFree } from "./ports";
import { applyOverrides, overridesPort, overridesURL, removeOverrides, writeOverridesState } from "./site-overrides";

/** The copy of the site with content overrides (e2e/site-overrides.ts): built once, served for every spec that reads it. */
setup("build and serve the site with content overrides", async () => {
  // One full build on a machine busy with other tests.
  setup.setTimeout(600_000);
  removeOverrides();
  await assertPortFree(overridesPort);
  const copy = siteCopy("hotel-site-overrides-");
  writeOverridesState({ root: copy.root });
  applyOverrides(copy);
  const build = await copy.build();
  expect(build.status, build.output).toBe(0);
  // Its own process group, so the teardown stops npm, tsx and the server together.
  // Served from the copy, so the server's headers come from the copy's content (its analytics' CSP).
  const server = spawn("npm", ["run", "--silent", "serve"], {
    cwd: copy.root,
    env: { ...process.env, DIST_DIR: copy.dist, PORT: String(overridesPort), ACCESS_LOG: "0" },
    detached: true,
    stdio: "ignore",
  });
  server.unref();
  writeOverridesState({ root: copy.root, pid: server.pid });
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
