import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, e2eChromiumExecutable } from "./test/support/browser";

const port = Number(process.env.E2E_PORT ?? 4321);
/** The specs that read the copy of the site with content overrides rather than the build in dist/. */
const overrideSpecs = /(prices-inr|large-content|analytics)\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // One worker a core. A third, for a second throttled phone, does not pay: a throttled page is not an
  // idle wait on a busy 2-core machine, so two phones each ran about half as fast (the phone project).
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // A renderer crash in any try of any test fails the run, even when its retry passed.
  globalTeardown: "./e2e/renderer-crashes.ts",
  // A test walks several states and runs axe on each: on a busy 2-core machine that takes a while.
  timeout: 120_000,
  // What a test proves is that the guest's action is answered, not how soon: the benchmark times
  // that. An island's code can take a while to arrive on a busy machine (an editor test builds a
  // site meanwhile), so an expectation waits long enough; a passing one does not wait at all.
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace of every test (its snapshots and screencast) cost a third of the CPU of a
    // passing run (dining and amenities, 16 tests: 35.7 s of CPU with it, 22.7 s without). In CI only
    // the retry of a failed test records one, which is the run worth reading.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // The site registers a service worker once a page is idle; requests it answers bypass page.route,
    // which specs use to hold island code. Only e2e/offline.spec.ts, which tests the worker, and
    // e2e/theme-choice.spec.ts, which tests a returning guest's theme, allow it.
    serviceWorkers: "block",
    launchOptions: { executablePath: e2eChromiumExecutable(), args: chromiumArgs },
  },
  projects: [
    {
      // One copy of the site with content overrides, built once for the specs that read it (test/site-overrides.ts).
      name: "site overrides",
      testMatch: /site-overrides\.setup\.ts$/,
      teardown: "site overrides teardown",
    },
    { name: "site overrides teardown", testMatch: /site-overrides\.teardown\.ts$/ },
    {
      // First interactions on a throttled phone (e2e/phone.ts adds the CPU and network throttling).
      // One phone at a time: two throttled pages at once on a 2-core machine starve each other (measured
      // back to back, twice, on the same seven phone tests with three workers in all: one phone took
      // 163 s and 185 s, two phones 199 s and 153 s, each test about twice as long). Listed
      // before the desktop projects, so its tests start at once beside theirs rather than after
      // them, where one worker carried them alone while the other stood idle.
      name: "phone",
      testMatch: /\.phone\.spec\.ts$/,
      // What a phone test proves is that the guest's tap is answered, not how soon (e2e/phone.ts): its
      // expectations wait as long as the test may run, which is long enough for the slowest island's
      // code on a busy machine.
      workers: 1,
      timeout: 180_000,
      expect: { timeout: 180_000 },
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
    },
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"] },
      testIgnore: [/\.phone\.spec\.ts$/, overrideSpecs],
    },
    {
      name: "chromium with overrides",
      use: { ...devices["Desktop Chrome"] },
      testMatch: overrideSpecs,
      dependencies: ["site overrides"],
    },
  ],
  webServer: {
    // The production server over the build made by `npm run test:e2e`.
    command: "npx tsx server/serve.ts",
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
